/**
 * The slide files' byte ranges and revalidation, the pure part (./slide-bytes.ts sends): what each answer must be
 * for a satisfiable Range (206, `Content-Range: bytes first-last/size` naming the range asked, that many bytes), a
 * Range past the end (416 with `Content-Range: bytes *\/size`) and the ETag sent back in `If-None-Match` (304 with no
 * body), as RFC 9110 (sections 14.4, 15.5.17, 13.1.2 and 15.4.5) and the contract word them.
 */
import { describeExchange } from '../checks/response';
import type { Exchange, Verdict } from '../types';

/** The first bytes asked for: small, so a server that ignores Range (200, the whole file) costs little more. */
export const FIRST_RANGE = { first: 0, last: 1023 } as const;

const limited = (exchange: Exchange) => !exchange.response || exchange.response.status === 429;

/** A `Content-Range` of a 206: its first and last byte and the size, or undefined when it is not one. */
export function readContentRange(
  header: string | undefined,
): { first: number; last: number; size: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [first, last, size] = match.slice(1).map(Number) as [number, number, number];
  return first <= last && last < size ? { first, last, size } : undefined;
}

/**
 * `Range: bytes=first-last` answered: 206, a Content-Range of that range (cut at the end of a shorter file) and
 * a body of its length. The size it names, for the next request, when it passes.
 */
export function rangeVerdict(
  exchange: Exchange,
  asked: { first: number; last: number },
): { verdict: Verdict; size?: number } {
  if (limited(exchange)) return { verdict: null };
  const response = exchange.response!;
  const expected = `206 with Content-Range bytes ${asked.first}-${asked.last}/size (or up to the last byte of a shorter file) and that many bytes, for Range: bytes=${asked.first}-${asked.last}`;
  const range = readContentRange(response.headers['content-range']);
  const fits =
    range !== undefined &&
    range.first === asked.first &&
    range.last === Math.min(asked.last, range.size - 1) &&
    response.size === range.last - range.first + 1;
  if (response.status === 206 && fits) return { verdict: { pass: true }, size: range.size };
  const header = response.headers['content-range'];
  const seen = `${describeExchange(exchange)}${header ? `, Content-Range ${header}` : ', no Content-Range'}`;
  return { verdict: { pass: false, expected, seen } };
}

/** `Range: bytes=size-` (the first byte past the end) answered: 416 with `Content-Range: bytes *\/size`. */
export function pastEndVerdict(exchange: Exchange, size: number): Verdict {
  if (limited(exchange)) return null;
  const response = exchange.response!;
  const header = response.headers['content-range'];
  if (response.status === 416 && header?.trim() === `bytes */${size}`) return { pass: true };
  return {
    pass: false,
    expected: `416 with Content-Range bytes */${size}, for Range: bytes=${size}- (past the end of a ${size}-byte file)`,
    seen: `${describeExchange(exchange)}${header ? `, Content-Range ${header}` : ', no Content-Range'}`,
  };
}

/** The answer's ETag sent back in `If-None-Match`: 304 with no body. */
export function notModifiedVerdict(exchange: Exchange, etag: string): Verdict {
  if (limited(exchange)) return null;
  const response = exchange.response!;
  if (response.status === 304 && response.size === 0) return { pass: true };
  return {
    pass: false,
    expected: `304 with no body, for If-None-Match: ${etag} (the ETag it answered)`,
    seen: describeExchange(exchange),
  };
}
