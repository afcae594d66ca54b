/**
 * An express request as a Fetch `Request` whose body is the Node request read as a stream, and a Fetch
 * `Response` written back: what the MSW handlers (./handler-routes.ts) and the streamed uploads
 * (./streamed-routes.ts) are answered through. Nothing here holds a body whole: the stream pauses the socket
 * when its reader falls behind, and with a bound it fails as soon as more than the bound has arrived, the rest
 * left unread (`bodyExceeded` then says so, and the answer closes the connection).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type express from 'express';
import { DRAIN_LIMIT_BYTES, drainRequest } from './drain';

/** How much of the body may wait, read but not yet taken by the handler. */
const BODY_BUFFER_BYTES = 1024 * 1024;

/** The error a bounded body stream fails with once more than its bound has arrived. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/** Stops a request's body stream taking what arrives (it is answered; the rest is read and dropped). */
const abandon = new WeakMap<IncomingMessage, () => void>();
/** Requests whose body passed its bound. */
const exceeded = new WeakSet<IncomingMessage>();

/** Whether more of the request's body arrived than its bound allows (its stream failed; the rest is unread). */
export const bodyExceeded = (req: IncomingMessage) => exceeded.has(req);

/** The request body as a web stream that pauses the socket when the reader falls behind; cancel stops reading. */
function bodyStream(req: IncomingMessage, maxBytes: number): ReadableStream<Uint8Array> {
  let cancelled = false;
  let received = 0;
  abandon.set(req, () => (cancelled = true));
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (cancelled) return;
          received += chunk.byteLength;
          if (received > maxBytes) {
            cancelled = true;
            exceeded.add(req);
            req.pause();
            controller.error(new BodyTooLargeError(maxBytes));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on('end', () => {
          if (!cancelled) controller.close();
        });
        req.on('error', (error) => {
          if (!cancelled) controller.error(error);
        });
        req.on('aborted', () => {
          if (!cancelled) controller.error(new Error('The client closed the connection.'));
        });
        req.pause();
      },
      pull() {
        if (!cancelled) req.resume();
      },
      cancel() {
        cancelled = true;
        req.pause();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BODY_BUFFER_BYTES }),
  );
}

/** Whether the request declares a Content-Length past `maxBytes` (it is refused before a byte is read). */
export function declaresMoreThan(req: IncomingMessage, maxBytes: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > maxBytes;
}

/** The Fetch request for `req`; its body, when its method has one, at most `maxBytes` (else it fails). */
export function toWebRequest(req: express.Request, maxBytes = Infinity): Request {
  // `req.headers` and `req.url`, not the raw ones: a deliberate breakage (../qa/breakage-hook.ts) rewrites them.
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, one);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // A body the breakage has read and rewritten is the one it left in `req.body`.
  const read = hasBody && !req.readable && req.body !== undefined;
  const left = typeof req.body === 'string' ? (req.body as string) : JSON.stringify(req.body);
  return new Request(new URL(`${req.baseUrl}${req.url}`, `${req.protocol}://${req.get('host')}`), {
    method: req.method,
    headers,
    body: read ? left : hasBody ? bodyStream(req, maxBytes) : undefined,
    // Node's fetch takes a stream as the body only in half-duplex mode.
    duplex: hasBody ? 'half' : undefined,
  });
}

/**
 * Writes a web Response to the Node response. A body not read to its end is first read and dropped up to
 * `drainLimit` bytes declared (./drain.ts), else the connection closes after the answer, the rest unread.
 */
export async function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  drainLimit = DRAIN_LIMIT_BYTES,
) {
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  abandon.get(req)?.();
  if (exceeded.has(req) || !(await drainRequest(req, drainLimit))) res.setHeader('Connection', 'close');
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
}
