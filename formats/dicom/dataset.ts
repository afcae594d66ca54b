/**
 * A DICOM Part 10 header read element by element from a byte reader (HTTP Range in the viewer), up to the Pixel
 * Data element: only the values of the tags in `WANTED` are read; everything else is skipped by its length
 * (or walked, when its length is undefined). Explicit and implicit VR little endian; big endian and deflated
 * transfer syntaxes are refused.
 */
import { DicomFormatError } from './errors';

export interface ByteReader {
  /** The file's size when known. */
  readonly size: number | null;
  /** Exactly `length` bytes from `offset`; rejects with DicomTruncatedError past the end of the file. */
  read(offset: number, length: number, signal?: AbortSignal): Promise<Uint8Array>;
}

export const tagOf = (group: number, element: number) => ((group << 16) | element) >>> 0;

/** The tags whose values the viewer needs; sequences here are parsed into items, others are skipped. */
export const TAG = {
  transferSyntax: tagOf(0x0002, 0x0010),
  imageType: tagOf(0x0008, 0x0008),
  sopClass: tagOf(0x0008, 0x0016),
  sopInstance: tagOf(0x0008, 0x0018),
  studyInstance: tagOf(0x0020, 0x000d),
  seriesInstance: tagOf(0x0020, 0x000e),
  dimensionOrganizationType: tagOf(0x0020, 0x9311),
  samplesPerPixel: tagOf(0x0028, 0x0002),
  photometric: tagOf(0x0028, 0x0004),
  planarConfiguration: tagOf(0x0028, 0x0006),
  numberOfFrames: tagOf(0x0028, 0x0008),
  rows: tagOf(0x0028, 0x0010),
  columns: tagOf(0x0028, 0x0011),
  pixelSpacing: tagOf(0x0028, 0x0030),
  bitsAllocated: tagOf(0x0028, 0x0100),
  pixelMeasures: tagOf(0x0028, 0x9110),
  imagedVolumeWidth: tagOf(0x0048, 0x0001),
  imagedVolumeHeight: tagOf(0x0048, 0x0002),
  totalColumns: tagOf(0x0048, 0x0006),
  totalRows: tagOf(0x0048, 0x0007),
  planePositionSlide: tagOf(0x0048, 0x021a),
  columnPosition: tagOf(0x0048, 0x021e),
  rowPosition: tagOf(0x0048, 0x021f),
  sharedGroups: tagOf(0x5200, 0x9229),
  perFrameGroups: tagOf(0x5200, 0x9230),
  extendedOffsetTable: tagOf(0x7fe0, 0x0001),
  extendedOffsetTableLengths: tagOf(0x7fe0, 0x0002),
  pixelData: tagOf(0x7fe0, 0x0010),
  item: tagOf(0xfffe, 0xe000),
  itemDelimitation: tagOf(0xfffe, 0xe00d),
  sequenceDelimitation: tagOf(0xfffe, 0xe0dd),
} as const;

/** Value representations of the wanted tags, for implicit VR files. */
const IMPLICIT_VR: Record<number, string> = {
  [TAG.imageType]: 'CS',
  [TAG.sopClass]: 'UI',
  [TAG.sopInstance]: 'UI',
  [TAG.studyInstance]: 'UI',
  [TAG.seriesInstance]: 'UI',
  [TAG.dimensionOrganizationType]: 'CS',
  [TAG.samplesPerPixel]: 'US',
  [TAG.photometric]: 'CS',
  [TAG.planarConfiguration]: 'US',
  [TAG.numberOfFrames]: 'IS',
  [TAG.rows]: 'US',
  [TAG.columns]: 'US',
  [TAG.pixelSpacing]: 'DS',
  [TAG.bitsAllocated]: 'US',
  [TAG.pixelMeasures]: 'SQ',
  [TAG.imagedVolumeWidth]: 'FL',
  [TAG.imagedVolumeHeight]: 'FL',
  [TAG.totalColumns]: 'UL',
  [TAG.totalRows]: 'UL',
  [TAG.planePositionSlide]: 'SQ',
  [TAG.columnPosition]: 'SL',
  [TAG.rowPosition]: 'SL',
  [TAG.sharedGroups]: 'SQ',
  [TAG.perFrameGroups]: 'SQ',
  [TAG.extendedOffsetTable]: 'OV',
  [TAG.extendedOffsetTableLengths]: 'OV',
  [TAG.pixelData]: 'OB',
};
const WANTED = new Set(Object.keys(IMPLICIT_VR).map(Number));
const SEQUENCES = new Set([TAG.pixelMeasures, TAG.planePositionSlide, TAG.sharedGroups, TAG.perFrameGroups]);
/** Explicit VRs with a 4-byte length after two reserved bytes. */
const LONG_VR = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'SV', 'UC', 'UN', 'UR', 'UT', 'UV']);
const UNDEFINED = 0xffffffff;

export const TRANSFER_SYNTAX = {
  implicitLittle: '1.2.840.10008.1.2',
  explicitLittle: '1.2.840.10008.1.2.1',
  deflated: '1.2.840.10008.1.2.1.99',
  explicitBig: '1.2.840.10008.1.2.2',
} as const;

export interface DicomElement {
  vr: string;
  /** A value's bytes (wanted tags only). */
  value?: Uint8Array;
  /** A wanted sequence's items. */
  items?: DicomDataSet[];
}
export type DicomDataSet = Map<number, DicomElement>;

export interface PixelDataElement {
  /** Offset of the value's first byte. */
  offset: number;
  /** null when undefined (encapsulated: items follow). */
  length: number | null;
  vr: string;
}

export interface DicomHeader {
  transferSyntax: string;
  dataset: DicomDataSet;
  pixelData: PixelDataElement | null;
}

interface Cursor {
  reader: ByteReader;
  implicit: boolean;
  signal?: AbortSignal;
}

interface ElementHeader {
  tag: number;
  vr: string;
  length: number;
  /** Offset of the value. */
  start: number;
}

async function readElementHeader(cursor: Cursor, offset: number): Promise<ElementHeader> {
  const head = await cursor.reader.read(offset, 8, cursor.signal);
  const view = new DataView(head.buffer, head.byteOffset, 8);
  const tag = tagOf(view.getUint16(0, true), view.getUint16(2, true));
  // Item and delimitation tags have no VR, whatever the transfer syntax.
  if (cursor.implicit || tag >>> 16 === 0xfffe) {
    return { tag, vr: IMPLICIT_VR[tag] ?? 'UN', length: view.getUint32(4, true), start: offset + 8 };
  }
  const vr = String.fromCharCode(head[4]!, head[5]!);
  if (!/^[A-Z]{2}$/.test(vr)) throw new DicomFormatError(`Bad VR at byte ${offset}`);
  if (!LONG_VR.has(vr)) return { tag, vr, length: view.getUint16(6, true), start: offset + 8 };
  const long = await cursor.reader.read(offset + 8, 4, cursor.signal);
  return {
    tag,
    vr,
    length: new DataView(long.buffer, long.byteOffset, 4).getUint32(0, true),
    start: offset + 12,
  };
}

/**
 * Reads a data set from `offset` until `end` (a defined length), an item delimitation (undefined length), or
 * the top-level Pixel Data element. Returns the offset after it.
 */
async function readDataSet(
  cursor: Cursor,
  offset: number,
  end: number | null,
  into: DicomDataSet,
  top: { pixelData: PixelDataElement | null } | null,
): Promise<number> {
  while (end === null || offset < end) {
    if (end === null && top && cursor.reader.size !== null && offset >= cursor.reader.size) return offset;
    const element = await readElementHeader(cursor, offset);
    if (element.tag === TAG.itemDelimitation) return element.start;
    if (top && element.tag === TAG.pixelData) {
      top.pixelData = {
        offset: element.start,
        length: element.length === UNDEFINED ? null : element.length,
        vr: element.vr,
      };
      return element.start;
    }
    const sequence =
      element.vr === 'SQ' ||
      SEQUENCES.has(element.tag) ||
      (element.length === UNDEFINED && element.vr === 'UN');
    if (sequence) {
      // Frames of a TILED_FULL image need no positions: its Per-Frame Functional Groups (which may run to
      // megabytes) are skipped. Dimension Organization Type (0020,9311) comes before them (5200,9230).
      const keep =
        WANTED.has(element.tag) &&
        !(
          element.tag === TAG.perFrameGroups && text(into.get(TAG.dimensionOrganizationType)) === 'TILED_FULL'
        );
      const items = await readSequence(cursor, element, keep);
      if (keep) into.set(element.tag, { vr: 'SQ', items: items.items });
      offset = items.next;
      continue;
    }
    if (element.length === UNDEFINED) throw new DicomFormatError(`Undefined length at byte ${offset}`);
    if (WANTED.has(element.tag)) {
      into.set(element.tag, {
        vr: element.vr,
        value: await cursor.reader.read(element.start, element.length, cursor.signal),
      });
    }
    offset = element.start + element.length;
  }
  return offset;
}

async function readSequence(
  cursor: Cursor,
  element: ElementHeader,
  keep: boolean,
): Promise<{ items: DicomDataSet[]; next: number }> {
  const items: DicomDataSet[] = [];
  const end = element.length === UNDEFINED ? null : element.start + element.length;
  // A defined-length sequence that is not wanted is skipped without reading it.
  if (!keep && end !== null) return { items, next: end };
  let offset = element.start;
  while (end === null || offset < end) {
    const item = await readElementHeader(cursor, offset);
    if (item.tag === TAG.sequenceDelimitation) return { items, next: item.start };
    if (item.tag !== TAG.item) throw new DicomFormatError(`Expected an item at byte ${offset}`);
    const dataset: DicomDataSet = new Map();
    const itemEnd = item.length === UNDEFINED ? null : item.start + item.length;
    if (!keep && itemEnd !== null) {
      offset = itemEnd;
      continue;
    }
    offset = await readDataSet(cursor, item.start, itemEnd, dataset, null);
    if (keep) items.push(dataset);
  }
  return { items, next: offset };
}

const PREAMBLE = 128;

/** Whether the first 132 bytes are a Part 10 preamble and 'DICM'. */
export function isDicomPreamble(bytes: Uint8Array): boolean {
  return (
    bytes.length >= PREAMBLE + 4 && String.fromCharCode(...bytes.subarray(PREAMBLE, PREAMBLE + 4)) === 'DICM'
  );
}

/** The File Meta Information (always explicit VR little endian), then the data set up to Pixel Data. */
export async function readDicomHeader(reader: ByteReader, signal?: AbortSignal): Promise<DicomHeader> {
  const start = await reader.read(0, PREAMBLE + 4, signal);
  if (!isDicomPreamble(start)) throw new DicomFormatError('No DICM prefix');
  const meta: DicomDataSet = new Map();
  const explicit: Cursor = { reader, implicit: false, signal };
  // Group 0002 ends where its group length says; read elements while they are in group 0002.
  let offset = PREAMBLE + 4;
  for (;;) {
    const peek = await reader.read(offset, 2, signal);
    if ((peek[0]! | (peek[1]! << 8)) !== 0x0002) break;
    const element = await readElementHeader(explicit, offset);
    if (element.length === UNDEFINED) throw new DicomFormatError('Undefined length in the file meta');
    if (element.tag === TAG.transferSyntax) {
      meta.set(element.tag, {
        vr: element.vr,
        value: await reader.read(element.start, element.length, signal),
      });
    }
    offset = element.start + element.length;
  }
  const transferSyntax = text(meta.get(TAG.transferSyntax));
  if (!transferSyntax) throw new DicomFormatError('No transfer syntax');
  if (transferSyntax === TRANSFER_SYNTAX.explicitBig || transferSyntax === TRANSFER_SYNTAX.deflated) {
    throw new DicomFormatError(`Transfer syntax ${transferSyntax} is not supported`);
  }
  const dataset: DicomDataSet = new Map();
  const top = { pixelData: null as PixelDataElement | null };
  const cursor: Cursor = { reader, implicit: transferSyntax === TRANSFER_SYNTAX.implicitLittle, signal };
  await readDataSet(cursor, offset, null, dataset, top);
  return { transferSyntax, dataset, pixelData: top.pixelData };
}

// ---- values ----

/** A string value without its padding (space or NUL). */
export function text(element: DicomElement | undefined): string | undefined {
  if (!element?.value) return undefined;
  let out = '';
  for (const byte of element.value) out += String.fromCharCode(byte);
  return out.replace(/[\0 ]+$/, '').trim();
}

/** Backslash-separated values of a string element. */
export const texts = (element: DicomElement | undefined): string[] =>
  text(element)
    ?.split('\\')
    .map((value) => value.trim()) ?? [];

/** The first number of a binary (US, UL, SL, FL, FD) or decimal string (IS, DS) element. */
export function numberValue(element: DicomElement | undefined): number | undefined {
  return numbers(element)[0];
}

export function numbers(element: DicomElement | undefined): number[] {
  if (!element?.value) return [];
  const { value, vr } = element;
  const view = new DataView(value.buffer, value.byteOffset, value.byteLength);
  const read = (size: number, get: (at: number) => number) =>
    Array.from({ length: Math.floor(value.byteLength / size) }, (_, i) => get(i * size));
  switch (vr) {
    case 'US':
      return read(2, (at) => view.getUint16(at, true));
    case 'SS':
      return read(2, (at) => view.getInt16(at, true));
    case 'UL':
      return read(4, (at) => view.getUint32(at, true));
    case 'SL':
      return read(4, (at) => view.getInt32(at, true));
    case 'FL':
      return read(4, (at) => view.getFloat32(at, true));
    case 'FD':
      return read(8, (at) => view.getFloat64(at, true));
    case 'OV':
    case 'UV':
      return read(8, (at) => Number(view.getBigUint64(at, true)));
    case 'IS':
    case 'DS':
      return texts(element).map(Number).filter(Number.isFinite);
    default:
      return [];
  }
}
