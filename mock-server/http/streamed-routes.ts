/**
 * The multipart upload operations (case attachments, subsection images, registration documents) answered by
 * express ahead of the MSW middleware, with the request body handed over as a stream that is read only as fast
 * as the handler writes it to disk. Through MSW the body would be held whole: a handler gets a clone of the
 * request, and the other branch of the body, never read, keeps every byte (a 200 MB slide took the mock from
 * 286 to 991 MB).
 *
 * When a handler answers before the body has been read to its end (413 past the size limit, or any refusal),
 * a small rest (a declared Content-Length up to 256 kB) is read and dropped first, so a client still writing it
 * gets the answer on a connection that stays open (closing at once, with bytes unread, resets the connection and
 * a client such as Node's fetch loses the answer: 'fetch failed'). A larger or chunked body is answered with
 * `Connection: close` and never read: the client sees the answer while it is still sending, and the connection
 * then closes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import express from 'express';
import { operations } from '../../contracts';
import { asyncRoute } from './careful';
import { fail } from './operation';
import { isStreamed } from './multipart';

/** How much of the body may wait, read but not yet taken by the handler. */
const BODY_BUFFER_BYTES = 1024 * 1024;

/** The request body as a web stream that pauses the socket when the reader falls behind; cancel stops reading. */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (cancelled) return;
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
        req.resume();
      },
      cancel() {
        cancelled = true;
        req.pause();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BODY_BUFFER_BYTES }),
  );
}

export function toWebRequest(req: express.Request): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`), {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    // Node's fetch takes a stream as the body only in half-duplex mode.
    duplex: hasBody ? 'half' : undefined,
  });
}

/** The most of an unread body that is read and dropped before answering, rather than closing the connection. */
const DRAIN_BYTES = 256 * 1024;

/** Reads and drops the rest of a small body with a declared length; false when it is not small or not there. */
function drained(req: IncomingMessage): Promise<boolean> {
  const declared = Number(req.headers['content-length']);
  if (!Number.isFinite(declared) || declared > DRAIN_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 5_000);
    const done = (ok: boolean) => () => {
      clearTimeout(timer);
      resolve(ok);
    };
    req.on('end', done(true));
    req.on('error', done(false));
    req.on('aborted', done(false));
    req.resume();
  });
}

/** Writes a web Response to the Node response; closes the connection when the body was not read to its end. */
export async function sendWebResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.appendHeader(name, value));
  if (!req.complete && !(await drained(req))) res.setHeader('Connection', 'close');
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
}

/** Express routes for every streamed handler among the backend's handlers, at the operation's own path. */
export function streamedRoutes(handlers: readonly unknown[]) {
  const router = express.Router();
  for (const handler of handlers) {
    if (!isStreamed(handler)) continue;
    const { operationId, resolve } = handler.streamed;
    const { method, path } = operations[operationId];
    router[method](
      path.replace(/\{(\w+)\}/g, ':$1'),
      asyncRoute(async (req, res) => {
        const request = toWebRequest(req);
        let response: Response;
        try {
          // Faults and scenarios have been applied ahead of every route (../qa/http-middleware.ts).
          response = await resolve(request, { ...req.params });
        } catch {
          response = fail(500, 'The upload could not be stored.');
        }
        await sendWebResponse(req, res, response);
      }),
    );
  }
  return router;
}
