/**
 * The rest of a request body the mock has refused, read and dropped (none of it kept) before the answer goes
 * (decision 073): a client still sending reads the answer once it has sent the body, and a server that
 * closes with bytes unread resets the connection, which may lose the answer (the browser's 'Failed to fetch').
 * Bounded: a body declared larger than `limit`, or sent without a length, is not read; the caller answers it with
 * `Connection: close`. A client that stops sending lets go after `ms`.
 */
import type { IncomingMessage } from 'node:http';

/** A slide upload's chunk (50 MB) and some. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_WAIT_MS = 30_000;

/** Whether the body has been read to its end (now or before). */
export function drainRequest(
  req: IncomingMessage,
  limit = DRAIN_LIMIT_BYTES,
  ms = DRAIN_WAIT_MS,
): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  const declared = Number(req.headers['content-length']);
  if (!Number.isFinite(declared) || declared > limit) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (ok: boolean) => () => {
      clearTimeout(timer);
      req.off('end', ended);
      req.off('error', failed);
      req.off('aborted', failed);
      resolve(ok);
    };
    const ended = finish(true);
    const failed = finish(false);
    const timer = setTimeout(failed, ms);
    req.once('end', ended);
    req.once('error', failed);
    req.once('aborted', failed);
    req.resume();
  });
}
