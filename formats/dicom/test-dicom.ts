/**
 * For tests only: writes small DICOM Part 10 files (explicit or implicit VR little endian), with native or
 * encapsulated pixel data and a Basic Offset Table, an Extended Offset Table, or neither.
 */
import { TRANSFER_SYNTAX } from './dataset';

export type Value = string | number[] | Uint8Array | DataSet[];
/** [group, element, VR, value]; numbers are written in the VR's binary form, strings padded to even length. */
export type Entry = [number, number, string, Value];
export type DataSet = Entry[];

const LONG = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'UC', 'UN', 'UR', 'UT']);

function bytesOf(vr: string, value: Exclude<Value, DataSet[]>): Uint8Array {
  if (value instanceof Uint8Array) return value.length % 2 ? concat([value, new Uint8Array(1)]) : value;
  if (typeof value === 'string') {
    const padded = value.length % 2 ? value + (vr === 'UI' ? '\0' : ' ') : value;
    return Uint8Array.from(padded, (c) => c.charCodeAt(0));
  }
  const size = { US: 2, UL: 4, SL: 4, FL: 4, FD: 8, OV: 8 }[vr] ?? 0;
  const out = new DataView(new ArrayBuffer(size * value.length));
  value.forEach((n, i) => {
    if (vr === 'US') out.setUint16(i * 2, n, true);
    else if (vr === 'UL') out.setUint32(i * 4, n, true);
    else if (vr === 'SL') out.setInt32(i * 4, n, true);
    else if (vr === 'FL') out.setFloat32(i * 4, n, true);
    else if (vr === 'FD') out.setFloat64(i * 8, n, true);
    else if (vr === 'OV') out.setBigUint64(i * 8, BigInt(n), true);
  });
  return new Uint8Array(out.buffer);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function header(group: number, element: number, vr: string, length: number, implicit: boolean): Uint8Array {
  const view = new DataView(new ArrayBuffer(implicit ? 8 : LONG.has(vr) ? 12 : 8));
  view.setUint16(0, group, true);
  view.setUint16(2, element, true);
  if (implicit || group === 0xfffe) {
    view.setUint32(4, length, true);
  } else {
    view.setUint8(4, vr.charCodeAt(0));
    view.setUint8(5, vr.charCodeAt(1));
    if (LONG.has(vr)) view.setUint32(8, length, true);
    else view.setUint16(6, length, true);
  }
  return new Uint8Array(view.buffer);
}

const item = (body: Uint8Array, implicit: boolean) =>
  concat([header(0xfffe, 0xe000, '', body.length, implicit), body]);

export function encode(entries: DataSet, implicit: boolean, undefinedSequences = false): Uint8Array {
  const sorted = [...entries].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return concat(
    sorted.map(([group, element, vr, value]) => {
      if (Array.isArray(value) && value.length && typeof value[0] === 'object') {
        const items = (value as DataSet[]).map((set) =>
          item(encode(set, implicit, undefinedSequences), implicit),
        );
        if (!undefinedSequences) {
          const body = concat(items);
          return concat([header(group, element, 'SQ', body.length, implicit), body]);
        }
        return concat([
          header(group, element, 'SQ', 0xffffffff, implicit),
          ...items,
          header(0xfffe, 0xe0dd, '', 0, implicit),
        ]);
      }
      const body = bytesOf(vr, value as Exclude<Value, DataSet[]>);
      return concat([header(group, element, vr, body.length, implicit), body]);
    }),
  );
}

export interface PixelLayout {
  /** Native pixels (one element), or encapsulated frames, each one or more fragments. */
  native?: Uint8Array;
  frames?: Uint8Array[][];
  offsetTable?: 'basic' | 'extended' | 'none';
}

export function dicomFile(
  dataset: DataSet,
  pixels: PixelLayout,
  transferSyntax: string = TRANSFER_SYNTAX.explicitLittle,
  undefinedSequences = false,
): Uint8Array {
  const implicit = transferSyntax === TRANSFER_SYNTAX.implicitLittle;
  const meta = encode([[0x0002, 0x0010, 'UI', transferSyntax]], false);
  const group = encode([[0x0002, 0x0000, 'UL', [meta.length]]], false);
  const preamble = concat([new Uint8Array(128), Uint8Array.from('DICM', (c) => c.charCodeAt(0))]);
  const entries = [...dataset];
  let pixelElement: Uint8Array;
  if (pixels.native) {
    pixelElement = concat([header(0x7fe0, 0x0010, 'OB', pixels.native.length, implicit), pixels.native]);
  } else {
    const frames = pixels.frames ?? [];
    const fragments = frames.map((parts) => concat(parts.map((part) => item(part, implicit))));
    const offsets: number[] = [];
    let at = 0;
    for (const fragment of fragments) {
      offsets.push(at);
      at += fragment.length;
    }
    const table = pixels.offsetTable ?? 'basic';
    if (table === 'extended') {
      entries.push([0x7fe0, 0x0001, 'OV', offsets]);
      entries.push([0x7fe0, 0x0002, 'OV', frames.map((parts) => parts[0]!.length)]);
    }
    const bot = table === 'basic' ? bytesOf('UL', offsets) : new Uint8Array(0);
    pixelElement = concat([
      header(0x7fe0, 0x0010, 'OB', 0xffffffff, implicit),
      item(bot, implicit),
      ...fragments,
      header(0xfffe, 0xe0dd, '', 0, implicit),
    ]);
  }
  return concat([preamble, group, meta, encode(entries, implicit, undefinedSequences), pixelElement]);
}

/** The data set of a tiled WSI volume: `size` pixels across and down in `tile`-pixel frames. */
export function wsiDataSet(options: {
  width: number;
  height: number;
  tile: number;
  frames: number;
  photometric?: string;
  samples?: number;
  spacingMm?: [number, number];
  imageType?: string;
  series?: string;
  extra?: DataSet;
}): DataSet {
  const { width, height, tile, frames } = options;
  return [
    [0x0008, 0x0008, 'CS', options.imageType ?? 'ORIGINAL\\PRIMARY\\VOLUME\\NONE'],
    [0x0008, 0x0016, 'UI', '1.2.840.10008.5.1.4.1.1.77.1.6'],
    [0x0020, 0x000e, 'UI', options.series ?? '1.2.3.4'],
    [0x0020, 0x9311, 'CS', 'TILED_FULL'],
    [0x0028, 0x0002, 'US', [options.samples ?? 3]],
    [0x0028, 0x0004, 'CS', options.photometric ?? 'RGB'],
    [0x0028, 0x0008, 'IS', String(frames)],
    [0x0028, 0x0010, 'US', [tile]],
    [0x0028, 0x0011, 'US', [tile]],
    [0x0028, 0x0100, 'US', [8]],
    [0x0048, 0x0006, 'UL', [width]],
    [0x0048, 0x0007, 'UL', [height]],
    ...(options.spacingMm
      ? ([
          [
            0x5200,
            0x9229,
            'SQ',
            [[[0x0028, 0x9110, 'SQ', [[[0x0028, 0x0030, 'DS', options.spacingMm.join('\\')]]]]]],
          ],
        ] as DataSet)
      : []),
    ...(options.extra ?? []),
  ];
}

/** Native RGB frames of `tile` × `tile` pixels, one colour each. */
export function solidFrames(
  colours: ReadonlyArray<readonly [number, number, number]>,
  tile: number,
): Uint8Array {
  const out = new Uint8Array(colours.length * tile * tile * 3);
  colours.forEach((colour, frame) => {
    for (let p = 0; p < tile * tile; p++) out.set(colour, (frame * tile * tile + p) * 3);
  });
  return out;
}
