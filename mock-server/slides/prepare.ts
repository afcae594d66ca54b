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
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateDemoTissue, type RgbImage } from './demo';
import { maxLevel, TILE_FILE_EXTENSION, TILE_OVERLAP, TILE_SIZE } from './deepzoom';
import {
  findFixtures,
  nominalMagnification,
  readFixtureDescriptions,
  readSlideScale,
  type FixtureFile,
} from './fixtures';
import {
  cachePath,
  loadSlideManifest,
  PIPELINE_VERSION,
  resolveSlideCacheDir,
  saveSlideManifest,
  type PreparedSlide,
  type SlideManifest,
} from './manifest';
import {
  assembleRepeatedTiff,
  DEFAULT_MOSAIC,
  mosaicSize,
  overviewSize,
  overviewUnitSide,
  repeatedLevelCount,
  validateMosaic,
  type MosaicGeometry,
} from './mosaic';
import { resolveSlidesDir, slideIdFor } from './store';
import { setImageDescription } from './tiff';

export interface DemoSlideSpec {
  /** File stem: the slide is served as `<name>.tiff` with id `blob-<name>`. */
  name: string;
  title: string;
  width: number;
  height: number;
  seed: number;
  /** false: no Deep Zoom copy, so viewers read the pyramidal TIFF by Range (the TIFF route). */
  deepZoom: boolean;
}

/** Demo slides are drawn at 0.25 µm per pixel (a 40× scan). */
export const DEMO_MPP = 0.25;

export const DEFAULT_DEMO_SLIDES: readonly DemoSlideSpec[] = [
  {
    name: 'demo-01',
    title: 'Demo tissue 1 (4,000 × 3,000 px, Deep Zoom)',
    width: 4000,
    height: 3000,
    seed: 20260101,
    deepZoom: true,
  },
  {
    name: 'demo-02',
    title: 'Demo tissue 2 (8,000 × 6,000 px, pyramidal TIFF only)',
    width: 8000,
    height: 6000,
    seed: 20260102,
    deepZoom: false,
  },
  {
    name: 'demo-03',
    title: 'Demo tissue 3 (16,000 × 10,000 px, Deep Zoom)',
    width: 16000,
    height: 10000,
    seed: 20260103,
    deepZoom: true,
  },
];

export const MOSAIC_ID = 'blob-mosaic';
const MOSAIC_SOURCE_FIXTURE = 'aperio-CMU-1-Small-Region.svs';

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

const TOOL = `mock slide pipeline v${PIPELINE_VERSION} (sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips})`;
const JPEG_QUALITY = 80;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const keyOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function xmp(source: string, rights: string | null): string {
  return (
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/">' +
    `<dc:source>${escapeXml(source)}</dc:source>` +
    (rights ? `<dc:rights>${escapeXml(rights)}</dc:rights>` : '') +
    `<xmp:CreatorTool>${escapeXml(TOOL)}</xmp:CreatorTool>` +
    '</rdf:Description></rdf:RDF></x:xmpmeta>'
  );
}

/** ASCII only (EXIF and TIFF ASCII fields): µ becomes "um". */
const ascii = (text: string) =>
  text
    .replace(/µ/g, 'u')
    .replace(/×/g, 'x')
    .replace(/[^\x20-\x7e\r\n]/g, '?');

const fromRaw = (image: RgbImage) =>
  sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
    limitInputPixels: false,
  });

interface Provenance {
  derivedFrom: string;
  attribution: string | null;
  mpp: number | null;
  magnification: number | null;
}

/** A pyramidal tiled TIFF with resolution tags, XMP provenance and an Aperio-style description. */
async function writePyramidalTiff(image: RgbImage, file: string, p: Provenance, mppAtThisScale = p.mpp) {
  const resolution = mppAtThisScale ? { xres: 1000 / mppAtThisScale, yres: 1000 / mppAtThisScale } : {};
  await fromRaw(image)
    .withXmp(xmp(p.derivedFrom, p.attribution))
    .tiff({
      tile: true,
      pyramid: true,
      tileWidth: TILE_SIZE,
      tileHeight: TILE_SIZE,
      compression: 'jpeg',
      quality: JPEG_QUALITY,
      resolutionUnit: 'cm',
      ...resolution,
    })
    .toFile(file);
  setImageDescription(file, describe(image, p, mppAtThisScale));
}

function describe(image: { width: number; height: number }, p: Provenance, mpp = p.mpp): string {
  const fields = [
    `${TOOL}\r\n${image.width}x${image.height} (${TILE_SIZE}x${TILE_SIZE}) JPEG Q=${JPEG_QUALITY}`,
    ...(mpp ? [`MPP = ${mpp}`] : []),
    ...(p.magnification && mpp === p.mpp ? [`AppMag = ${p.magnification}`] : []),
    `Derived from = ${p.derivedFrom}`,
    ...(p.attribution ? [`Attribution = ${p.attribution}`] : []),
  ];
  return ascii(fields.join('|'));
}

async function writeDeepZoom(image: RgbImage, base: string) {
  await fromRaw(image)
    .jpeg({ quality: JPEG_QUALITY })
    .tile({ size: TILE_SIZE, overlap: TILE_OVERLAP, layout: 'dz' })
    .toFile(base);
}

async function writeThumbnails(
  image: RgbImage,
  dir: string,
  p: Provenance,
  sizes: { thumb: number; preview: number },
) {
  const exif = { IFD0: { ImageDescription: ascii(`Derived from ${p.derivedFrom}`) } };
  const preview = await fromRaw(image)
    .resize(sizes.preview, sizes.preview, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const small: RgbImage = { data: preview.data, width: preview.info.width, height: preview.info.height };
  await fromRaw(small).withExif(exif).jpeg({ quality: JPEG_QUALITY }).toFile(path.join(dir, 'preview.jpg'));
  await fromRaw(small)
    .resize(sizes.thumb, sizes.thumb, { fit: 'inside', withoutEnlargement: true })
    .withExif(exif)
    .jpeg({ quality: JPEG_QUALITY })
    .toFile(path.join(dir, 'thumbnail.jpg'));
}

async function decode(file: string, page = 0): Promise<{ image: RgbImage; note: string | null }> {
  const attempt = async (failOn: 'warning' | 'none') => {
    const { data, info } = await sharp(file, { failOn, page, limitInputPixels: false })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return { data, width: info.width, height: info.height };
  };
  try {
    return { image: await attempt('warning'), note: null };
  } catch (error) {
    // NDPI: libtiff warns about JPEG subsampling it then corrects; the pixels are right.
    if (!/Warning treated as error/.test(String(error))) throw error;
    return {
      image: await attempt('none'),
      note: 'decoded despite libtiff warnings (JPEG subsampling corrected)',
    };
  }
}

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

const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split('\n')[0]!;

interface Planned {
  id: string;
  label: string;
  inputKey: string;
  /** Derives into `dir` (a temporary folder later renamed to `<cacheDir>/<id>`). */
  derive: (
    dir: string,
    step: StepRunner,
    log: (line: string) => void,
  ) => Promise<Omit<PreparedSlide, 'inputKey'>>;
}

type StepRunner = <T>(name: string, work: () => T | Promise<T>) => Promise<T>;

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

// ---- the three kinds of slide ----

function planDemo(spec: DemoSlideSpec, sizes: { thumb: number; preview: number }): Planned {
  const id = slideIdFor(spec.name);
  return {
    id,
    label: `${id} (${spec.width} × ${spec.height})`,
    inputKey: keyOf({ v: PIPELINE_VERSION, kind: 'demo', spec, sizes }),
    derive: async (dir, step) => {
      const p: Provenance = {
        derivedFrom: `procedural demo tissue, seed ${spec.seed}, ${spec.width}x${spec.height} px at ${DEMO_MPP} um/px`,
        attribution: null,
        mpp: DEMO_MPP,
        magnification: nominalMagnification(DEMO_MPP),
      };
      const image = await step('pixels', () => generateDemoTissue(spec.width, spec.height, spec.seed));
      await step('pyramidal TIFF', () => writePyramidalTiff(image, path.join(dir, 'slide.tiff'), p));
      if (spec.deepZoom) await step('Deep Zoom pyramid', () => writeDeepZoom(image, path.join(dir, 'dz')));
      await step('thumbnail and preview', () => writeThumbnails(image, dir, p, sizes));
      const fileName = `${spec.name}.tiff`;
      return {
        id,
        source: 'demo',
        title: spec.title,
        fileName,
        contentType: 'image/tiff',
        sizeBytes: statSync(path.join(dir, 'slide.tiff')).size,
        width: spec.width,
        height: spec.height,
        mpp: p.mpp,
        magnification: p.magnification,
        attribution: null,
        derivedFrom: p.derivedFrom,
        note: spec.deepZoom ? null : 'No Deep Zoom copy by design: viewers read the pyramidal TIFF by Range.',
        files: {
          original: `${id}/slide.tiff`,
          tiff: `${id}/slide.tiff`,
          deepZoom: spec.deepZoom ? `${id}/dz_files` : null,
          thumbnail: `${id}/thumbnail.jpg`,
          preview: `${id}/preview.jpg`,
        },
        hasDeepZoom: spec.deepZoom,
        mosaic: null,
      };
    },
  };
}

function planFixture(
  fixture: FixtureFile,
  description: { attribution: string; summary: string } | null,
  sizes: { thumb: number; preview: number },
): Planned {
  return {
    id: fixture.id,
    label: `${fixture.relativePath}`,
    inputKey: keyOf({
      v: PIPELINE_VERSION,
      kind: 'fixture',
      path: fixture.path,
      size: fixture.sizeBytes,
      mtime: fixture.mtimeMs,
      ...(fixture.instances && { instances: fixture.instances }),
      sizes,
    }),
    derive: async (dir, step, log) => {
      const scale = readSlideScale(fixture.path);
      const attribution = description?.attribution ?? null;
      const p: Provenance = {
        derivedFrom: `${fixture.relativePath} (${fixture.sizeBytes} bytes) from the slide folder`,
        attribution,
        mpp: scale.mpp,
        magnification: scale.magnification,
      };
      const meta = await sharp(fixture.path, { limitInputPixels: false })
        .metadata()
        .catch(() => null);
      const base = {
        id: fixture.id,
        source: 'fixture' as const,
        // A DICOM series is named by its folder (its files are named by UID).
        title: `${fixture.instances ? fixture.relativePath : fixture.fileName}${description ? ` (${description.summary})` : ''}`,
        fileName: fixture.fileName,
        contentType: fixture.contentType,
        sizeBytes: fixture.sizeBytes,
        width: meta?.width ?? null,
        height: meta?.height ?? null,
        mpp: scale.mpp,
        magnification: scale.magnification,
        attribution,
        derivedFrom: p.derivedFrom,
        mosaic: null,
      };
      let decoded: { image: RgbImage; note: string | null };
      try {
        decoded = await step('decode', () => decode(fixture.path));
      } catch (error) {
        // Served as the original only: the viewer's TIFF route (and its error handling) gets a real case.
        const note = `libvips cannot decode it (${firstLine(error)}); served as the original only, no Deep Zoom copy`;
        log(note);
        const embedded = await embeddedImage(fixture.path, meta?.pages ?? 1);
        if (embedded)
          await step('thumbnail from an embedded page', () => writeThumbnails(embedded, dir, p, sizes));
        return {
          ...base,
          note,
          files: {
            original: fixture.path,
            tiff: null,
            deepZoom: null,
            thumbnail: embedded ? `${fixture.id}/thumbnail.jpg` : null,
            preview: embedded ? `${fixture.id}/preview.jpg` : null,
            ...(fixture.instances && { instances: fixture.instances }),
          },
          hasDeepZoom: false,
        };
      }
      const { image } = decoded;
      await step('pyramidal TIFF', () => writePyramidalTiff(image, path.join(dir, 'slide.tiff'), p));
      await step('Deep Zoom pyramid', () => writeDeepZoom(image, path.join(dir, 'dz')));
      await step('thumbnail and preview', () => writeThumbnails(image, dir, p, sizes));
      return {
        ...base,
        width: image.width,
        height: image.height,
        note: decoded.note,
        files: {
          original: fixture.path,
          tiff: `${fixture.id}/slide.tiff`,
          deepZoom: `${fixture.id}/dz_files`,
          thumbnail: `${fixture.id}/thumbnail.jpg`,
          preview: `${fixture.id}/preview.jpg`,
        },
        hasDeepZoom: true,
      };
    },
  };
}

/** The first other page (an SVS thumbnail, for instance) that decodes, for a thumbnail of an undecodable slide. */
async function embeddedImage(file: string, pages: number): Promise<RgbImage | null> {
  for (let page = 1; page < pages; page++) {
    try {
      const { image } = await decode(file, page);
      if (image.width >= 128 && image.height >= 128) return image;
    } catch {
      // try the next page
    }
  }
  return null;
}

function planMosaic(
  g: MosaicGeometry,
  source: { fixture: FixtureFile; attribution: string | null } | null,
  sizes: { thumb: number; preview: number },
): Planned {
  const size = mosaicSize(g);
  const sourceKey = source
    ? { path: source.fixture.path, size: source.fixture.sizeBytes, mtime: source.fixture.mtimeMs }
    : { procedural: 20260199 };
  return {
    id: MOSAIC_ID,
    label: `${MOSAIC_ID} (${size.width} × ${size.height})`,
    inputKey: keyOf({ v: PIPELINE_VERSION, kind: 'mosaic', g, sourceKey, sizes }),
    derive: async (dir, step) => {
      const half = g.unitSize / 2;
      const scale = source ? readSlideScale(source.fixture.path) : { mpp: DEMO_MPP, magnification: 40 };
      const mpp = scale.mpp ?? DEMO_MPP;
      const what = source ? source.fixture.relativePath : 'procedural demo tissue (seed 20260199)';
      const p: Provenance = {
        derivedFrom: `${g.repeats}x${g.repeats} repeats of a seamless ${g.unitSize}-px unit mirrored from a ${half}-px crop of ${what}`,
        attribution: source?.attribution ?? null,
        mpp,
        magnification: scale.magnification ?? nominalMagnification(mpp),
      };
      const picture = await step('source pixels', async () =>
        source
          ? (await decode(source.fixture.path)).image
          : generateDemoTissue(Math.max(half * 2, 256), Math.max(Math.round(half * 1.5), 256), 20260199),
      );
      if (picture.width < half || picture.height < half)
        throw new Error(`Mosaic source is smaller than ${half} px`);
      const unit = await step('seamless unit', () => mirroredUnit(picture, half));
      await step('unit Deep Zoom and TIFF', async () => {
        await writeDeepZoom(unit, path.join(dir, 'unit'));
        await writePyramidalTiff(unit, path.join(dir, 'unit.tiff'), p);
      });
      const repeated = repeatedLevelCount(g);
      const overviewSide = overviewSize(g).width;
      const overview = await step('overview levels', async () => {
        // The unit's own Deep Zoom level at the overview's scale, repeated: consistent with the tiles above it.
        const unitTile = path.join(
          dir,
          'unit_files',
          String(Math.log2(g.unitSize) - repeated),
          `0_0${TILE_FILE_EXTENSION}`,
        );
        const side = overviewUnitSide(g);
        const { data, info } = await sharp(unitTile)
          .extend({ right: overviewSide - side, bottom: overviewSide - side, extendWith: 'repeat' })
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const image: RgbImage = { data, width: info.width, height: info.height };
        await writeDeepZoom(image, path.join(dir, 'overview'));
        await writePyramidalTiff(image, path.join(dir, 'overview.tiff'), p, mpp * 2 ** repeated);
        return image;
      });
      const sizeBytes = await step('repeated-tile TIFF', () =>
        assembleRepeatedTiff({
          unitTiff: path.join(dir, 'unit.tiff'),
          overviewTiff: path.join(dir, 'overview.tiff'),
          geometry: g,
          description: describe(size, p),
          out: path.join(dir, 'slide.tiff'),
        }),
      );
      await step('thumbnail and preview', () => writeThumbnails(overview, dir, p, sizes));
      return {
        id: MOSAIC_ID,
        source: 'mosaic',
        title: `Mosaic for scale (${size.width.toLocaleString('en-US')} × ${size.height.toLocaleString('en-US')} px)`,
        fileName: `mosaic-${size.width}.tiff`,
        contentType: 'image/tiff',
        sizeBytes,
        width: size.width,
        height: size.height,
        mpp,
        magnification: p.magnification,
        attribution: p.attribution,
        derivedFrom: p.derivedFrom,
        note: 'Deep Zoom tiles are answered on demand from the unit and overview pyramids.',
        files: {
          original: `${MOSAIC_ID}/slide.tiff`,
          tiff: `${MOSAIC_ID}/slide.tiff`,
          deepZoom: null,
          thumbnail: `${MOSAIC_ID}/thumbnail.jpg`,
          preview: `${MOSAIC_ID}/preview.jpg`,
        },
        hasDeepZoom: true,
        mosaic: {
          unitSize: g.unitSize,
          repeats: g.repeats,
          tileSize: g.tileSize,
          unitTiles: `${MOSAIC_ID}/unit_files`,
          overviewTiles: `${MOSAIC_ID}/overview_files`,
        },
      };
    },
  };
}

/** A `2·half` square that tiles seamlessly: a centred crop and its three mirror images. */
async function mirroredUnit(picture: RgbImage, half: number): Promise<RgbImage> {
  const left = Math.floor((picture.width - half) / 2);
  const top = Math.floor((picture.height - half) / 2);
  const raw = { width: half, height: half, channels: 3 as const };
  const quarter = await fromRaw(picture).extract({ left, top, width: half, height: half }).raw().toBuffer();
  const mirrored = (flip: boolean, flop: boolean) => {
    let s = sharp(quarter, { raw });
    if (flip) s = s.flip();
    if (flop) s = s.flop();
    return s.raw().toBuffer();
  };
  const [topRight, bottomLeft, bottomRight] = await Promise.all([
    mirrored(false, true),
    mirrored(true, false),
    mirrored(true, true),
  ]);
  const { data, info } = await sharp({
    create: { width: half * 2, height: half * 2, channels: 3, background: '#ffffff' },
  })
    .composite([
      { input: quarter, raw, left: 0, top: 0 },
      { input: topRight, raw, left: half, top: 0 },
      { input: bottomLeft, raw, left: 0, top: half },
      { input: bottomRight, raw, left: half, top: half },
    ])
    // Composite adds an alpha channel; RgbImage is three channels.
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`Mosaic unit has ${info.channels} channels`);
  return { data, width: half * 2, height: half * 2 };
}
