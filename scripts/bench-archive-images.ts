/**
 * `npm run bench:archive-images`: what reading each image's archive state costs getCase (decision 175),
 * printed, never asserted. A case of 50 images read with `withArchiveImages` beside the same case copied without
 * it (the baseline), interleaved, with UPLOADS slide records in the store (one per image is the case's own).
 *
 *   npm run bench:archive-images -- --uploads 5000 --runs 200
 */
import { loadavg } from 'node:os';
import { db } from '../mock-server/store/db';
import { withArchiveImages } from '../mock-server/slides/archive-places';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const uploads = arg('uploads', 5000);
const runs = arg('runs', 200);
const person = { id: 'usr-bench', name: 'Bench' };

for (let i = 0; i < uploads; i++)
  await db.slideUploads.create({
    id: `sld-bench-${i}`,
    caseID: `case-bench-${Math.floor(i / 50)}`,
    subsectionId: 'S1-B1',
    fileName: `${i}.svs`,
    contentType: 'image/tiff',
    sizeBytes: 1,
    sha256: '',
    uploadedBy: person,
    uploadedAt: new Date(0).toISOString(),
    ...(i % 2 ? { archiveStorage: { state: 'Stored', message: null } } : {}),
  });
const images = Array.from({ length: 50 }, (_, i) => ({
  fileName: `${i}.svs`,
  fileContent: `sld-bench-${uploads - 1 - i}`,
}));
const item = { slides: [{ subsections: [{ images }] }] } as unknown as Parameters<
  typeof withArchiveImages
>[0];
const copy = (c: typeof item) => ({
  ...c,
  slides: c.slides.map((s) => ({
    ...s,
    subsections: s.subsections.map((b) => ({ ...b, images: [...b.images] })),
  })),
});

const times = { base: [] as number[], read: [] as number[] };
for (let r = 0; r < runs; r++) {
  let t = performance.now();
  copy(item);
  times.base.push(performance.now() - t);
  t = performance.now();
  withArchiveImages(item);
  times.read.push(performance.now() - t);
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const [base, read] = [median(times.base), median(times.read)];
console.log(
  `50 images, ${uploads} slide records, ${runs} runs: median ${read.toFixed(3)} ms with the archive state, ` +
    `${base.toFixed(3)} ms copied without (${(read / base).toFixed(1)}×); load ${loadavg()[0]!.toFixed(1)}`,
);
process.exit(0);
