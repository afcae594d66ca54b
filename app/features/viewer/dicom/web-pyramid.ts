/**
 * A DICOMweb series' metadata (WADO-RS `…/series/{uid}/metadata`, DICOM JSON, one object per instance) as the
 * pyramid the viewer draws: the same DicomInstance per level as the Part 10 reader describes from a file header
 * (formats/dicom/instance.ts), largest first, and the same error sentences (errors.ts). Pure: no fetching here.
 *
 * Frames are numbered as TILED_FULL orders them (column fastest, then row, then focal plane, then optical
 * path), so a level holds tilesAcross × tilesDown × focal planes × optical paths frames and the viewer reads the
 * first plane of the first path. A series that names TILED_SPARSE is refused: its tiles need not lie on the frame
 * grid, may overlap or be missing, and the viewer does not composite frames. A series that names no organisation
 * but positions each frame on the grid in its own order (Orthanc 1.10's dicomizer) is placed by those positions,
 * as the Part 10 route places the same header; one with neither is read column by column, as that route does.
 */
import {
  codingOf,
  frameAt,
  isAssociated,
  mppFrom,
  unsupported,
  WSI_SOP_CLASS,
  type DicomInstance,
} from '../../../../formats/dicom/instance';
import type { Mpp } from '../../../../formats/mpp';
import { selectLevels, type TiffImageInfo } from '../tiff/pyramid';
import {
  DICOM_INCOMPLETE,
  DICOM_LOAD_FAILED,
  DICOM_NOT_A_SLIDE,
  dicomError,
  dicomUnsupported,
} from './errors';

/** One DICOM JSON attribute (PS3.18 F.2). */
export interface DicomJsonElement {
  vr: string;
  Value?: unknown[];
}
/** One instance's DICOM JSON: attributes by 8-digit hexadecimal tag. */
export type DicomJson = Record<string, DicomJsonElement | undefined>;

export interface WebLevel extends DicomInstance {
  sopInstanceUid: string;
  focalPlanes: number;
  opticalPaths: number;
}

export interface DicomwebPyramid {
  /** Pyramid levels, largest first. */
  levels: WebLevel[];
  /** Level 0's total pixel matrix. */
  width: number;
  height: number;
  /** Level 0's frame size. */
  tileWidth: number;
  tileHeight: number;
  /** Frames each level holds in TILED_FULL order, planes and paths included. */
  framesPerLevel: number[];
  mpp: Mpp;
  /** Level 0's transfer syntax, or null when the metadata names none (the frames' content type will). */
  transferSyntax: string | null;
}

const TAGS = {
  transferSyntax: '00020010',
  imageType: '00080008',
  sopClass: '00080016',
  sopInstance: '00080018',
  availableTransferSyntax: '00083002',
  seriesInstance: '0020000E',
  dimensionOrganizationType: '00209311',
  samplesPerPixel: '00280002',
  photometric: '00280004',
  numberOfFrames: '00280008',
  rows: '00280010',
  columns: '00280011',
  pixelSpacing: '00280030',
  bitsAllocated: '00280100',
  pixelMeasures: '00289110',
  imagedVolumeWidth: '00480001',
  imagedVolumeHeight: '00480002',
  totalColumns: '00480006',
  totalRows: '00480007',
  planePositionSlide: '0048021A',
  columnPosition: '0048021E',
  rowPosition: '0048021F',
  opticalPaths: '00480302',
  focalPlanes: '00480303',
  sharedGroups: '52009229',
  perFrameGroups: '52009230',
} as const;

const values = (json: DicomJson | undefined, tag: string): unknown[] => json?.[tag]?.Value ?? [];
const textOf = (json: DicomJson | undefined, tag: string): string | undefined => {
  const value = values(json, tag)[0];
  return typeof value === 'string' ? value.trim() : undefined;
};
/** DICOM JSON numbers are numbers, but DS and IS may come as strings from some archives. */
const numbersOf = (json: DicomJson | undefined, tag: string): number[] =>
  values(json, tag)
    .map((value) => (typeof value === 'string' ? Number(value) : value))
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
const numberOf = (json: DicomJson | undefined, tag: string) => numbersOf(json, tag)[0];
const itemsOf = (json: DicomJson | undefined, tag: string): DicomJson[] =>
  values(json, tag).filter((item): item is DicomJson => typeof item === 'object' && item !== null);

const positive = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value > 0;

/**
 * Each tile's frame (row by row; -1 where none) from the per-frame Plane Position (Slide), as the Part 10 route
 * places them (formats/dicom/instance.ts): the first frame at a position wins (further focal planes or optical
 * paths come later).
 */
function positionedFrames(
  perFrame: DicomJson[],
  layout: Pick<DicomInstance, 'tileWidth' | 'tileHeight' | 'tilesAcross' | 'tilesDown'>,
): Int32Array {
  const map = new Int32Array(layout.tilesAcross * layout.tilesDown).fill(-1);
  perFrame.forEach((groups, frame) => {
    const position = itemsOf(groups, TAGS.planePositionSlide)[0];
    const column = numberOf(position, TAGS.columnPosition);
    const row = numberOf(position, TAGS.rowPosition);
    if (column === undefined || row === undefined) return;
    const x = Math.floor((column - 1) / layout.tileWidth);
    const y = Math.floor((row - 1) / layout.tileHeight);
    const tile = y * layout.tilesAcross + x;
    if (x >= 0 && y >= 0 && x < layout.tilesAcross && y < layout.tilesDown && map[tile] === -1)
      map[tile] = frame;
  });
  return map;
}

/** The instance's transfer syntax: the file meta's, else the archive's first available one, else `fallback`. */
const transferSyntaxOf = (json: DicomJson, fallback?: string) =>
  textOf(json, TAGS.transferSyntax) ?? textOf(json, TAGS.availableTransferSyntax) ?? fallback;

/** One instance as a level, or null when it holds no tiled image (or is of another SOP class). */
export function describeWebInstance(json: DicomJson, fallbackSyntax?: string): WebLevel | null {
  const sopClass = textOf(json, TAGS.sopClass);
  const sopInstanceUid = textOf(json, TAGS.sopInstance);
  const tileWidth = numberOf(json, TAGS.columns);
  const tileHeight = numberOf(json, TAGS.rows);
  if ((sopClass && sopClass !== WSI_SOP_CLASS) || !sopInstanceUid) return null;
  if (!positive(tileWidth) || !positive(tileHeight)) return null;
  const width = numberOf(json, TAGS.totalColumns) ?? tileWidth;
  const height = numberOf(json, TAGS.totalRows) ?? tileHeight;
  if (!positive(width) || !positive(height)) return null;
  const transferSyntax = transferSyntaxOf(json, fallbackSyntax) ?? '';
  const layout = {
    tileWidth,
    tileHeight,
    tilesAcross: Math.ceil(width / tileWidth),
    tilesDown: Math.ceil(height / tileHeight),
  };
  const organisation = textOf(json, TAGS.dimensionOrganizationType);
  const perFrame = organisation === 'TILED_FULL' ? [] : itemsOf(json, TAGS.perFrameGroups);
  const shared = itemsOf(itemsOf(json, TAGS.sharedGroups)[0], TAGS.pixelMeasures)[0];
  return {
    sopInstanceUid,
    seriesInstanceUid: textOf(json, TAGS.seriesInstance),
    imageType: values(json, TAGS.imageType).map((value) => String(value).toUpperCase()),
    transferSyntax,
    coding: codingOf(transferSyntax),
    width,
    height,
    ...layout,
    frames: numberOf(json, TAGS.numberOfFrames) ?? 1,
    focalPlanes: numberOf(json, TAGS.focalPlanes) ?? 1,
    opticalPaths: numberOf(json, TAGS.opticalPaths) ?? 1,
    samplesPerPixel: numberOf(json, TAGS.samplesPerPixel) ?? 1,
    bitsAllocated: numberOf(json, TAGS.bitsAllocated) ?? 8,
    photometric: textOf(json, TAGS.photometric) ?? 'MONOCHROME2',
    sparse: perFrame.length ? positionedFrames(perFrame, layout) : null,
    // Neither TILED_FULL nor positions: column by column, as the Part 10 route reads such files (decision 048).
    order: organisation === undefined && !perFrame.length ? 'column' : 'row',
    mpp: mppFrom(
      {
        sharedSpacing: numbersOf(shared, TAGS.pixelSpacing),
        spacing: numbersOf(json, TAGS.pixelSpacing),
        volumeWidth: numberOf(json, TAGS.imagedVolumeWidth),
        volumeHeight: numberOf(json, TAGS.imagedVolumeHeight),
      },
      width,
      height,
    ),
  };
}

/** TILED_FULL's frame count for a level: every tile of every focal plane of every optical path. */
export const fullFrames = (level: WebLevel) =>
  level.tilesAcross * level.tilesDown * level.focalPlanes * level.opticalPaths;

/**
 * The 1-based frame number (as WADO-RS counts) of tile (column, row) in the first plane of the first path; 0
 * where the level has no such frame.
 */
export const frameNumber = (level: WebLevel, column: number, row: number) => frameAt(level, column, row) + 1;

/** What keeps a level from being read, in the DICOM route's words, or null. */
function refusal(json: DicomJson, level: WebLevel, syntaxKnown: boolean): Error | null {
  if (textOf(json, TAGS.dimensionOrganizationType) === 'TILED_SPARSE')
    return dicomError(dicomUnsupported('frame arrangement (TILED_SPARSE)'));
  // Without a syntax yet, only what the header says of the pixels can be checked (JPEG skips photometric).
  const why = unsupported(syntaxKnown ? level : { ...level, coding: 'jpeg' });
  if (why) return dicomError(dicomUnsupported(why));
  if (!level.sparse && level.frames < fullFrames(level)) return dicomError(DICOM_INCOMPLETE);
  return null;
}

/** Tiled levels as the TIFF route's pyramid rules read them (selectLevels, buildGeometry), by their order. */
export const levelInfos = (
  levels: readonly Pick<WebLevel, 'width' | 'height' | 'tileWidth' | 'tileHeight'>[],
): TiffImageInfo[] =>
  levels.map((level, index) => ({
    index,
    width: level.width,
    height: level.height,
    tiled: true,
    tileWidth: level.tileWidth,
    tileHeight: level.tileHeight,
  }));

/**
 * The series' pyramid. `frameSyntax`: the transfer syntax the archive's frames came in, for metadata that names
 * none. Throws one of errors.ts's messages: not an array of instances → DICOM_LOAD_FAILED; no tiled image that
 * is not a label or overview → DICOM_NOT_A_SLIDE; level 0 sparse or in a coding the viewer cannot decode → 'the
 * DICOM file's … is not supported'; fewer frames than its tiles → DICOM_INCOMPLETE. Reduced levels that cannot be
 * read are left out rather than failing the slide, as the Part 10 route does.
 */
export function pyramidFromMetadata(metadata: unknown, frameSyntax?: string): DicomwebPyramid {
  if (!Array.isArray(metadata)) throw dicomError(DICOM_LOAD_FAILED);
  const instances = metadata.filter((item): item is DicomJson => typeof item === 'object' && item !== null);
  const candidates = instances
    .map((json) => ({ json, level: describeWebInstance(json, frameSyntax) }))
    .filter((c): c is { json: DicomJson; level: WebLevel } => c.level !== null && !isAssociated(c.level));
  const level0 = selectLevels(levelInfos(candidates.map((c) => c.level)))[0];
  if (!level0) throw dicomError(DICOM_NOT_A_SLIDE);
  const first = candidates[level0.index]!;
  const syntaxKnown = (c: (typeof candidates)[number]) => c.level.transferSyntax !== '';
  const refused = refusal(first.json, first.level, syntaxKnown(first));
  if (refused) throw refused;
  const readable = candidates.filter((c) => !refusal(c.json, c.level, syntaxKnown(c)));
  const levels = selectLevels(levelInfos(readable.map((c) => c.level))).map(
    (info) => readable[info.index]!.level,
  );
  const top = levels[0]!;
  return {
    levels,
    width: top.width,
    height: top.height,
    tileWidth: top.tileWidth,
    tileHeight: top.tileHeight,
    framesPerLevel: levels.map(fullFrames),
    mpp: top.mpp,
    transferSyntax: top.transferSyntax || null,
  };
}
