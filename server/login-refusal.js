// @ts-check
/**
 * A login the app server sheds (./load-shed.js, decision 072) is answered with the login page itself, not the
 * bare busy page: the form, the e-mail that was sent, 'Too many people are signing in right now. Try again in a
 * few seconds.' under it as the login's other refusals show, 503 and Retry-After. A data request (`/login.data`,
 * the page's own script) gets the same refusal as the action's result, which the page shows under its form.
 *
 * Rendering the page per refusal would cost what shedding saves (a few ms of CPU each, against microseconds for
 * a static answer), so the login route renders both answers once, on the first shed login (the load context's
 * LOGIN_SHED flag: app/features/auth/login.server.ts answers it without asking the API), and each refusal is a
 * copy: the page with a fresh nonce in place of the rendered one (in the page and its Content-Security-Policy)
 * and the e-mail written into the e-mail field, HTML-escaped. If the render fails, shed logins get the bare page.
 */
import { randomBytes } from 'node:crypto';
import { escapeHtml } from './busy.js';
import { answerBusy } from './load-shed.js';

/** The load context's flag that asks the login route for a shed login's answer. */
export const LOGIN_SHED = 'loginShed';

/** A login form is a few hundred bytes: a larger body, or one slower than FORM_WAIT_MS, is not read. */
const FORM_BYTES = 4 * 1024;
const FORM_WAIT_MS = 1_000;
/** The rendered page's headers a copy keeps (the document's security headers). */
const PAGE_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
];

/**
 * @typedef {object} LoginTemplates
 * @property {{ before: string[], after: string[], headers: Record<string, string[]>, contentType: string }} page
 *   the page split where the e-mail goes, each part split again at the rendered nonce
 * @property {{ body: string, contentType: string, headers: Record<string, string> }} data
 */

/**
 * The page as a template: where the e-mail's `value` goes (in the e-mail field's tag) and where the nonce is.
 * @param {string} html
 * @param {Headers} headers
 * @returns {LoginTemplates['page']}
 */
export function pageTemplate(html, headers) {
  const policy = headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const field = /<input\b[^>]*\bname="email"[^>]*?(?=\/?>)/.exec(html);
  if (!nonce || !field || /\bvalue="/.test(field[0]))
    throw new Error('The login page has no nonce or no empty e-mail field to fill.');
  const at = field.index + field[0].length;
  /** @type {Record<string, string[]>} */
  const kept = {};
  for (const name of PAGE_HEADERS) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value.split(nonce);
  }
  return {
    before: html.slice(0, at).split(nonce),
    after: html.slice(at).split(nonce),
    headers: kept,
    contentType: headers.get('content-type') ?? 'text/html; charset=utf-8',
  };
}

/**
 * A copy of the page for one refusal: a fresh nonce, and `email` in the e-mail field.
 * @param {LoginTemplates['page']} page
 * @param {string} email
 */
export function pageCopy(page, email) {
  const nonce = randomBytes(16).toString('base64');
  const value = email ? ` value="${escapeHtml(email)}"` : '';
  return {
    body: page.before.join(nonce) + value + page.after.join(nonce),
    headers: Object.fromEntries(
      Object.entries(page.headers).map(([name, parts]) => [name, parts.join(nonce)]),
    ),
  };
}

/**
 * Both answers rendered once by the login route (`render`: Remix's request handler).
 * @param {(request: Request, context: Record<string, unknown>) => Promise<Response>} render
 * @returns {Promise<LoginTemplates>}
 */
async function renderTemplates(render) {
  const post = (/** @type {string} */ path) =>
    render(
      new Request(`http://app.invalid${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: '',
      }),
      { clientAddress: null, [LOGIN_SHED]: true },
    );
  const [page, data] = await Promise.all([post('/login'), post('/login.data')]);
  if (page.status !== 503 || data.status !== 503)
    throw new Error(`The login route answered a shed login ${page.status} and ${data.status}, not 503.`);
  return {
    page: pageTemplate(await page.text(), page.headers),
    data: {
      body: await data.text(),
      contentType: data.headers.get('content-type') ?? 'text/x-script',
      headers: { 'X-Remix-Response': data.headers.get('x-remix-response') ?? 'yes' },
    },
  };
}

/**
 * The e-mail of a login form posted in `req` (URL-encoded, at most FORM_BYTES), or '' when there is none to
 * read in time; the body is read whole either way, unless it is too large to.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
function sentEmail(req) {
  const length = Number(req.headers['content-length'] ?? 0);
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' || !(length > 0 && length <= FORM_BYTES))
    return Promise.resolve('');
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const done = (/** @type {string} */ email) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onEnd).off('close', onEnd);
      resolve(email);
    };
    const onData = (/** @type {Buffer} */ chunk) => chunks.push(chunk);
    const onEnd = () => {
      const body = Buffer.concat(chunks);
      done(body.length === length ? (new URLSearchParams(body.toString('utf8')).get('email') ?? '') : '');
    };
    const timer = setTimeout(() => done(''), FORM_WAIT_MS);
    req.on('data', onData).once('end', onEnd).once('error', onEnd).once('close', onEnd);
  });
}

/**
 * The refusal of a shed login.
 * @param {(request: Request, context: Record<string, unknown>) => Promise<Response>} render Remix's request
 *   handler for the build
 */
export function loginRefusal(render) {
  /** @type {Promise<LoginTemplates | null> | undefined} */
  let templates;
  const load = () =>
    (templates ??= renderTemplates(render).catch((error) => {
      console.error(`Shed logins get the bare busy page: ${error instanceof Error ? error.message : error}`);
      return null;
    }));

  return {
    /**
     * Whether `req` is a login: the form posted to /login, or the page's own data request for it.
     * @param {import('node:http').IncomingMessage} req
     */
    handles(req) {
      const pathname = (req.url ?? '/').split('?')[0];
      return req.method === 'POST' && (pathname === '/login' || pathname === '/login.data');
    },
    /**
     * Answers a shed login; `otherwise` when the login page could not be rendered.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} otherwise
     */
    async refuse(req, res, otherwise) {
      const data = (req.url ?? '').split('?')[0] === '/login.data';
      const [ready, email] = await Promise.all([load(), data ? '' : sentEmail(req)]);
      if (res.headersSent || res.destroyed) return;
      if (!ready) return otherwise();
      if (data) {
        const { body, contentType, headers } = ready.data;
        answerBusy(req, res, { contentType, body, headers });
        return;
      }
      const copy = pageCopy(ready.page, email);
      answerBusy(req, res, { contentType: ready.page.contentType, body: copy.body, headers: copy.headers });
    },
  };
}
