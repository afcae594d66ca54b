/**
 * Slide preparation: everything the mock server serves besides third-party originals is derived here, once,
 * into the cache folder (`.cache/slides/`, ignored by git), with a progress line per step:
 *
 * - demo slides, generated procedurally (./demo.ts) and written as pyramidal tiled TIFF (JPEG, 256-px tiles,
 *   0.25 µm/px in XResolution/YResolution and an Aperio-style `MPP = 0.25` description);
 * - for every slide libvips can decode (demo slides and fixtures), a pyramidal tiled TIFF, a Deep Zoom pyramid
 *   (256-px tiles, no overlap), a 256-px thumbnail and a 1,024-px preview; a fixture libvips cannot decode is
 *   still served as its original, without a Deep Zoom copy (the viewer's TIFF route);
 * - the mosaic slide for scale (./mosaic.ts).
 *
 * A slide whose inputs (hashed into `inputKey`) and files are unchanged is reused, so a warm start only reads
 * the manifest and stats a few files. Each slide is derived into a temporary folder and renamed into place.
 *
 * The plans of the three kinds of slide are in ./plans.ts, the files they write in ./derived-files.ts.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { maxLevel, TILE_FILE_EXTENSION } from './deepzoom';
import { TOOL } from './derived-files';
import { findFixtures, readFixtureDescriptions } from './fixtures';
import {
  cachePath,
  loadSlideManifest,
  PIPELINE_VERSION,
  resolveSlideCacheDir,
  saveSlideManifest,
  type PreparedSlide,
  type SlideManifest,
} from './manifest';
import { DEFAULT_MOSAIC, validateMosaic, type MosaicGeometry } from './mosaic';
import {
  DEFAULT_DEMO_SLIDES,
  MOSAIC_SOURCE_FIXTURE,
  planDemo,
  planFixture,
  planMosaic,
  type DemoSlideSpec,
  type Planned,
  type StepRunner,
} from './plans';
import { resolveSlidesDir } from './store';

export { DEFAULT_DEMO_SLIDES, DEMO_MPP, MOSAIC_ID, type DemoSlideSpec } from './plans';

export interface PrepareSlidesOptions {
  cacheDir?: string;
  /** Fixture folder; undefined resolves SLIDES_DIR / the shared fixtures, null means none. */
  slidesDir?: string | null;
  demoSlides?: readonly DemoSlideSpec[];
  /** null: no mosaic slide. */
  mosaic?: MosaicGeometry | null;
  thumbnailSize?: number;
  previewSize?: number;
  log?: (line: string) => void;
}

export interface PrepareSlidesResult {
  manifest: SlideManifest;
  derived: number;
  reused: number;
  seconds: number;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** Moves a finished folder into place; if another process got there first, either copy will do. */
function replaceFolder(temporary: string, final: string) {
  for (let attempt = 0; ; attempt++) {
    rmSync(final, { recursive: true, force: true });
    try {
      renameSync(temporary, final);
      return;
    } catch (error) {
      if (attempt >= 2) {
        rmSync(temporary, { recursive: true, force: true });
        if (!existsSync(final)) throw error;
        return;
      }
    }
  }
}

function filesPresent(cacheDir: string, slide: PreparedSlide): boolean {
  const required = [
    slide.files.original,
    slide.files.tiff,
    slide.files.thumbnail,
    slide.files.preview,
  ].filter((p): p is string => p !== null);
  if (slide.files.deepZoom && slide.width && slide.height) {
    // The full-resolution level must be there (folders only appear by rename, once complete).
    required.push(
      path.join(
        slide.files.deepZoom,
        String(maxLevel({ width: slide.width, height: slide.height })),
        `0_0${TILE_FILE_EXTENSION}`,
      ),
    );
  }
  if (slide.mosaic) {
    const g = slide.mosaic;
    required.push(path.join(g.unitTiles, String(Math.log2(g.unitSize)), `0_0${TILE_FILE_EXTENSION}`));
    required.push(path.join(g.overviewTiles, '0', `0_0${TILE_FILE_EXTENSION}`));
  }
  return required.every((p) => existsSync(cachePath(cacheDir, p)));
}

/**
 * Derives what is missing or stale into the cache folder and writes its manifest. Fast when the cache is warm.
 */
export async function prepareSlides(options: PrepareSlidesOptions = {}): Promise<PrepareSlidesResult> {
  const started = performance.now();
  const cacheDir = path.resolve(options.cacheDir ?? resolveSlideCacheDir());
  const slidesDir = options.slidesDir === undefined ? resolveSlidesDir() : options.slidesDir;
  const log = options.log ?? ((line: string) => console.log(line));
  const sizes = { thumb: options.thumbnailSize ?? 256, preview: options.previewSize ?? 1024 };
  const geometry = options.mosaic === undefined ? DEFAULT_MOSAIC : options.mosaic;
  if (geometry) validateMosaic(geometry);
  mkdirSync(cacheDir, { recursive: true });
  sharp.concurrency(availableParallelism());

  const previous = loadSlideManifest(cacheDir);
  const fixtures = await findFixtures(slidesDir);
  const descriptions = readFixtureDescriptions(slidesDir);
  const plan: Planned[] = [
    ...(options.demoSlides ?? DEFAULT_DEMO_SLIDES).map((spec) => planDemo(spec, sizes)),
    ...fixtures.map((f) => planFixture(f, descriptions.get(f.relativePath) ?? null, sizes)),
  ];
  if (geometry) {
    const cmu = fixtures.find((f) => f.fileName.toLowerCase() === MOSAIC_SOURCE_FIXTURE.toLowerCase());
    plan.push(
      planMosaic(
        geometry,
        cmu ? { fixture: cmu, attribution: descriptions.get(cmu.relativePath)?.attribution ?? null } : null,
        sizes,
      ),
    );
  }

  const slides: PreparedSlide[] = [];
  let derived = 0;
  const reusable = (item: Planned) =>
    previous?.slides.find((s) => s.id === item.id && s.inputKey === item.inputKey);
  // Saved after every derived slide, with the still-valid entries of slides not reached yet: an interrupted
  // preparation resumes where it stopped.
  const persist = (next = plan.length) =>
    saveSlideManifest(cacheDir, {
      version: PIPELINE_VERSION,
      preparedAt: new Date().toISOString(),
      slidesDir,
      slides: [
        ...slides,
        ...plan
          .slice(next)
          .map(reusable)
          .filter((s): s is PreparedSlide => s !== undefined),
      ],
    });

  for (const [index, item] of plan.entries()) {
    const prefix = `slides [${index + 1}/${plan.length}] ${item.label}`;
    const cached = reusable(item);
    if (cached && filesPresent(cacheDir, cached)) {
      slides.push(cached);
      continue;
    }
    const slideStarted = performance.now();
    const temporary = path.join(cacheDir, `.tmp-${item.id}-${process.pid}`);
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(temporary, { recursive: true });
    const step: StepRunner = async (name, work) => {
      const stepStarted = performance.now();
      const result = await work();
      log(`${prefix}: ${name} ${seconds(stepStarted)} s`);
      return result;
    };
    const entry = await item.derive(temporary, step, (line) => log(`${prefix}: ${line}`));
    const final = path.join(cacheDir, item.id);
    replaceFolder(temporary, final);
    writeFileSync(
      path.join(final, 'provenance.json'),
      `${JSON.stringify({ id: item.id, derivedFrom: entry.derivedFrom, attribution: entry.attribution, tool: TOOL }, null, 2)}\n`,
    );
    slides.push({ ...entry, inputKey: item.inputKey });
    derived++;
    log(`${prefix}: done in ${seconds(slideStarted)} s`);
    persist(index + 1);
  }

  // Folders of slides no longer planned (a removed fixture) and temporary folders abandoned over an hour ago
  // (a younger one may belong to another process preparing at the same time).
  const keep = new Set(plan.map((p) => p.id));
  for (const name of readdirSync(cacheDir)) {
    const full = path.join(cacheDir, name);
    const info = statSync(full);
    if (!info.isDirectory()) continue;
    const abandoned = name.startsWith('.tmp-') && Date.now() - info.mtimeMs > 60 * 60 * 1000;
    if ((name.startsWith('blob-') && !keep.has(name)) || abandoned)
      rmSync(full, { recursive: true, force: true });
  }
  const unchanged =
    derived === 0 &&
    previous?.slidesDir === slidesDir &&
    previous.slides.length === slides.length &&
    previous.slides.every((s, i) => s.id === slides[i]!.id);
  if (!unchanged) persist();
  const manifest = loadSlideManifest(cacheDir);
  if (!manifest) throw new Error(`The slide manifest in ${cacheDir} could not be read back`);
  const total = seconds(started);
  log(
    derived
      ? `slides: ${slides.length} ready (${derived} derived, ${slides.length - derived} from cache) in ${total} s`
      : `slides: ${slides.length} ready from cache (${path.relative(process.cwd(), cacheDir) || cacheDir}) in ${total} s`,
  );
  return { manifest, derived, reused: slides.length - derived, seconds: Number(total) };
}
