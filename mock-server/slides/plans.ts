/**
 * What the slide pipeline (./prepare.ts) derives, slide by slide: the plan of each kind of slide (procedural demo
 * slides, the fixtures of the slide folder, the mosaic for scale), each with the key of its inputs and the steps
 * that derive its files into a folder.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { generateDemoTissue, type RgbImage } from './demo';
import {
  decode,
  describe,
  embeddedImage,
  fromRaw,
  writeDeepZoom,
  writePyramidalTiff,
  writeThumbnails,
  type Provenance,
  type Sizes,
} from './derived-files';
import { TILE_FILE_EXTENSION } from './deepzoom';
import { dicomSmallestLevel } from './dicom-image';
import { nominalMagnification, readSlideScale, type FixtureFile } from './fixtures';
import { PIPELINE_VERSION, type PreparedSlide } from './manifest';
import {
  assembleRepeatedTiff,
  mosaicSize,
  overviewSize,
  overviewUnitSide,
  repeatedLevelCount,
  type MosaicGeometry,
} from './mosaic';
import { CONTENT_TYPES, slideIdFor } from './store';

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
export const MOSAIC_SOURCE_FIXTURE = 'aperio-CMU-1-Small-Region.svs';

const keyOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split('\n')[0]!;

export interface Planned {
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

export type StepRunner = <T>(name: string, work: () => T | Promise<T>) => Promise<T>;

export function planDemo(spec: DemoSlideSpec, sizes: Sizes): Planned {
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

export function planFixture(
  fixture: FixtureFile,
  description: { attribution: string; summary: string } | null,
  sizes: Sizes,
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
        // The thumbnail from what can be read: a DICOM slide's smallest level, another file's embedded page.
        const thumbnailSource =
          fixture.contentType === CONTENT_TYPES['.dcm']
            ? await step('smallest DICOM level', () =>
                dicomSmallestLevel([fixture.path, ...(fixture.instances ?? [])]).catch(() => null),
              )
            : await embeddedImage(fixture.path, meta?.pages ?? 1);
        if (thumbnailSource)
          await step('thumbnail and preview', () => writeThumbnails(thumbnailSource, dir, p, sizes));
        return {
          ...base,
          note,
          files: {
            original: fixture.path,
            tiff: null,
            deepZoom: null,
            thumbnail: thumbnailSource ? `${fixture.id}/thumbnail.jpg` : null,
            preview: thumbnailSource ? `${fixture.id}/preview.jpg` : null,
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

export function planMosaic(
  g: MosaicGeometry,
  source: { fixture: FixtureFile; attribution: string | null } | null,
  sizes: Sizes,
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
