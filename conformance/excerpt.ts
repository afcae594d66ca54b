/**
 * What a report keeps of a failing request's answer: the status, the headers and the start of the body —
 * bounded, so a report of many failures stays small, and with secrets redacted (tokens and passwords in JSON,
 * cookies and credentials in headers), since reports end up as CI artifacts.
 */
import type { AnswerExcerpt, Exchange } from './types';

export const EXCERPT_LIMITS = { bodyChars: 2000, headers: 40, headerChars: 300 };

export const REDACTED = '[redacted]';
/** JSON keys whose string values are never kept: token, accessToken, password, newPassword, clientSecret… */
const SECRET_KEY = /(token|password|secret)$/i;
const SECRET_HEADERS = new Set(['set-cookie', 'cookie', 'authorization', 'proxy-authorization']);

/** The value with the strings under secret keys replaced, at any depth. */
export function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && typeof item === 'string' ? REDACTED : redactJson(item),
    ]),
  );
}

/** The same for JSON that did not parse (cut, or broken): `"token": "…"` pairs by pattern. */
const redactText = (text: string) =>
  text.replace(/("\w*(?:token|password|secret)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi, `$1"${REDACTED}"`);

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit)}…` : text);

export function excerptOf(exchange: Exchange): AnswerExcerpt {
  const response = exchange.response;
  if (!response) return { error: exchange.error, headers: [], body: '', truncated: false };
  const headers = Object.entries(response.headers)
    .slice(0, EXCERPT_LIMITS.headers)
    .map(([name, value]): [string, string] => [
      name,
      SECRET_HEADERS.has(name) ? REDACTED : cut(value, EXCERPT_LIMITS.headerChars),
    ]);
  let body: string;
  if (response.json !== undefined) body = JSON.stringify(redactJson(response.json), null, 2);
  else if (response.text !== undefined) body = redactText(response.text);
  else body = response.size ? `(${response.size} bytes, not text)` : '';
  return {
    status: response.status,
    headers,
    body: body.slice(0, EXCERPT_LIMITS.bodyChars),
    truncated: body.length > EXCERPT_LIMITS.bodyChars,
    ms: response.ms,
  };
}
