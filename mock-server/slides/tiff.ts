/**
 * Just enough TIFF to read the tags a slide pipeline needs (size, resolution, description) from classic TIFF and
 * BigTIFF in either byte order, and to write classic little-endian IFDs: to add an ImageDescription to a file
 * sharp wrote (sharp cannot set tag 270), and to assemble a pyramid whose tiles repeat (the mosaic slide).
 */
import { closeSync, openSync, readSync, writeSync, fstatSync } from 'node:fs';

export const TAG = {
  NewSubfileType: 254,
  ImageWidth: 256,
  ImageLength: 257,
  ImageDescription: 270,
  StripOffsets: 273,
  XResolution: 282,
  YResolution: 283,
  ResolutionUnit: 296,
  TileWidth: 322,
  TileLength: 323,
  TileOffsets: 324,
  TileByteCounts: 325,
  SubIFDs: 330,
  ExifIFD: 34665,
  GpsIFD: 34853,
} as const;

const TYPE = { ASCII: 2, SHORT: 3, LONG: 4, RATIONAL: 5, LONG8: 16 } as const;
const TYPE_SIZES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
  16: 8,
  17: 8,
  18: 8,
};

export interface TiffEntry {
  tag: number;
  type: number;
  count: number;
  /** The value's bytes, in the file's byte order (inline or read from where the entry pointed). */
  value: Buffer;
}

export interface TiffIfd {
  offset: number;
  entries: TiffEntry[];
  next: number;
}

export interface TiffStructure {
  littleEndian: boolean;
  bigTiff: boolean;
  ifds: TiffIfd[];
}

type Reader = (offset: number, length: number) => Buffer;

function fileReader(fd: number): Reader {
  return (offset, length) => {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, offset);
    if (read < length) throw new Error(`TIFF: read past the end of the file at ${offset}`);
    return buffer;
  };
}

function bufferReader(data: Buffer): Reader {
  return (offset, length) => {
    if (offset + length > data.length) throw new Error(`TIFF: read past the end of the data at ${offset}`);
    return data.subarray(offset, offset + length);
  };
}

function parse(read: Reader, maxIfds: number): TiffStructure {
  const header = read(0, 8);
  const order = header.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') throw new Error('TIFF: invalid byte order');
  const le = order === 'II';
  const u16 = (b: Buffer, o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (b: Buffer, o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const u64 = (b: Buffer, o: number) => Number(le ? b.readBigUInt64LE(o) : b.readBigUInt64BE(o));
  const magic = u16(header, 2);
  if (magic !== 42 && magic !== 43) throw new Error('TIFF: invalid magic number');
  const big = magic === 43;
  let next = big ? u64(read(8, 8), 0) : u32(header, 4);
  const ifds: TiffIfd[] = [];
  const seen = new Set<number>();
  while (next !== 0 && ifds.length < maxIfds && !seen.has(next)) {
    seen.add(next);
    const offset = next;
    const count = big ? u64(read(offset, 8), 0) : u16(read(offset, 2), 0);
    const entrySize = big ? 20 : 12;
    const start = offset + (big ? 8 : 2);
    const table = read(start, count * entrySize + (big ? 8 : 4));
    const entries: TiffEntry[] = [];
    for (let i = 0; i < count; i++) {
      const e = i * entrySize;
      const tag = u16(table, e);
      const type = u16(table, e + 2);
      const n = big ? u64(table, e + 4) : u32(table, e + 4);
      const size = (TYPE_SIZES[type] ?? 1) * n;
      const inlineAt = e + (big ? 12 : 8);
      const inlineSize = big ? 8 : 4;
      const value =
        size <= inlineSize
          ? Buffer.from(table.subarray(inlineAt, inlineAt + size))
          : Buffer.from(read(big ? u64(table, inlineAt) : u32(table, inlineAt), size));
      entries.push({ tag, type, count: n, value });
    }
    next = big ? u64(table, count * entrySize) : u32(table, count * entrySize);
    ifds.push({ offset, entries, next });
  }
  return { littleEndian: le, bigTiff: big, ifds };
}

/** The IFD chain of a TIFF file (at most `maxIfds` of it), read by position without loading the file. */
export function readTiffFile(file: string, maxIfds = 64): TiffStructure {
  const fd = openSync(file, 'r');
  try {
    return parse(fileReader(fd), maxIfds);
  } finally {
    closeSync(fd);
  }
}

export function readTiffBuffer(data: Buffer, maxIfds = 64): TiffStructure {
  return parse(bufferReader(data), maxIfds);
}

export function findEntry(ifd: TiffIfd, tag: number): TiffEntry | undefined {
  return ifd.entries.find((e) => e.tag === tag);
}

/** Numeric values of a SHORT, LONG, LONG8 or RATIONAL entry. */
export function entryNumbers(entry: TiffEntry, littleEndian: boolean): number[] {
  const v = entry.value;
  const out: number[] = [];
  for (let i = 0; i < entry.count; i++) {
    switch (entry.type) {
      case TYPE.SHORT:
        out.push(littleEndian ? v.readUInt16LE(i * 2) : v.readUInt16BE(i * 2));
        break;
      case TYPE.LONG:
        out.push(littleEndian ? v.readUInt32LE(i * 4) : v.readUInt32BE(i * 4));
        break;
      case TYPE.LONG8:
        out.push(Number(littleEndian ? v.readBigUInt64LE(i * 8) : v.readBigUInt64BE(i * 8)));
        break;
      case TYPE.RATIONAL: {
        const num = littleEndian ? v.readUInt32LE(i * 8) : v.readUInt32BE(i * 8);
        const den = littleEndian ? v.readUInt32LE(i * 8 + 4) : v.readUInt32BE(i * 8 + 4);
        out.push(den === 0 ? NaN : num / den);
        break;
      }
      default:
        throw new Error(`TIFF: tag ${entry.tag} has non-numeric type ${entry.type}`);
    }
  }
  return out;
}

export function entryText(entry: TiffEntry): string {
  return entry.value.toString('latin1').replace(/\0+$/, '');
}

export function tagNumber(structure: TiffStructure, ifd: TiffIfd, tag: number): number | undefined {
  const entry = findEntry(ifd, tag);
  return entry ? entryNumbers(entry, structure.littleEndian)[0] : undefined;
}

export function tagText(ifd: TiffIfd, tag: number): string | undefined {
  const entry = findEntry(ifd, tag);
  return entry && entry.type === TYPE.ASCII ? entryText(entry) : undefined;
}

// ---- writing (classic TIFF, little-endian) ----

export function asciiEntry(tag: number, text: string): TiffEntry {
  const value = Buffer.from(`${text}\0`, 'latin1');
  return { tag, type: TYPE.ASCII, count: value.length, value };
}

export function longEntry(tag: number, values: ArrayLike<number>): TiffEntry {
  const value = Buffer.alloc(values.length * 4);
  for (let i = 0; i < values.length; i++) value.writeUInt32LE(values[i]!, i * 4);
  return { tag, type: TYPE.LONG, count: values.length, value };
}

/** Bytes an IFD takes when written by `encodeIfd`. */
export function encodedIfdSize(entries: TiffEntry[]): number {
  let size = 2 + entries.length * 12 + 4;
  for (const e of entries) if (e.value.length > 4) size += e.value.length + (e.value.length & 1);
  return size;
}

/** One IFD at `offset` (even) with its out-of-line values after it; entries are sorted by tag. */
export function encodeIfd(entries: TiffEntry[], offset: number, next: number): Buffer {
  const sorted = [...entries].sort((a, b) => a.tag - b.tag);
  const out = Buffer.alloc(encodedIfdSize(sorted));
  out.writeUInt16LE(sorted.length, 0);
  let extra = 2 + sorted.length * 12 + 4;
  sorted.forEach((e, i) => {
    const at = 2 + i * 12;
    out.writeUInt16LE(e.tag, at);
    out.writeUInt16LE(e.type, at + 2);
    out.writeUInt32LE(e.count, at + 4);
    if (e.value.length <= 4) {
      e.value.copy(out, at + 8);
    } else {
      out.writeUInt32LE(offset + extra, at + 8);
      e.value.copy(out, extra);
      extra += e.value.length + (e.value.length & 1);
    }
  });
  out.writeUInt32LE(next, 2 + sorted.length * 12);
  return out;
}

/**
 * Sets (or replaces) the ImageDescription of the first IFD of a classic little-endian TIFF in place: a new first
 * IFD is appended and the header points at it; the old one stays as unused bytes.
 */
export function setImageDescription(file: string, description: string): void {
  const fd = openSync(file, 'r+');
  try {
    const structure = parse(fileReader(fd), 1);
    if (!structure.littleEndian || structure.bigTiff) throw new Error('TIFF: only classic little-endian');
    const first = structure.ifds[0];
    if (!first) throw new Error('TIFF: no IFD');
    const entries = first.entries.filter((e) => e.tag !== TAG.ImageDescription);
    entries.push(asciiEntry(TAG.ImageDescription, description));
    let end = fstatSync(fd).size;
    if (end & 1) {
      writeSync(fd, Buffer.alloc(1), 0, 1, end);
      end += 1;
    }
    const ifd = encodeIfd(entries, end, first.next);
    writeSync(fd, ifd, 0, ifd.length, end);
    const pointer = Buffer.alloc(4);
    pointer.writeUInt32LE(end, 0);
    writeSync(fd, pointer, 0, 4, 4);
  } finally {
    closeSync(fd);
  }
}
