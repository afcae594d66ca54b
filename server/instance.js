// @ts-check
/**
 * What one app instance among several needs in front of everything else (decision 087,
 * docs/deploy.md): its name on every answer, a health route for the load balancer, and whose X-Forwarded-For
 * it believes.
 *
 * - `APP_INSTANCE` (unset: none): the instance's name, sent as `X-App-Instance` on every answer, so an operator
 *   (and scripts/test-balanced.ts) can tell which instance answered behind a balancer. Not a secret: a name
 *   such as `app-1`, never a host's address.
 * - `GET /healthz` (and HEAD): 200 `ok` while the process serves requests. No session, no API call, no log
 *   line, never held back by the load shedder: a busy instance answers 503 to pages, not to its health check,
 *   so the balancer keeps it while it sheds a spike rather than piling its share onto the others.
 * - `APP_TRUST_PROXY` (unset: trust none): Express's 'trust proxy', so behind a balancer `req.ip` is the
 *   browser's address (passed to the API as X-Forwarded-For) and not the balancer's: `loopback`, addresses or
 *   subnets (comma-separated), a number of hops, or `true`.
 * - Server-sent events (the live relay, /live) are never compressed here: gzip holds what it is given in its
 *   window, so each event would wait for the next ones (`compressible`).
 */

export const HEALTH_PATH = '/healthz';
export const INSTANCE_HEADER = 'X-App-Instance';

/**
 * The instance's name from `APP_INSTANCE`: letters, digits, '.', '_', '-' (at most 64); anything else is a
 * configuration error, said at start.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function instanceName(value) {
  const name = value?.trim();
  if (!name) return null;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(name)) {
    throw new Error(`APP_INSTANCE must be a short name (letters, digits, '.', '_', '-'): got ${value}`);
  }
  return name;
}

/**
 * Express's 'trust proxy' value for `APP_TRUST_PROXY`; undefined leaves Express's default (trust none).
 * @param {string | undefined} value
 * @returns {boolean | number | string | undefined}
 */
export function trustProxySetting(value) {
  const setting = value?.trim();
  if (!setting) return undefined;
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

/**
 * Names the instance on every answer (a no-op without a name), and answers the health check.
 * @param {string | null} name
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function instanceFront(name) {
  return (req, res, next) => {
    if (name) res.setHeader(INSTANCE_HEADER, name);
    const path = (req.url ?? '').split('?')[0];
    if (path !== HEALTH_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': '3',
    });
    res.end(req.method === 'HEAD' ? undefined : 'ok\n');
  };
}

/**
 * Whether a response may be compressed (the `compression` middleware's filter): what its default filter says,
 * unless the response is a stream of server-sent events.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} fallback
 */
export function compressible(fallback) {
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean} */
  return (req, res) =>
    !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && fallback(req, res);
}
