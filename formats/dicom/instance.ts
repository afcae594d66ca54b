/**
 * What the viewer needs from one DICOM VL Whole Slide Microscopy instance's header: its total pixel matrix and
 * tile size, how its frames are coded and arranged (TILED_FULL, or TILED_SPARSE through the Per-Frame
 * Functional Groups), whether it is a pyramid level or an associated image (label, overview, thumbnail), and
 * µm per pixel (Shared Functional Groups' Pixel Measures, else a top-level Pixel Spacing, else the Imaged
 * Volume's size over the matrix when that gives square pixels, else spec §9's fallback of 0.5 with
 * `mppFromFile: false`).
 */
import { FALLBACK_MPP, MPP_RANGE, type Mpp } from '../mpp';
import {
  numberValue,
  numbers,
  TAG,
  text,
  texts,
  TRANSFER_SYNTAX,
  type DicomDataSet,
  type DicomHeader,
} from './dataset';

export const WSI_SOP_CLASS = '1.2.840.10008.5.1.4.1.1.77.1.6';

export type FrameCoding = 'native' | 'jpeg' | 'jpeg2000';

/** Transfer syntaxes whose frames the viewer decodes (the browser's JPEG decoder; OpenJPEG for JPEG 2000). */
const CODINGS: Partial<Record<string, FrameCoding>> = {
  [TRANSFER_SYNTAX.implicitLittle]: 'native',
  [TRANSFER_SYNTAX.explicitLittle]: 'native',
  '1.2.840.10008.1.2.4.50': 'jpeg', // baseline 8-bit
  '1.2.840.10008.1.2.4.51': 'jpeg', // extended (8-bit streams only)
  '1.2.840.10008.1.2.4.90': 'jpeg2000', // lossless only
  '1.2.840.10008.1.2.4.91': 'jpeg2000',
};

/** How the viewer decodes frames of this transfer syntax, or null when it cannot. */
export const codingOf = (transferSyntax: string): FrameCoding | null => CODINGS[transferSyntax] ?? null;

export interface DicomInstance {
  sopInstanceUid?: string;
  seriesInstanceUid?: string;
  /** ImageType's values, e.g. ORIGINAL\PRIMARY\VOLUME\NONE (empty when the file has none). */
  imageType: string[];
  transferSyntax: string;
  /** null: a transfer syntax the viewer cannot decode. */
  coding: FrameCoding | null;
  width: number;
  height: number;
  tileWidth: number;
  tileHeight: number;
  tilesAcross: number;
  tilesDown: number;
  frames: number;
  samplesPerPixel: number;
  bitsAllocated: number;
  photometric: string;
  /** The frame of each tile (row by row), -1 where none, when the Per-Frame Functional Groups place them. */
  sparse: Int32Array | null;
  /**
   * Without positions: 'row' as TILED_FULL has it (frame = row × tilesAcross + column); 'column' when the file
   * has no Dimension Organization Type (pathml writes it so, column by column; decision 048).
   */
  order: 'row' | 'column';
  mpp: Mpp;
}

const plausible = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= MPP_RANGE.min && value <= MPP_RANGE.max;

/** PixelSpacing is row spacing (y) then column spacing (x), in mm. */
function spacingMpp(spacing: number[]): Mpp | null {
  const [y, x] = spacing.map((mm) => mm * 1000);
  return plausible(x) && plausible(y) ? { mpp: { x, y }, mppFromFile: true } : null;
}

const firstItem = (dataset: DicomDataSet | undefined, tag: number): DicomDataSet | undefined =>
  dataset?.get(tag)?.items?.[0];

/** Where µm per pixel may be read from, in the order they are trusted (Part 10 header or DICOM JSON alike). */
export interface MppSources {
  /** Shared Functional Groups' Pixel Measures' Pixel Spacing (mm, row then column). */
  sharedSpacing: number[];
  /** The top-level Pixel Spacing (mm). */
  spacing: number[];
  /** Imaged Volume Width and Height (mm). */
  volumeWidth?: number;
  volumeHeight?: number;
}

export function mppFrom(sources: MppSources, width: number, height: number): Mpp {
  const measured = spacingMpp(sources.sharedSpacing) ?? spacingMpp(sources.spacing);
  if (measured) return measured;
  const { volumeWidth, volumeHeight } = sources;
  if (volumeWidth && volumeHeight) {
    const x = (volumeWidth * 1000) / width;
    const y = (volumeHeight * 1000) / height;
    // Pixels are square: a volume that makes them 5 % wider than high is a writer's default (pydicom's 15 × 15
    // mm over a cropped region), not a measurement.
    if (plausible(x) && plausible(y) && Math.abs(x - y) <= 0.05 * Math.max(x, y))
      return { mpp: { x, y }, mppFromFile: true };
  }
  return { mpp: { x: FALLBACK_MPP, y: FALLBACK_MPP }, mppFromFile: false };
}

export function readMpp(dataset: DicomDataSet, width: number, height: number): Mpp {
  const shared = firstItem(firstItem(dataset, TAG.sharedGroups), TAG.pixelMeasures);
  return mppFrom(
    {
      sharedSpacing: numbers(shared?.get(TAG.pixelSpacing)),
      spacing: numbers(dataset.get(TAG.pixelSpacing)),
      volumeWidth: numberValue(dataset.get(TAG.imagedVolumeWidth)),
      volumeHeight: numberValue(dataset.get(TAG.imagedVolumeHeight)),
    },
    width,
    height,
  );
}

/** TILED_SPARSE: each frame's (1-based) position in the total pixel matrix, from the Per-Frame Functional Groups. */
function sparseFrames(
  dataset: DicomDataSet,
  layout: Pick<DicomInstance, 'tileWidth' | 'tileHeight' | 'tilesAcross' | 'tilesDown'>,
): Int32Array | null {
  const perFrame = dataset.get(TAG.perFrameGroups)?.items;
  if (!perFrame?.length) return null;
  const map = new Int32Array(layout.tilesAcross * layout.tilesDown).fill(-1);
  perFrame.forEach((groups, frame) => {
    const position = firstItem(groups, TAG.planePositionSlide);
    const column = numberValue(position?.get(TAG.columnPosition));
    const row = numberValue(position?.get(TAG.rowPosition));
    if (column === undefined || row === undefined) return;
    const x = Math.floor((column - 1) / layout.tileWidth);
    const y = Math.floor((row - 1) / layout.tileHeight);
    // The first frame at a position wins (further focal planes or optical paths come later).
    if (
      x >= 0 &&
      y >= 0 &&
      x < layout.tilesAcross &&
      y < layout.tilesDown &&
      map[y * layout.tilesAcross + x] === -1
    )
      map[y * layout.tilesAcross + x] = frame;
  });
  return map;
}

/** The instance, or null when it holds no image (no Rows, Columns or Pixel Data). */
export function describeInstance(header: DicomHeader): DicomInstance | null {
  const { dataset, transferSyntax } = header;
  const tileWidth = numberValue(dataset.get(TAG.columns));
  const tileHeight = numberValue(dataset.get(TAG.rows));
  if (!tileWidth || !tileHeight || !header.pixelData) return null;
  const width = numberValue(dataset.get(TAG.totalColumns)) ?? tileWidth;
  const height = numberValue(dataset.get(TAG.totalRows)) ?? tileHeight;
  const frames = numberValue(dataset.get(TAG.numberOfFrames)) ?? 1;
  const tilesAcross = Math.ceil(width / tileWidth);
  const tilesDown = Math.ceil(height / tileHeight);
  const layout = { tileWidth, tileHeight, tilesAcross, tilesDown };
  const organisation = text(dataset.get(TAG.dimensionOrganizationType));
  const sparse = organisation === 'TILED_FULL' ? null : sparseFrames(dataset, layout);
  const order = organisation === undefined ? 'column' : 'row';
  return {
    sopInstanceUid: text(dataset.get(TAG.sopInstance)),
    seriesInstanceUid: text(dataset.get(TAG.seriesInstance)),
    imageType: texts(dataset.get(TAG.imageType)).map((value) => value.toUpperCase()),
    transferSyntax,
    coding: codingOf(transferSyntax),
    width,
    height,
    ...layout,
    frames,
    samplesPerPixel: numberValue(dataset.get(TAG.samplesPerPixel)) ?? 1,
    bitsAllocated: numberValue(dataset.get(TAG.bitsAllocated)) ?? 8,
    photometric: text(dataset.get(TAG.photometric)) ?? 'MONOCHROME2',
    sparse,
    order,
    mpp: readMpp(dataset, width, height),
  };
}

/** What keeps an instance from being drawn, worded for 'the DICOM file's … is not supported', or null. */
export function unsupported(instance: DicomInstance): string | null {
  if (!instance.coding) return `transfer syntax (${instance.transferSyntax})`;
  if (instance.samplesPerPixel !== 1 && instance.samplesPerPixel !== 3)
    return `samples per pixel (${instance.samplesPerPixel})`;
  if (instance.bitsAllocated !== 8) return `bit depth (${instance.bitsAllocated})`;
  if (instance.coding === 'native') {
    if (!['RGB', 'MONOCHROME1', 'MONOCHROME2'].includes(instance.photometric))
      return `photometric interpretation (${instance.photometric})`;
  }
  return null;
}

/** Label, overview and thumbnail images are not pyramid levels (ImageType's third value; `ORGINAL` is fine). */
export const isAssociated = (instance: DicomInstance) =>
  ['LABEL', 'OVERVIEW', 'THUMBNAIL'].includes(instance.imageType[2] ?? '');

/** The frame holding tile (column, row), or -1 when a sparse image has none there. */
export function frameAt(instance: DicomInstance, column: number, row: number): number {
  if (instance.sparse) return instance.sparse[row * instance.tilesAcross + column] ?? -1;
  const index =
    instance.order === 'row' ? row * instance.tilesAcross + column : column * instance.tilesDown + row;
  return index < instance.frames ? index : -1;
}
