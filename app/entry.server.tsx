/**
 * The server entry: Remix's default Node rendering (streamed to browsers; whole pages to bots, which cannot run
 * the streamed parts), plus what every response of the frame carries: the security headers and a fresh CSP
 * nonce on every page, no caching of pages and data, and the session's last activity for requests that count.
 */
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { refreshSession } from './auth.server';
import { CoalescingStream } from './lib/coalescing-stream.server';
import { NonceContext } from './lib/nonce';
import { createNonce, setDocumentHeaders } from './security.server';
import { setsSessionCookie } from './session.server';

/** For server/index.js: each request's calls to the API carry what it passes on (./lib/backend-context.server.ts). */
export { withBackendContext } from './lib/backend-context.server';

const ABORT_DELAY = 5_000;

/**
 * Records the request as activity when it counts (docs/auth-and-session.md): a page load or a form post does;
 * a data request Remix makes on its own does not (the browser reports the person's activity itself). A
 * response that already sets or clears the session is left alone.
 */
function recordActivity(request: Request, headers: Headers, { isDocument }: { isDocument: boolean }) {
  if (!isDocument && request.method === 'GET') return;
  if (setsSessionCookie(headers)) return;
  const cookie = refreshSession(request);
  if (cookie) headers.append('Set-Cookie', cookie);
}

/**
 * The context Remix renders with, holding only the routes this request matched (in `staticHandlerContext`,
 * parents included). RemixServer builds a router from every route of the manifest on each render and matches
 * the URL against it again; the page only ever renders its matches (the browser gets the whole manifest from
 * its own cached file), so the other 90-odd routes are work without output (decision 022).
 */
function withMatchedRoutes(context: EntryContext): EntryContext {
  const routes: EntryContext['manifest']['routes'] = {};
  for (const match of context.staticHandlerContext.matches) {
    const route = context.manifest.routes[match.route.id];
    if (route) routes[match.route.id] = route;
  }
  return { ...context, manifest: { ...context.manifest, routes } };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // Bots (and SPA mode) wait for the whole page; browsers get the shell as soon as it is ready.
  const readyEvent =
    isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode ? 'onAllReady' : 'onShellReady';
  const nonce = createNonce();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer
          context={withMatchedRoutes(remixContext)}
          url={request.url}
          abortDelay={ABORT_DELAY}
          nonce={nonce}
        />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new CoalescingStream();
          responseHeaders.set('Content-Type', 'text/html');
          setDocumentHeaders(responseHeaders, nonce);
          recordActivity(request, responseHeaders, { isDocument: true });
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell was sent are logged here; earlier ones reach onShellError and the boundary.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/** Every `.data` answer (single fetch: loaders and actions) holds a user's data: never cached. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  let headers = response.headers;
  try {
    headers.set('Cache-Control', 'no-store');
  } catch {
    // A redirect's headers are immutable: answer a copy.
    response = new Response(response.body, response);
    headers = response.headers;
    headers.set('Cache-Control', 'no-store');
  }
  recordActivity(request, headers, { isDocument: false });
  return response;
};
