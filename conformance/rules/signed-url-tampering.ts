/**
 * The pure parts of signed_url_integrity: reading `x-signed-url` (the operation that issues the URL, the
 * parameters holding its signature and its expiry, the status that refuses it), the ways a signed URL is
 * tampered with, and the verdict on what each answered.
 */
import { describeResponse } from '../checks/response';
import type { Exchange, Verdict } from '../types';
import { isRecord, stringFields } from './extension';

export const SIGNED_URL_EXTENSION = 'x-signed-url';

export interface SignedUrl {
  issuedBy: string;
  signature: string;
  expires: string;
  refusal: number;
}

export function readSignedUrl(raw: unknown): SignedUrl | string {
  const fields = stringFields(raw, ['issuedBy', 'signature', 'expires'] as const, SIGNED_URL_EXTENSION);
  if (typeof fields === 'string') return fields;
  const refusal = isRecord(raw) ? raw.refusal : undefined;
  if (!Number.isInteger(refusal) || (refusal as number) < 400 || (refusal as number) > 499)
    return `${SIGNED_URL_EXTENSION}.refusal is not a 4xx status`;
  return { ...fields, refusal: refusal as number };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The text with the character at `index` (from the end when negative) replaced by another of base64url's. */
export function changeCharacter(text: string, index: number): string {
  if (!text) return 'A';
  const at = ((index % text.length) + text.length) % text.length;
  const current = text[at]!;
  const position = ALPHABET.indexOf(current);
  const other = ALPHABET[(position < 0 ? 0 : position + 1) % ALPHABET.length]!;
  return `${text.slice(0, at)}${other}${text.slice(at + 1)}`;
}

export interface Tampering {
  /** How the URL was changed, for the report. */
  what: string;
  /** The URL's values with the change. */
  values: Record<string, string>;
}

/**
 * The ways the URL `values` (its path and query values) is tampered with: its signature changed at its end and
 * at its start, another route's signature for the same slide (`others`, when one differs), an expiry in the past
 * and a later expiry, each with the signature as issued. `now` in seconds since the epoch.
 */
export function tamperings(
  values: Record<string, string>,
  rule: SignedUrl,
  now: number,
  others: string[] = [],
): Tampering[] {
  const signature = values[rule.signature] ?? '';
  const expires = Number(values[rule.expires]);
  const withValue = (name: string, value: string) => ({ ...values, [name]: value });
  const out: Tampering[] = [
    {
      what: 'its signature with the last character changed',
      values: withValue(rule.signature, changeCharacter(signature, -1)),
    },
    {
      what: 'its signature with the first character changed',
      values: withValue(rule.signature, changeCharacter(signature, 0)),
    },
  ];
  const other = others.find((candidate) => candidate && candidate !== signature);
  if (other)
    out.push({
      what: "another route's signature for the same slide and expiry",
      values: withValue(rule.signature, other),
    });
  if (Number.isFinite(expires)) {
    const past = Math.max(0, Math.min(expires, now) - 3600);
    out.push({
      what: 'an expiry an hour past, with the signature as issued',
      values: withValue(rule.expires, String(past)),
    });
    out.push({
      what: 'its expiry an hour later, with the signature as issued',
      values: withValue(rule.expires, String(expires + 3600)),
    });
  }
  return out;
}

const inconclusive = (exchange: Exchange) =>
  !exchange.response || exchange.response.status === 429 || exchange.response.status >= 500;

/** A tampered URL: refused with the declared status, never answered (nor any other way). */
export function tamperedVerdict(exchange: Exchange, what: string, refusal: number): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status === refusal) return { pass: true };
  return {
    pass: false,
    expected: `${refusal} for the signed URL with ${what}`,
    seen: describeResponse(response),
  };
}

/** Whether the URL as issued answered (so its tampered copies say something). */
export const answered = (exchange: Exchange) =>
  !!exchange.response && (exchange.response.status < 300 || exchange.response.status === 304);
