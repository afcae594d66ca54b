/**
 * A file of frames (decision 119), the journal's file of an append-only collection kept in columns: a header (what
 * the file is, and its format's version), then frames appended one after another, each its payload's length, the
 * CRC-32 of the payload, and the payload. A frame is the unit of a write: one cut short by a crash is shorter than
 * its length says (torn) and is dropped whole; one whose bytes do not match their CRC (damaged) ends what is read.
 */
import { open, rename, rm } from 'node:fs/promises';
import type { Rows, TableMarks } from './append-only';
import { crc32 } from 'node:zlib';

const MAGIC = 'pathbridge-trail';
export const FRAMES_VERSION = 1;
const HEADER_BYTES = MAGIC.length + 4;
const FRAME_HEAD = 8;
/** Rows per frame of a whole file (~1 MB of columns): a million records are never made as one buffer. */
const WHOLE_CHUNK = 16_384;
/** Bytes read from the file at a time. */
const CHUNK = 1 << 20;

/** The file's first bytes: the magic text and the format's version. */
export function framesHeader(): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.write(MAGIC, 0, 'latin1');
  header.writeUInt32LE(FRAMES_VERSION, MAGIC.length);
  return header;
}

/** A payload as a frame: its length, its CRC-32, itself. */
export function frame(payload: Uint8Array): Buffer {
  const head = Buffer.alloc(FRAME_HEAD);
  head.writeUInt32LE(payload.byteLength, 0);
  head.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([head, payload]);
}

/**
 * How a read of the file ended: `whole` (every frame read), `torn` (the last frame, or the header, cut short: a
 * write a crash stopped), `damaged` (a frame whose bytes are not those written, or that `onFrame` refused: the
 * frames before it are read, none after), `foreign` (not a file of frames of this format: nothing read).
 */
export type FramesEnd = 'whole' | 'torn' | 'damaged' | 'foreign';

/**
 * Reads the frames of `file` in order, handing each payload to `onFrame` (a view into the bytes read: copy what is
 * kept). `onFrame` throwing marks the frame damaged. Read in chunks of a megabyte, however small the frames.
 */
export async function readFrames(file: string, onFrame: (payload: Buffer) => void): Promise<FramesEnd> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    let buffer = Buffer.alloc(0);
    let position = 0;
    let ended = false;
    /** Reads until `need` bytes are at hand (false: the file ends before). */
    const fill = async (need: number) => {
      while (buffer.length < need && !ended) {
        const chunk = Buffer.allocUnsafe(Math.max(CHUNK, need - buffer.length));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
        position += bytesRead;
        if (bytesRead === 0) ended = true;
        const read = chunk.subarray(0, bytesRead);
        buffer = buffer.length ? Buffer.concat([buffer, read]) : read;
      }
      return buffer.length >= need;
    };
    if (!(await fill(HEADER_BYTES)))
      return MAGIC.startsWith(buffer.toString('latin1', 0, MAGIC.length)) ? 'torn' : 'foreign';
    if (!buffer.subarray(0, HEADER_BYTES).equals(framesHeader())) return 'foreign';
    buffer = buffer.subarray(HEADER_BYTES);
    for (;;) {
      if (!(await fill(FRAME_HEAD))) return buffer.length ? 'torn' : 'whole';
      const length = buffer.readUInt32LE(0);
      // Past the file's end (a length cut short or not as written): nothing more to read.
      if (FRAME_HEAD + length > buffer.length + size - position || !(await fill(FRAME_HEAD + length)))
        return 'torn';
      const payload = buffer.subarray(FRAME_HEAD, FRAME_HEAD + length);
      if (crc32(payload) !== buffer.readUInt32LE(4)) return 'damaged';
      try {
        onFrame(payload);
      } catch {
        return 'damaged';
      }
      buffer = buffer.subarray(FRAME_HEAD + length);
    }
  } finally {
    await handle.close();
  }
}

/** A frame of the rows from `from` to before `to` (the file's row numbers: a load checks that none is missing). */
export function rowsFrame(rows: Rows<unknown>, from: number, to: number, since: TableMarks) {
  const marks = rows.tableMarks();
  const place = Buffer.alloc(8);
  place.writeUInt32LE(from, 0);
  place.writeUInt32LE(to - from, 4);
  return { bytes: frame(Buffer.concat([place, rows.encode(from, to, since)])), marks };
}

/**
 * Writes the first `count` rows as a whole file, a frame a chunk, to a temporary file renamed over `file` (whole or
 * as it was; decision 107); what the file holds of the tables. The bench writes its trail so (scripts/).
 */
export async function writeRowsFile(file: string, rows: Rows<unknown>, count: number): Promise<TableMarks> {
  const temporary = `${file}.${process.pid}.tmp`;
  let marks: TableMarks = {};
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.write(framesHeader());
      for (let i = 0; i < count; i += WHOLE_CHUNK) {
        const written = rowsFrame(rows, i, Math.min(count, i + WHOLE_CHUNK), marks);
        await handle.write(written.bytes);
        marks = written.marks;
      }
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  return marks;
}
