/**
 * Where each frame of an instance lies in the file. Native pixel data: frame i follows frame i − 1. Encapsulated
 * pixel data (items after the Pixel Data element: the Basic Offset Table, then the fragments): from the Extended
 * Offset Table when there is one (one fragment per frame, offsets and lengths given), else from the Basic Offset
 * Table (a frame is the fragments from its offset to the next frame's), else by walking the items' 8-byte headers
 * (block by block through the Range cache) and grouping fragments into frames: one per frame when the counts
 * agree, else a new frame at each fragment that starts a JPEG or JPEG 2000 codestream.
 */
import { numbers, TAG, type ByteReader, type DicomHeader } from './dataset';
import { DicomFormatError, DicomTruncatedError } from './errors';
import type { DicomInstance } from './instance';

/** A frame: [start, end) of its bytes, or the fragments from `start` (an item tag) to `end` (null: to the end). */
export type FrameSpan =
  { kind: 'bytes'; start: number; length: number } | { kind: 'items'; start: number; end: number | null };

export type FrameTableSource = 'native' | 'extended' | 'basic' | 'walked';

export interface FrameTable {
  source: FrameTableSource;
  frames: FrameSpan[];
}

interface Item {
  tag: number;
  /** Offset of the value. */
  start: number;
  length: number;
}

async function readItem(reader: ByteReader, offset: number, signal?: AbortSignal): Promise<Item> {
  const head = await reader.read(offset, 8, signal);
  const view = new DataView(head.buffer, head.byteOffset, 8);
  return {
    tag: ((view.getUint16(0, true) << 16) | view.getUint16(2, true)) >>> 0,
    start: offset + 8,
    length: view.getUint32(4, true),
  };
}

function checkInside(reader: ByteReader, end: number) {
  if (reader.size !== null && end > reader.size) {
    throw new DicomTruncatedError(`A frame ends at byte ${end}, past the end of the file (${reader.size})`);
  }
}

/** Whether a fragment starts a codestream: JPEG's SOI, JPEG 2000's SOC, or a JP2 signature box. */
const startsCodestream = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && (bytes[1] === 0xd8 || bytes[1] === 0x4f)) ||
  (bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0 && bytes[3] === 0x0c);

async function walk(
  reader: ByteReader,
  first: number,
  frames: number,
  signal?: AbortSignal,
): Promise<FrameSpan[]> {
  const fragments: Item[] = [];
  for (let offset = first; reader.size === null || offset < reader.size;) {
    const item = await readItem(reader, offset, signal);
    if (item.tag === TAG.sequenceDelimitation) break;
    if (item.tag !== TAG.item) throw new DicomFormatError(`Expected a fragment at byte ${offset}`);
    checkInside(reader, item.start + item.length);
    fragments.push(item);
    offset = item.start + item.length;
  }
  const span = (from: Item, to: Item | undefined): FrameSpan =>
    from === to || !to
      ? { kind: 'bytes', start: from.start, length: from.length }
      : { kind: 'items', start: from.start - 8, end: to.start + to.length };
  if (fragments.length === frames) return fragments.map((item) => span(item, item));
  if (frames === 1 && fragments.length) return [span(fragments[0]!, fragments.at(-1))];
  const starts: number[] = [];
  for (const [index, item] of fragments.entries()) {
    if (startsCodestream(await reader.read(item.start, Math.min(4, item.length), signal))) starts.push(index);
  }
  return starts.map((index, i) => {
    const last = (starts[i + 1] ?? fragments.length) - 1;
    return span(fragments[index]!, fragments[last]);
  });
}

export async function locateFrames(
  reader: ByteReader,
  header: DicomHeader,
  instance: DicomInstance,
  signal?: AbortSignal,
): Promise<FrameTable> {
  const pixelData = header.pixelData!;
  const count = instance.frames;
  if (pixelData.length !== null) {
    const bytes = instance.tileWidth * instance.tileHeight * instance.samplesPerPixel;
    checkInside(reader, pixelData.offset + count * bytes);
    return {
      source: 'native',
      frames: Array.from({ length: count }, (_, i) => ({
        kind: 'bytes',
        start: pixelData.offset + i * bytes,
        length: bytes,
      })),
    };
  }
  const table = await readItem(reader, pixelData.offset, signal);
  if (table.tag !== TAG.item) throw new DicomFormatError('No Basic Offset Table item');
  const first = table.start + table.length;

  const extended = numbers(header.dataset.get(TAG.extendedOffsetTable));
  const lengths = numbers(header.dataset.get(TAG.extendedOffsetTableLengths));
  let frames: FrameSpan[];
  let source: FrameTableSource;
  if (extended.length && lengths.length === extended.length) {
    source = 'extended';
    frames = extended.map((offset, i) => ({ kind: 'bytes', start: first + offset + 8, length: lengths[i]! }));
  } else if (table.length >= 4) {
    source = 'basic';
    const basic = await reader.read(table.start, table.length, signal);
    const view = new DataView(basic.buffer, basic.byteOffset, basic.byteLength);
    const offsets = Array.from({ length: table.length >>> 2 }, (_, i) => first + view.getUint32(i * 4, true));
    frames = offsets.map((start, i) => ({ kind: 'items', start, end: offsets[i + 1] ?? null }));
  } else {
    source = 'walked';
    frames = await walk(reader, first, count, signal);
  }
  if (frames.length < count) {
    throw new DicomTruncatedError(`${frames.length} frames found, the header declares ${count}`);
  }
  // A file cut short loses its last frame first.
  const last = frames[count - 1]!;
  if (last.kind === 'bytes') checkInside(reader, last.start + last.length);
  else {
    const item = await readItem(reader, last.start, signal);
    checkInside(reader, item.start + item.length);
  }
  return { source, frames: frames.slice(0, count) };
}

/** A frame's bytes: one read, or its fragments' values joined. */
export async function readFrame(
  reader: ByteReader,
  span: FrameSpan,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  if (span.kind === 'bytes') return reader.read(span.start, span.length, signal);
  const parts: Uint8Array[] = [];
  for (let offset = span.start; span.end === null || offset < span.end;) {
    if (span.end === null && reader.size !== null && offset >= reader.size) break;
    const item = await readItem(reader, offset, signal);
    if (item.tag === TAG.sequenceDelimitation) break;
    if (item.tag !== TAG.item) throw new DicomFormatError(`Expected a fragment at byte ${offset}`);
    parts.push(await reader.read(item.start, item.length, signal));
    offset = item.start + item.length;
  }
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
