/**
 * The rest of a request body a route has refused, read and dropped (none of it kept) before the answer goes
 * (decision 073). A browser reads the answer to an upload only once it has sent the body, and a server
 * that lets go of a body with bytes unread resets the connection (cancelling the body destroys Node's socket):
 * the person then saw 'Failed to fetch' or a blank error page instead of the refusal.
 *
 * Bounded: the server's body check (server/body-guard.js) refuses anything over 100 MB from its headers, so no
 * action drains more; past `limit` bytes the caller answers with `Connection: close` (`closing`) instead.
 */
const MB = 1024 * 1024;
/** The most a refused body is read for: the body check's largest form and its multipart framing. */
export const DRAIN_LIMIT_BYTES = 101 * MB;

/** Reads `reader` to its end, keeping nothing; false when it went past `limit` or broke off. */
export async function drainBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit = DRAIN_LIMIT_BYTES,
): Promise<boolean> {
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      seen += value.byteLength;
      if (seen > limit) return false;
    }
  } catch {
    return false;
  }
}

/** The answer, marked to close the connection when the body could not be drained (the rest is never read). */
export function closing(response: Response, drained: boolean): Response {
  if (!drained) response.headers.set('Connection', 'close');
  return response;
}
