/**
 * Slide preparation into a temporary cache with small sizes: what the manifest says, what is on disk, and that
 * a second run reuses everything. Fixtures are linked (never copied) from the shared folder when it exists.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLevel } from './deepzoom';
import { readFixtureDescriptions, readSlideScale } from './fixtures';
import { cachePath, loadSlideManifest, PIPELINE_VERSION, type SlideManifest } from './manifest';
import { MOSAIC_ID, prepareSlides, type DemoSlideSpec, type PrepareSlidesResult } from './prepare';
import { resolveSlidesDir } from './store';
import { readTiffFile, TAG, tagText } from './tiff';

const shared = resolveSlidesDir();
const FIXTURES = [
  'aperio-CMU-1-Small-Region.svs',
  'aperio-jp2k33005-tcga-cr-7395-01a-01-ts1.svs',
  'synthetic-pyramid-boxes.tiff',
];
const hasFixtures = Boolean(shared && FIXTURES.every((f) => existsSync(path.join(shared, f))));
/** A DICOM series (a folder) and a single DICOM file. */
const DICOM_FIXTURES = ['dicom-cmu1-small-region-jpeg', 'more/dicom-wsi-tcga-xk-aaju-ts1-small_dicom.dcm'];
const hasDicom = Boolean(shared && DICOM_FIXTURES.every((f) => existsSync(path.join(shared, f))));

const DEMO: DemoSlideSpec[] = [
  { name: 'tiny-a', title: 'Tiny A', width: 700, height: 500, seed: 1, deepZoom: true },
  { name: 'tiny-b', title: 'Tiny B', width: 900, height: 400, seed: 2, deepZoom: false },
];
const MOSAIC = { unitSize: 512, repeats: 3, tileSize: 256 };

let root: string;
let cacheDir: string;
let slidesDir: string;
let first: PrepareSlidesResult;
let manifest: SlideManifest;
const lines: string[] = [];

const run = (demoSlides = DEMO) =>
  prepareSlides({ cacheDir, slidesDir, demoSlides, mosaic: MOSAIC, log: (line) => lines.push(line) });
const slide = (id: string) => manifest.slides.find((s) => s.id === id)!;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'slides-prepare-'));
  cacheDir = path.join(root, 'cache');
  slidesDir = path.join(root, 'slides');
  const more = path.join(slidesDir, 'more');
  await import('node:fs/promises').then((fs) => fs.mkdir(more, { recursive: true }));
  if (hasFixtures) {
    for (const name of [...FIXTURES, 'MANIFEST.md'])
      symlinkSync(path.join(shared!, name), path.join(slidesDir, name));
  }
  if (hasDicom) {
    for (const name of DICOM_FIXTURES) symlinkSync(path.join(shared!, name), path.join(slidesDir, name));
  }
  // Not an image at all: served as the original only.
  writeFileSync(path.join(more, 'broken.svs'), 'this is not a TIFF file');
  first = await run();
  manifest = first.manifest;
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('prepareSlides', () => {
  it('writes a versioned manifest: demo slides, then fixtures, then the mosaic', () => {
    expect(manifest.version).toBe(PIPELINE_VERSION);
    expect(loadSlideManifest(cacheDir)).toEqual(manifest);
    expect(manifest.slidesDir).toBe(slidesDir);
    const ids = manifest.slides.map((s) => s.id);
    expect(ids.slice(0, 2)).toEqual(['blob-tiny-a', 'blob-tiny-b']);
    expect(ids.at(-1)).toBe(MOSAIC_ID);
    expect(ids).toContain('blob-broken');
    expect(first.derived).toBe(manifest.slides.length);
  });

  it('prints progress per slide and step', () => {
    expect(lines).toContainEqual(
      expect.stringMatching(/^slides \[1\/\d+\] blob-tiny-a \(700 × 500\): pixels \d+\.\d s$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/Deep Zoom pyramid \d+\.\d s$/));
    expect(lines.at(-1)).toMatch(/^slides: \d+ ready \(\d+ derived, 0 from cache\) in \d+\.\d s$/);
  });

  it('generates a demo slide as a pyramidal tiled TIFF with µm per pixel, a Deep Zoom pyramid and thumbnails', async () => {
    const a = slide('blob-tiny-a');
    expect(a).toMatchObject({
      source: 'demo',
      fileName: 'tiny-a.tiff',
      contentType: 'image/tiff',
      width: 700,
      height: 500,
      mpp: 0.25,
      magnification: 40,
      hasDeepZoom: true,
      attribution: null,
    });
    const tiff = cachePath(cacheDir, a.files.tiff!);
    expect(a.files.original).toBe(a.files.tiff);
    const structure = readTiffFile(tiff);
    expect(structure.ifds.length).toBeGreaterThanOrEqual(2); // full size + reduced levels
    expect(tagText(structure.ifds[0]!, TAG.ImageDescription)).toMatch(
      /\|MPP = 0\.25\|AppMag = 40\|Derived from = procedural/,
    );
    const meta = await sharp(tiff).metadata();
    expect(meta).toMatchObject({ width: 700, height: 500 });
    expect(25_400 / meta.density!).toBeCloseTo(0.25, 4);
    expect(meta.xmpAsString).toContain('procedural demo tissue');
    const top = maxLevel({ width: 700, height: 500 });
    expect(existsSync(path.join(cachePath(cacheDir, a.files.deepZoom!), String(top), '2_1.jpeg'))).toBe(true);
    const thumbnail = await sharp(cachePath(cacheDir, a.files.thumbnail!)).metadata();
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBe(256);
  });

  it('is deterministic: the same seed gives the same pixels', async () => {
    const { generateDemoTissue } = await import('./demo');
    const one = generateDemoTissue(300, 200, 7).data;
    expect(generateDemoTissue(300, 200, 7).data.equals(one)).toBe(true);
    expect(generateDemoTissue(300, 200, 8).data.equals(one)).toBe(false);
  });

  it('leaves a demo slide without a Deep Zoom copy when asked (the TIFF route)', () => {
    expect(slide('blob-tiny-b')).toMatchObject({ hasDeepZoom: false, files: { deepZoom: null } });
    expect(existsSync(path.join(cacheDir, 'blob-tiny-b', 'dz_files'))).toBe(false);
  });

  it('serves a file libvips cannot decode as its original, without derived copies', () => {
    const broken = slide('blob-broken');
    expect(broken).toMatchObject({
      source: 'fixture',
      hasDeepZoom: false,
      width: null,
      files: {
        original: path.join(slidesDir, 'more', 'broken.svs'),
        tiff: null,
        deepZoom: null,
        thumbnail: null,
      },
    });
    expect(broken.note).toMatch(/cannot decode/);
  });

  it.skipIf(!hasFixtures)(
    'derives the Aperio fixture, keeps the original in place and records its attribution',
    () => {
      const cmu = slide('blob-aperio-cmu-1-small-region');
      expect(cmu).toMatchObject({
        source: 'fixture',
        width: 2220,
        height: 2967,
        mpp: 0.499,
        magnification: 20,
      });
      expect(cmu.hasDeepZoom).toBe(true);
      expect(cmu.files.original).toBe(path.join(slidesDir, 'aperio-CMU-1-Small-Region.svs'));
      expect(cmu.attribution).toMatch(/CC0-1\.0/);
      expect(
        tagText(readTiffFile(cachePath(cacheDir, cmu.files.tiff!)).ifds[0]!, TAG.ImageDescription),
      ).toMatch(/Derived from = aperio-CMU-1-Small-Region\.svs .*\|Attribution = OpenSlide test data/);
      // Nothing in the cache is a copy of the fixture.
      expect(readdirSync(path.join(cacheDir, cmu.id))).not.toContain('aperio-CMU-1-Small-Region.svs');
    },
  );

  it.skipIf(!hasFixtures)(
    'keeps the JPEG 2000 fixture without Deep Zoom, with a thumbnail from its embedded page',
    () => {
      const jp2k = slide('blob-aperio-jp2k33005-tcga-cr-7395-01a-01-ts1');
      expect(jp2k).toMatchObject({ hasDeepZoom: false, width: 4443, height: 3567, mpp: null });
      expect(jp2k.files.thumbnail).not.toBeNull();
      expect(jp2k.note).toMatch(/JPEG ?2000|jp2k/i);
    },
  );

  it.skipIf(!hasDicom)(
    'gives both DICOM fixtures a thumbnail and a preview from their smallest level, the originals served as they are',
    async () => {
      for (const id of ['blob-dicom-cmu1-small-region-jpeg', 'blob-dicom-wsi-tcga-xk-aaju-ts1-small-dicom']) {
        const dicom = slide(id);
        expect(dicom).toMatchObject({ hasDeepZoom: false, contentType: 'application/dicom' });
        expect(dicom.files.tiff).toBeNull();
        const thumbnail = await sharp(cachePath(cacheDir, dicom.files.thumbnail!)).metadata();
        expect(Math.max(thumbnail.width!, thumbnail.height!)).toBe(256);
        const preview = await sharp(cachePath(cacheDir, dicom.files.preview!)).stats();
        // Tissue, not a blank page: H&E's pink and purple take red above green.
        const [red, green] = preview.channels.map((channel) => channel.mean);
        expect(red! - green!).toBeGreaterThan(10);
      }
    },
  );

  it('builds the mosaic: full size in the manifest, a repeated-tile TIFF that libvips reads', async () => {
    const mosaic = slide(MOSAIC_ID);
    expect(mosaic).toMatchObject({ source: 'mosaic', width: 1536, height: 1536, hasDeepZoom: true });
    expect(mosaic.mosaic).toMatchObject(MOSAIC);
    const file = cachePath(cacheDir, mosaic.files.original);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ width: 1536, height: 1536 });
    expect(meta.pages).toBeGreaterThanOrEqual(3);
    // A region across a repetition boundary decodes.
    const region = await sharp(file)
      .extract({ left: 400, top: 400, width: 300, height: 300 })
      .raw()
      .toBuffer();
    expect(region.length).toBe(300 * 300 * 3);
    expect(existsSync(path.join(cachePath(cacheDir, mosaic.mosaic!.unitTiles), '9', '1_1.jpeg'))).toBe(true);
  });

  it('reuses everything on a second run, and derives again only what changed', async () => {
    const again = await run();
    expect(again.derived).toBe(0);
    expect(again.reused).toBe(manifest.slides.length);
    expect(again.manifest.slides).toEqual(manifest.slides);
    const changed = await run([DEMO[0]!, { ...DEMO[1]!, seed: 3 }]);
    expect(changed.derived).toBe(1);
    expect(lines).toContainEqual(expect.stringMatching(/blob-tiny-b .*: done in/));
  });
});

describe('fixture metadata', () => {
  it.skipIf(!hasFixtures)('reads µm per pixel from an Aperio description or the resolution tags', () => {
    expect(readSlideScale(path.join(shared!, 'aperio-CMU-1-Small-Region.svs'))).toEqual({
      mpp: 0.499,
      magnification: 20,
    });
    // 72 px per cm is a default, not a slide scan: unknown.
    expect(readSlideScale(path.join(shared!, 'synthetic-pyramid-boxes.tiff'))).toEqual({
      mpp: null,
      magnification: null,
    });
  });

  it.skipIf(!hasFixtures)('reads origin and licence from MANIFEST.md', () => {
    const descriptions = readFixtureDescriptions(shared);
    expect(descriptions.get('aperio-CMU-1-Small-Region.svs')?.attribution).toMatch(/^OpenSlide test data/);
    expect(descriptions.get('hamamatsu-test3-DAPI-2-387.ndpi')?.attribution).toMatch(
      /Manuel Stritt.*CC-BY-4\.0/,
    );
  });
});
