// @ts-check
/**
 * Remix behind Express, its answers written at the client's pace (decision 099). @remix-run/express 2.17 writes
 * each chunk of a streamed body as soon as it has read it and never waits for the socket, so a download the app
 * makes as it goes (a list's export, page after page from the API) was read as fast as the API answered and
 * piled up in the process while a slow client took it in; and a client that left was not noticed, so the rest of
 * the export was still fetched. Here the next chunk is read only once the response has taken the last one (its
 * 'drain', through the compression middleware's too), and a response closed before its end cancels the body.
 *
 * The request is made as the adapter makes it (its `createRemixRequest`: URL, headers, body, the abort signal
 * fired when the client leaves).
 */
// The adapter's own request builder: not re-exported by its index (the version is pinned in package.json).
import { createRemixRequest } from '@remix-run/express/dist/server.js';

/**
 * Writes `response` to `res`. A body that fails once the answer has started cannot be turned into an error page:
 * the connection is cut (no last chunk), so the browser shows a failed download, never a file that looks whole,
 * and the error is thrown on (Express's error handler logs it).
 * @param {import('express').Response} res
 * @param {Response} response
 */
export async function sendResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  /** @type {(() => void) | null} */
  let wake = null;
  // One listener each for the whole answer (the compression middleware keeps 'drain' listeners on its stream).
  const onDrain = () => wake?.();
  const onClose = () => {
    wake?.();
    // The client left: whatever makes the body stops (an export asks the API for no further page).
    if (!res.writableFinished) reader.cancel().catch(() => {});
  };
  res.on('drain', onDrain);
  res.once('close', onClose);
  const flushable = /** @type {{ flush?: () => void }} */ (/** @type {unknown} */ (res));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      const more = res.write(value);
      // Through the compression middleware: what is written goes out now (a streamed page, a live event).
      flushable.flush?.();
      if (!more && !res.destroyed) await new Promise((resolve) => (wake = () => resolve(undefined)));
      wake = null;
    }
    if (!res.destroyed) res.end();
  } catch (error) {
    res.destroy();
    throw error;
  } finally {
    res.off('close', onClose);
  }
}

/**
 * The Express handler of a Remix request handler (`@remix-run/node`'s `createRequestHandler`), as
 * `@remix-run/express`'s but writing with `sendResponse`.
 * @param {(request: Request, loadContext?: import('@remix-run/node').AppLoadContext) => Promise<Response>} handle
 * @param {(req: import('express').Request) => import('@remix-run/node').AppLoadContext} getLoadContext
 * @returns {import('express').RequestHandler}
 */
export function remixHandler(handle, getLoadContext) {
  return async (req, res, next) => {
    try {
      const response = await handle(createRemixRequest(req, res), getLoadContext(req));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
