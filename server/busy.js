// @ts-check
/**
 * What the app server answers a request it sheds (./load-shed.js, decision 072): 503 with Retry-After, in the
 * words of the app's own error page (app/components/layout/route-error-page.tsx): a small static page for a
 * document, and for a data request (`*.data`, Remix's single fetch) the error Remix's client shows in that page's
 * error boundary, encoded as Remix encodes it (turbo-stream), so a click during a spike says so where the page
 * would be instead of failing to decode.
 */
import { answerBusy } from './load-shed.js';

export const BUSY_TEXT = 'The server is busy. Please try again in a moment.';
/** The heading of the app's error page for a page that could not be loaded. */
const HEADING = 'This page could not be loaded';

/** Text as HTML that shows it, never runs it. @param {string} text */
export const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) =>
      /** @type {Record<string, string>} */ ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&#39;',
      })[c] ?? c,
  );

/**
 * The page a shed document request gets: the error page's heading, status and sentence, 'Try again' (the same
 * address) and the home page.
 * @param {string} url the request's path and query
 */
export function busyDocument(url) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PathBridge</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1rem;color:#0f172a}main{max-width:42rem;margin:0 auto}a{color:#1d4ed8}</style>
</head>
<body>
<main>
<h1>${HEADING}</h1>
<p><strong>Error 503</strong></p>
<p>${escapeHtml(BUSY_TEXT)}</p>
<p><a href="${escapeHtml(url.startsWith('/') && !url.startsWith('//') ? url : '/')}">Try again</a> · <a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}

/**
 * A single-fetch answer (turbo-stream, as @remix-run/server-runtime writes it) holding a 503 error response:
 * for an action, its one result; for loaders, every route's, so whichever routes the page loads find theirs.
 * @param {{ action: boolean, routeIds: readonly string[] }} request
 */
export function busyData({ action, routeIds }) {
  // turbo-stream's flat form: the values by index, the first the answer; an object's keys as `_<index of the
  // key>`; a plugin's value as [name, ...indexes], which the client turns into an ErrorResponse.
  const error = ['ErrorResponse', 3, 4, 5];
  const values = [BUSY_TEXT, 503, 'Service Unavailable'];
  if (action) return `${JSON.stringify([{ _1: 2 }, 'error', error, ...values])}\n`;
  // Every route's result is one shared { error } (index 1).
  const first = 7;
  const top = Object.fromEntries(routeIds.map((_, i) => [`_${first + i}`, 1]));
  return `${JSON.stringify([top, { _2: 3 }, 'error', ['ErrorResponse', 4, 5, 6], ...values, ...routeIds])}\n`;
}

/**
 * The refusal for the app's load shedder: a login's own (./login-refusal.js: the login page with its sentence),
 * else the data answer for a single-fetch request, else the page.
 * @param {readonly string[]} routeIds the build's routes (build.routes' keys)
 * @param {ReturnType<typeof import('./login-refusal.js').loginRefusal>} [login]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function refuseBusy(routeIds, login) {
  return (req, res) => {
    if (login?.handles(req)) {
      void login.refuse(req, res, () => refuseBusy(routeIds)(req, res));
      return;
    }
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    if (pathname.endsWith('.data')) {
      const action = !['GET', 'HEAD'].includes(req.method ?? 'GET');
      answerBusy(req, res, {
        contentType: 'text/x-script',
        headers: { 'X-Remix-Response': 'yes' },
        body: busyData({ action, routeIds }),
      });
      return;
    }
    answerBusy(req, res, { contentType: 'text/html; charset=utf-8', body: busyDocument(url) });
  };
}
