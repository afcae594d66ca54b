/**
 * Changes to the bytes of a handler's answer as express sends them (slow, partial and corrupt slides): the
 * response's `write` and `end` are wrapped, so the same works for files sent by `send`, JSON from MSW and tus.
 * Headers (Content-Length included) are left as the handler set them: a cut answer is short of what it
 * promised, as a dropped connection is. Nothing here throws into the server: a client that leaves stops it.
 */
import type { ServerResponse } from 'node:http';
import { holdAnswer, onData } from './breakage-hook';
import type { Transform } from './effects';

type Callback = (error?: Error | null) => void;
type Sink = { write: (chunk: Buffer, done?: Callback) => boolean; end: () => void };

/** How much a dribbled answer holds before it asks its source to wait. */
const HIGH_WATER = 64 * 1024;

function toBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk ?? ''), encoding);
}

/**
 * Routes every body write of `res` through `onChunk` (its return is write's) and `end` through `onEnd`; gives
 * back the original write and end for the transform to send with.
 */
function intercept(
  res: ServerResponse,
  onChunk: (chunk: Buffer, sink: Sink) => boolean,
  onEnd: (sink: Sink) => void,
) {
  const write = res.write.bind(res) as (chunk: Buffer, done?: Callback) => boolean;
  const end = res.end.bind(res) as () => void;
  const sink: Sink = { write: (chunk, done) => write(chunk, done), end: () => end() };
  res.write = ((chunk: unknown, encoding?: BufferEncoding | Callback, done?: Callback) => {
    const callback = typeof encoding === 'function' ? encoding : done;
    const result = onChunk(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined), sink);
    if (callback) process.nextTick(callback);
    return result;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: BufferEncoding | Callback, done?: Callback) => {
    const callback = [chunk, encoding, done].find((a): a is Callback => typeof a === 'function');
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      onChunk(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined), sink);
    onEnd(sink);
    if (callback) res.once('finish', () => callback());
    return res;
  }) as typeof res.end;
}

export function applyTransform(res: ServerResponse, transform: Transform) {
  if (transform.kind === 'dribble') dribble(res, transform.chunkBytes, transform.intervalMs);
  else if (transform.kind === 'cut') cut(res, transform.fraction);
  else if (transform.kind === 'respell') respell(res, transform.role, transform.status);
  else corrupt(res, transform.header, transform.every);
}

function dribble(res: ServerResponse, chunkBytes: number, intervalMs: number) {
  const queue: Buffer[] = [];
  let queued = 0;
  let ending = false;
  let waiting = false;
  let timer: NodeJS.Timeout | null = null;
  let blocked = false;
  res.once('close', () => {
    if (timer) clearTimeout(timer);
    queue.length = 0;
  });
  const pump = (sink: Sink) => {
    timer = null;
    if (res.destroyed) return;
    let room = chunkBytes;
    const parts: Buffer[] = [];
    while (room > 0 && queue.length) {
      const head = queue[0]!;
      if (head.length <= room) {
        parts.push(queue.shift()!);
        room -= head.length;
      } else {
        parts.push(head.subarray(0, room));
        queue[0] = head.subarray(room);
        room = 0;
      }
    }
    const part = Buffer.concat(parts);
    queued -= part.length;
    if (part.length) sink.write(part);
    if (blocked && queued < HIGH_WATER) {
      blocked = false;
      res.emit('drain');
    }
    if (queue.length) timer = setTimeout(() => pump(sink), intervalMs);
    else if (ending) sink.end();
    else waiting = true;
  };
  let started = false;
  const kick = (sink: Sink) => {
    if (timer || res.destroyed) return;
    if (!started || waiting) {
      started = true;
      waiting = false;
      // The first bytes (and the headers) go at once; the rest follow interval by interval.
      pump(sink);
    }
  };
  intercept(
    res,
    (chunk, sink) => {
      if (chunk.length) {
        queue.push(chunk);
        queued += chunk.length;
      }
      kick(sink);
      blocked = queued >= HIGH_WATER;
      return !blocked;
    },
    (sink) => {
      ending = true;
      if (!timer && !queue.length) sink.end();
      else kick(sink);
    },
  );
}

function cut(res: ServerResponse, fraction: number) {
  let limit: number | null = null;
  let sent = 0;
  let done = false;
  const stop = (sink: Sink, last: Buffer) => {
    done = true;
    // Once the last bytes are on their way, the connection goes: the client is left short of Content-Length.
    sink.write(last, () => res.destroy());
  };
  intercept(
    res,
    (chunk, sink) => {
      if (done) return false;
      if (limit === null) {
        const declared = Number(res.getHeader('content-length'));
        limit = Math.floor((Number.isFinite(declared) && declared > 0 ? declared : chunk.length) * fraction);
      }
      if (sent + chunk.length < limit) {
        sent += chunk.length;
        return sink.write(chunk);
      }
      stop(sink, chunk.subarray(0, limit - sent));
      return false;
    },
    (sink) => {
      if (done) return;
      const declared = Number(res.getHeader('content-length'));
      // A body shorter than the cut (or none): send nothing more and close all the same.
      if (Number.isFinite(declared) && declared > 0) stop(sink, Buffer.alloc(0));
      else sink.end();
    },
  );
}

const TIFF_MAGIC = [
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
  [0x49, 0x49, 0x2b, 0x00],
  [0x4d, 0x4d, 0x00, 0x2b],
];
const TIFF_NAME = /\.(tiff?|svs|ndpi|scn|bif|vsi)\b/i;

function isTiff(res: ServerResponse, first: Buffer, offset: number): boolean {
  if (res.statusCode !== 200 && res.statusCode !== 206) return false;
  if (/tiff/i.test(String(res.getHeader('content-type') ?? ''))) return true;
  if (TIFF_NAME.test(String(res.getHeader('content-disposition') ?? ''))) return true;
  return offset === 0 && TIFF_MAGIC.some((magic) => magic.every((byte, i) => first[i] === byte));
}

function corrupt(res: ServerResponse, header: boolean, every: number) {
  let offset: number | null = null;
  let tiff = false;
  intercept(
    res,
    (chunk, sink) => {
      if (offset === null) {
        offset = Number(/^bytes (\d+)-/.exec(String(res.getHeader('content-range') ?? ''))?.[1] ?? 0);
        tiff = isTiff(res, chunk, offset);
      }
      const start = offset;
      offset += chunk.length;
      if (!tiff || !chunk.length) return sink.write(chunk);
      const out = Buffer.from(chunk);
      // Bytes 4–15: a classic TIFF's first IFD offset (and what follows), a BigTIFF's offset size and first
      // IFD offset; all ones points the reader past the end of the file.
      if (header)
        for (let at = Math.max(4, start); at < Math.min(16, start + out.length); at++) out[at - start] = 0xff;
      if (every > 0) {
        for (let at = start + ((every - 1 - (start % every)) % every); at < start + out.length; at += every)
          out[at - start]! ^= 0xff;
      }
      return sink.write(out);
    },
    (sink) => sink.end(),
  );
}

/** The answer held until complete, its `data.role` and `data.status` (where it has them) respelled. */
function respell(res: ServerResponse, role: string | undefined, status: string | undefined) {
  const change = onData((data) => {
    if (role !== undefined && typeof data.role === 'string') data.role = role;
    if (status !== undefined && typeof data.status === 'string') data.status = status;
  });
  holdAnswer(res as Parameters<typeof holdAnswer>[0], (answer) => change(answer) ?? answer);
}
