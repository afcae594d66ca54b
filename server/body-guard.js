// @ts-check
/**
 * The request body's check in front of every action (decision 070), beside the cross-site check: an
 * action reads its body whole (`request.formData()`), so a body is judged by its headers before Remix reads a
 * byte of it.
 *
 * - A body without a Content-Length (chunked) answers 411: browsers send the length of every form they post.
 * - A body larger than its kind allows answers 413: a form's text (URL-encoded) 1 MB, a form with files
 *   (multipart) 100 MB (the largest form holds three 20 MB documents; each file slot's own limit is checked as
 *   the form is read), the JSON the viewer and the slide upload post 1 MB.
 * - A body of another type answers 415, and JSON only where the app takes it: an action would otherwise fail
 *   reading it as a form (a 500 with a stack in the log).
 */

export const LENGTH_REQUIRED_TEXT = 'Send the form with its length (Content-Length).';
export const TOO_LARGE_TEXT = 'The form is too large to send. Choose smaller files and try again.';
export const UNSUPPORTED_TEXT =
  'Send the form from its page: this kind of request body is not accepted here.';

const MB = 1024 * 1024;
/** The largest body of each kind an action takes, in bytes. */
export const BODY_LIMITS = { form: 1 * MB, multipart: 100 * MB, json: 1 * MB };

/**
 * The app's routes that take JSON: the viewer's annotation batches, its live consult (decision 086) and a slide
 * upload's signed URL.
 */
const JSON_PATHS = [
  /^\/viewer\/annotations$/,
  /^\/viewer\/consult$/,
  /^\/cases\/[^/]+\/subsections\/[^/]+\/slide-upload$/,
];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * @typedef {object} BodyFacts
 * @property {string} method
 * @property {string} path the URL's path
 * @property {string | undefined} [contentType]
 * @property {string | undefined} [contentLength]
 * @property {string | undefined} [transferEncoding]
 */

/**
 * The status and sentence of a refused body, or null when it may go on.
 * @param {BodyFacts} facts
 * @returns {{ status: 411 | 413 | 415, text: string } | null}
 */
export function bodyRefusal(facts) {
  if (!UNSAFE_METHODS.has(facts.method.toUpperCase())) return null;
  const length = facts.contentLength === undefined ? null : Number(facts.contentLength);
  const chunked = Boolean(facts.transferEncoding);
  if (!chunked && (length === null || length === 0)) return null; // no body: a bare POST (logout, activity)
  if (length === null || !Number.isSafeInteger(length) || length < 0)
    return { status: 411, text: LENGTH_REQUIRED_TEXT };
  const type = (facts.contentType ?? '').split(';')[0]?.trim().toLowerCase();
  const kind =
    type === 'application/x-www-form-urlencoded'
      ? 'form'
      : type === 'multipart/form-data'
        ? 'multipart'
        : type === 'application/json' && JSON_PATHS.some((pattern) => pattern.test(facts.path))
          ? 'json'
          : null;
  if (kind === null) return { status: 415, text: UNSUPPORTED_TEXT };
  if (length > BODY_LIMITS[kind]) return { status: 413, text: TOO_LARGE_TEXT };
  return null;
}

/** @param {string | string[] | undefined} value */
const single = (value) => (Array.isArray(value) ? value[0] : value);

/**
 * The check as Node middleware: the refusal in plain text, or next().
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function bodyGuard() {
  return (req, res, next) => {
    const refusal = bodyRefusal({
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://app.invalid').pathname,
      contentType: single(req.headers['content-type']),
      contentLength: single(req.headers['content-length']),
      transferEncoding: single(req.headers['transfer-encoding']),
    });
    if (!refusal) return next();
    // Not read: the connection is closed after the answer rather than drained of a body that may be huge.
    res.writeHead(refusal.status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    res.end(refusal.text);
  };
}
