/**
 * How long an uploaded slide takes to reach the image archive (decision 165): the converter into a folder, then
 * STOW-RS into Debian's Orthanc, the two steps the mock runs after an upload, timed apart, over a fresh archive
 * per run. `npm run bench:archive-store -- --runs 5 [--fixture name]`; prints the median of each step.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { archiveMissing, fixturePath, startOrthanc } from '../tests/archive/orthanc';
import { ARCHIVE_LIMITS } from '../mock-server/slides/archive-config';
import { dicomize } from '../mock-server/slides/archive-dicomize';
import { stowInstances } from '../mock-server/slides/archive-stow';
import { readImageInfo } from '../mock-server/slides/uploads';

const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const runs = Number(argument('runs', '5'));
const fixture = argument('fixture', 'aperio-CMU-1-Small-Region.svs');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const missing = archiveMissing(fixture);
if (missing) {
  console.log(`Cannot measure: ${missing}`);
  process.exit(1);
}
const file = fixturePath(fixture);
const { size } = await stat(file);
const geometry = await readImageInfo(file);
const convert: number[] = [];
const store: number[] = [];
let written = 0;
for (let run = 0; run < runs; run++) {
  const orthanc = await startOrthanc();
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-dicomize-'));
  try {
    let start = performance.now();
    const files = await dicomize({ file, folder, geometry, sizeBytes: size });
    convert.push(performance.now() - start);
    const instances = await Promise.all(
      files.map(async (f, i) => ({ file: f, sizeBytes: (await stat(f)).size, sopInstanceUid: `bench.${i}` })),
    );
    written = instances.reduce((sum, i) => sum + i.sizeBytes, 0);
    start = performance.now();
    await stowInstances({ root: orthanc.dicomWeb, authorization: null, limits: ARCHIVE_LIMITS }, instances);
    store.push(performance.now() - start);
  } finally {
    await rm(folder, { recursive: true, force: true });
    await orthanc.stop();
  }
}
console.log(
  `${fixture} (${(size / 1e6).toFixed(1)} MB → ${(written / 1e6).toFixed(1)} MB of DICOM), ${runs} runs: ` +
    `convert median ${median(convert).toFixed(0)} ms, STOW-RS median ${median(store).toFixed(0)} ms`,
);
