// @ts-check
/**
 * The cross-site request check in front of every action (docs/decisions/018-cross-site-check-in-the-server.md).
 * A POST (PUT, PATCH, DELETE) that a browser sent from another site answers 403 before Remix sees it, so no
 * action runs and nothing changes. It sits in the HTTP server, not in Remix: Remix 2 runs actions before any
 * hook of ours, and its own origin check answers a bare 500 (and skips resource routes such as /logout).
 */

export const FORBIDDEN_TEXT = 'Error 403: Forbidden. You do not have permission to perform this action.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * @typedef {object} RequestFacts
 * @property {string} method
 * @property {string | undefined} [secFetchSite] the browser's own verdict (Sec-Fetch-Site)
 * @property {string | undefined} [origin]
 * @property {string | undefined} [referer]
 * @property {string | undefined} [host] the host the request was sent to (X-Forwarded-Host, else Host)
 * @property {readonly string[]} [allowedOrigins] APP_ORIGINS: the app's public origins, when configured
 */

/** @param {string} value */
function originOf(value) {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url;
  } catch {
    return null;
  }
}

/**
 * Why a request must be refused, or null when it may go on. Browsers say where a request comes from in
 * Sec-Fetch-Site; without it (older browsers) the Origin, else the Referer, must name this app. A request
 * with none of the three comes from no browser page, so it carries no one's cookies by accident.
 * @param {RequestFacts} facts
 * @returns {string | null}
 */
export function crossSiteRefusal(facts) {
  if (!UNSAFE_METHODS.has(facts.method.toUpperCase())) return null;
  const site = facts.secFetchSite?.toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return `Sec-Fetch-Site: ${site}`;

  const claimed = facts.origin ?? facts.referer;
  if (claimed === undefined) return null;
  if (facts.origin === 'null') return 'Origin: null';
  const from = originOf(claimed);
  if (!from) return `unreadable ${facts.origin ? 'Origin' : 'Referer'}`;
  const allowed = facts.allowedOrigins ?? [];
  if (allowed.length ? allowed.includes(from.origin) : from.host === facts.host) return null;
  return `${facts.origin ? 'Origin' : 'Referer'} ${from.origin} is not this app`;
}

/** @param {string | string[] | undefined} value */
const single = (value) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
/** The first entry of a list header (a proxy chain's X-Forwarded-Host). @param {string | string[] | undefined} value */
const firstOfList = (value) => single(value)?.split(',')[0]?.trim() || undefined;

/** APP_ORIGINS: comma-separated public origins of the app (e.g. https://app.example.com); empty: the Host. */
export function allowedOriginsFromEnv(value = process.env.APP_ORIGINS) {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * The check as Node middleware (Express, and Vite's dev server): 403 with the catalogue's sentence, or next().
 * @param {{ allowedOrigins?: readonly string[] }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function crossSiteGuard(options = {}) {
  const allowedOrigins = options.allowedOrigins ?? allowedOriginsFromEnv();
  return (req, res, next) => {
    const refusal = crossSiteRefusal({
      method: req.method ?? 'GET',
      secFetchSite: single(req.headers['sec-fetch-site']),
      origin: single(req.headers.origin),
      referer: single(req.headers.referer),
      host: firstOfList(req.headers['x-forwarded-host']) ?? single(req.headers.host),
      allowedOrigins,
    });
    if (!refusal) return next();
    // The request body is not read: drain it so the connection can be reused, then refuse.
    req.resume();
    res.writeHead(403, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Refused-Because': refusal.replace(/[^\x20-\x7e]/g, '?'),
    });
    res.end(FORBIDDEN_TEXT);
  };
}
