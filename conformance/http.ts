/**
 * Sends the requests the checker builds: paced (`rate` per second), each with a time-out, waiting out a 429
 * whose Retry-After is short, and describing each one as a curl line with tokens as environment variables.
 */
import { isEventStream, readEventStream, type StreamReading } from './stream-read';
import type { Exchange, RequestSpec, ResponseRecord } from './types';

export interface ClientOptions {
  baseUrl: string;
  /** Tokens by role (never printed: curl lines name `$CONFORMANCE_TOKEN_<ROLE>`). */
  tokens: Map<string, string>;
  /** At most this many requests per second (0: no limit). */
  rate?: number;
  timeoutMs?: number;
  /** A 429 asking to wait at most this long is waited out and retried; longer ones are answers. */
  maxRetryWaitSeconds?: number;
  fetch?: typeof fetch;
  /** The run's account passwords: a curl line names them `$PASSWORD`, never prints them (reports are artifacts). */
  secrets?: Iterable<string>;
  /**
   * Every exchange the client completes, whoever sent it (checks, id collection, logins, sequences, rules):
   * the run judges each answer here, so none escapes the response checks.
   */
  observe?: (exchange: Exchange) => void;
  /** Awaited before each request is sent (the run keeps a resource before its first write: ./hygiene.ts). */
  before?: (spec: RequestSpec) => Promise<void>;
  /**
   * Why a request may not be sent (./harm.ts: an irreversible one naming what the run did not make): it is not
   * sent, its exchange carries `not sent: <why>` and no answer, and nothing observes it.
   */
  hold?: (spec: RequestSpec) => string | undefined;
  /** A request's time-out when it is not `timeoutMs` (an operation's documented worst case: ./harm.ts). */
  timeoutFor?: (spec: RequestSpec) => number | undefined;
  /** Requests it matches are sent from the run's own address (./client-address.ts): their curl line says so. */
  ownAddress?: { address: string; matches: (spec: RequestSpec) => boolean; fetch: typeof fetch };
}

export const INVALID_TOKEN = 'conformance-invalid-token';
export const tokenVariable = (role: string) => `CONFORMANCE_TOKEN_${role.toUpperCase().replace(/\W/g, '_')}`;

export function buildUrl(baseUrl: string, spec: RequestSpec): string {
  const path = spec.template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(spec.pathParams[name] ?? ''),
  );
  const query = new URLSearchParams(spec.query).toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** JSON text shell-quoted, each secret string in it left to the shell as `$PASSWORD`. */
function quoteJson(json: string, secrets: Iterable<string>): string {
  let quoted = shellQuote(json);
  for (const secret of secrets) {
    if (!secret) continue;
    quoted = quoted.replaceAll(JSON.stringify(secret).replaceAll("'", `'\\''`), () => `"'"$PASSWORD"'"`);
  }
  return quoted;
}

/**
 * A curl line that sends the same request; a role's token is `$CONFORMANCE_TOKEN_<ROLE>`, an account's password
 * (`secrets`) `$PASSWORD`.
 */
export function curlFor(url: string, spec: RequestSpec, secrets: Iterable<string> = []): string {
  const parts = ['curl', '-sS', '-i', '-X', spec.method, shellQuote(url)];
  if ('role' in spec.auth) parts.push('-H', `"Authorization: Bearer $${tokenVariable(spec.auth.role)}"`);
  if ('invalid' in spec.auth) parts.push('-H', shellQuote(`Authorization: Bearer ${INVALID_TOKEN}`));
  for (const [name, value] of Object.entries(spec.headers)) parts.push('-H', shellQuote(`${name}: ${value}`));
  const body = spec.body;
  if (body?.kind === 'json') {
    if (!Object.keys(spec.headers).some((h) => h.toLowerCase() === 'content-type')) {
      parts.push('-H', shellQuote('Content-Type: application/json'));
    }
    parts.push('--data-raw', quoteJson(JSON.stringify(body.value), secrets));
  } else if (body?.kind === 'multipart') {
    for (const [name, value] of Object.entries(body.fields)) parts.push('-F', shellQuote(`${name}=${value}`));
    for (const file of body.files) {
      parts.push('-F', shellQuote(`${file.field}=@${file.filename};type=${file.contentType}`));
    }
  } else if (body?.kind === 'untyped') {
    // curl would add application/x-www-form-urlencoded to --data: send no Content-Type at all.
    parts.push('-H', shellQuote('Content-Type:'), '--data-raw', quoteJson(body.text, secrets));
  }
  return parts.join(' ');
}

function init(spec: RequestSpec, tokens: Map<string, string>): RequestInit {
  const headers = new Headers(spec.headers);
  if ('role' in spec.auth) headers.set('Authorization', `Bearer ${tokens.get(spec.auth.role) ?? ''}`);
  if ('invalid' in spec.auth) headers.set('Authorization', `Bearer ${INVALID_TOKEN}`);
  let body: BodyInit | undefined;
  if (spec.body?.kind === 'json') {
    if (!headers.has('content-type')) headers.set('Content-Type', 'application/json');
    body = JSON.stringify(spec.body.value);
  } else if (spec.body?.kind === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(spec.body.fields)) form.append(name, value);
    for (const file of spec.body.files) {
      form.append(
        file.field,
        new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }),
        file.filename,
      );
    }
    body = form;
  } else if (spec.body?.kind === 'untyped') {
    // Bytes carry no Content-Type of their own (a string would be sent as text/plain).
    body = new TextEncoder().encode(spec.body.text);
  }
  return { method: spec.method, headers, body, redirect: 'manual' };
}

const TEXTUAL = /^(application\/(.+\+)?(json|xml)|text\/)/i;

async function record(response: Response, started: number, reading?: StreamReading): Promise<ResponseRecord> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  if (isEventStream(response)) {
    // Never ends: read for a window (./stream-read.ts); its time is the time to the headers.
    const ms = Date.now() - started;
    const { text, frames, size } = await readEventStream(response.body!, reading);
    return { status: response.status, headers, text, frames, size, ms };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = headers['content-type'] ?? '';
  const text = TEXTUAL.test(type) || !type ? new TextDecoder().decode(bytes) : undefined;
  let json: unknown;
  if (text !== undefined && text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers, text, json, size: bytes.length, ms: Date.now() - started };
}

/** What AbortSignal.timeout aborts with, for a time-out of our own. */
const timeoutReason = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createClient(options: ClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const interval = options.rate ? 1000 / options.rate : 0;
  let nextSlot = 0;
  let count = 0;

  async function pace() {
    if (!interval) return;
    const now = Date.now();
    const wait = nextSlot - now;
    nextSlot = Math.max(now, nextSlot) + interval;
    if (wait > 0) await sleep(wait);
  }

  const observed = (exchange: Exchange) => {
    options.observe?.(exchange);
    return exchange;
  };

  /** Sends a request; an event stream is read for a window (`reading`: a rule's own), then closed. */
  async function send(spec: RequestSpec, reading?: StreamReading): Promise<Exchange> {
    const url = buildUrl(options.baseUrl, spec);
    const held = options.hold?.(spec);
    if (held)
      return { request: spec, url, curl: curlFor(url, spec, options.secrets), error: `not sent: ${held}` };
    await options.before?.(spec);
    const timeoutMs = options.timeoutFor?.(spec) ?? options.timeoutMs ?? 10_000;
    const own = options.ownAddress?.matches(spec) ? options.ownAddress : undefined;
    const curl = own
      ? curlFor(url, spec, options.secrets).replace(/^curl /, `curl --interface ${own.address} `)
      : curlFor(url, spec, options.secrets);
    for (let attempt = 0; ; attempt++) {
      await pace();
      count++;
      const started = Date.now();
      const close = new AbortController();
      // A stream a rule keeps open longer than a request may take (`untimed`) is timed to its headers only.
      const headersDue = new AbortController();
      const due = reading?.untimed
        ? setTimeout(() => headersDue.abort(timeoutReason()), timeoutMs)
        : undefined;
      const limit = due ? headersDue.signal : AbortSignal.timeout(timeoutMs);
      try {
        const response = await (own?.fetch ?? doFetch)(url, {
          ...init(spec, options.tokens),
          signal: AbortSignal.any([limit, close.signal]),
        });
        clearTimeout(due);
        const answer = await record(response, started, reading);
        // A stream read for its window is closed; any other answer was read to its end (aborting it anyway
        // made an AbortError, stack and all, for every request: about a second of a whole run's CPU).
        if (answer.frames) close.abort();
        const retryAfter = Number(answer.headers['retry-after']);
        if (
          answer.status === 429 &&
          attempt < 2 &&
          Number.isFinite(retryAfter) &&
          retryAfter <= (options.maxRetryWaitSeconds ?? 5)
        ) {
          await sleep(Math.max(retryAfter, 0.1) * 1000);
          continue;
        }
        // A stream's curl line stops by itself, printing the frames as they come.
        const streamed = answer.frames ? curl.replace(/^curl -sS -i /, 'curl -sS -i -N --max-time 5 ') : curl;
        return observed({ request: spec, url, response: answer, curl: streamed });
      } catch (error) {
        clearTimeout(due);
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return observed({ request: spec, url, error: reason, curl });
      }
    }
  }

  return { send, requests: () => count, baseUrl: options.baseUrl, tokens: options.tokens };
}

export type Client = ReturnType<typeof createClient>;
