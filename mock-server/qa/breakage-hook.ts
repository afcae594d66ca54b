/**
 * The one hook through which a deliberate breakage (./breakages.ts) reaches the HTTP mock: an express middleware
 * ahead of every route (slide bytes, uploads and MSW alike). For the requests a breakage names it can
 *   - drop the connection without an answer, or answer late,
 *   - rewrite the request before the handlers see it (headers, query, JSON body),
 *   - answer in the handler's place, or
 *   - rewrite the handler's answer (status, headers, JSON body) before it leaves: `writeHead`, `write` and `end`
 *     are held until the answer is complete.
 * Every other request passes untouched. The handlers know nothing of breakages.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { CheckName } from '../../conformance/types';
import { operations, type OperationId, sameStatus } from '../../contracts';
import { bodyLimitOf, bodyTooLarge } from '../http/body-limit';
import { LITERAL_PATHS } from '../http/operation';
import { declaresMoreThan, sendWebResponse } from '../http/web-request';
import { db } from '../store/db';

/** What a breakage sees of a request, and may change before the handlers see it. */
export interface BrokenRequest {
  method: string;
  pathname: string;
  /** The contract's operation the method and path reach (null: a method the path does not document). */
  operationId: OperationId | null;
  /** The path's values by the template's names. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Lower-cased names; set a value to undefined to remove the header. */
  headers: Record<string, string | undefined>;
  /** The body read as JSON (only for a breakage with `request` or `readsBody` on an operation with a JSON body). */
  body?: unknown;
  /** The body as text when it is not JSON (a form), for a breakage with `request` or `readsBody`. */
  text?: string;
}

/** An answer of a breakage's own, or a handler's answer as a breakage may change it. */
export interface BrokenAnswer {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  /** The body parsed, when it is JSON; change it (or replace it) to change what is sent. */
  json?: unknown;
  /** The bytes, when the body is not JSON (or to send instead of `json`). */
  body?: Buffer;
}

export interface BreakageEffect {
  /** Which requests: the operation, or (for methods a path does not document) the path and its other methods. */
  operationId?: OperationId;
  undocumentedOn?: string;
  /** Or paths outside the contract (the FHIR API, the tus upload URLs), by pattern and method. */
  outside?: { path: RegExp; methods?: readonly string[] };
  /** Only when this says so (after any request rewrite). */
  when?: (request: BrokenRequest) => boolean;
  drop?: boolean;
  /** Answer this much later (after any request rewrite, before the rest). */
  delayMs?: number;
  /** May be async (a change to the store first): the handlers see the request once it has settled. */
  request?: (request: BrokenRequest) => void | Promise<void>;
  /** Reads the body (`body`, or `text`) for `response` without rewriting the request (implied by `request`). */
  readsBody?: boolean;
  answer?: (request: BrokenRequest) => BrokenAnswer;
  response?: (answer: BrokenAnswer, request: BrokenRequest) => BrokenAnswer | void;
  /** Rewrites each text a streamed answer writes, as it is written (an event stream never completes). */
  streamWrite?: (text: string) => string;
}

/** One deliberate breakage (./breakages.ts). */
export interface Breakage {
  name: string;
  /** What the broken mock does, in a sentence. */
  breaks: string;
  /** The conformance check that must catch it. */
  check: CheckName;
  /** The targeted run: these operations (and `maxExamples` valid and broken requests each). */
  operations: OperationId[];
  maxExamples?: number;
  /** Options of that run beyond its check and operations (an opt-in check's limit). */
  options?: { maxResponseTimeMs?: number; probeLimits?: boolean; heartbeatSeconds?: number };
  /**
   * Settings of the mock (environment variables) its run needs, where the tests' own would hide the fault (they
   * allow the loopback for interfaces): set while its mock runs, then put back.
   */
  settings?: Record<string, string>;
  /** The hook's effects, made afresh for each app (some keep what they saw). */
  effects: () => BreakageEffect[];
}

export type Data = Record<string, unknown>;
export const dataOf = (answer: BrokenAnswer) => (answer.json as { data?: Data } | undefined)?.data;
export const succeeded = (answer: BrokenAnswer) => answer.status >= 200 && answer.status < 300;

/** Changes a 2xx JSON answer's `data` in place. */
export const onData =
  (change: (data: Data) => void) =>
  (answer: BrokenAnswer): BrokenAnswer | void => {
    const data = dataOf(answer);
    if (succeeded(answer) && data && typeof data === 'object') change(data);
  };

/** The error envelope of the contract. */
export const envelope = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
): BrokenAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  json: { isSuccess: false, message, data: null, error: null, details: null },
});

/** A success envelope of the contract. */
export const success = (status: number, data: unknown): BrokenAnswer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  json: { isSuccess: true, message: null, data, error: null, details: null },
});

const templates = Object.entries(operations).map(([operationId, op]) => ({
  operationId: operationId as OperationId,
  method: op.method.toUpperCase(),
  path: op.path,
  names: [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
  pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)')}$`),
}));

/** The contract's path template a pathname is (a literal path wins over a template), its values and operation. */
export function resolvePath(method: string, pathname: string) {
  const literal = LITERAL_PATHS.has(pathname);
  const onPath = templates.filter((t) => (literal ? t.path === pathname : t.pattern.test(pathname)));
  if (!onPath.length) return undefined;
  const template = onPath.find((t) => t.method === method.toUpperCase()) ?? onPath[0]!;
  const values = template.pattern.exec(pathname)!.slice(1);
  const params = Object.fromEntries(template.names.map((name, i) => [name, safeDecode(values[i]!)]));
  const operation = onPath.find((t) => t.method === method.toUpperCase());
  return { path: template.path, params, operationId: operation?.operationId ?? null };
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matches(
  effect: BreakageEffect,
  resolved: ReturnType<typeof resolvePath>,
  method: string,
  pathname: string,
) {
  if (effect.outside)
    return (
      resolved?.operationId == null &&
      effect.outside.path.test(pathname) &&
      (!effect.outside.methods || effect.outside.methods.includes(method.toUpperCase()))
    );
  if (!resolved) return false;
  if (effect.operationId) return resolved.operationId === effect.operationId;
  return resolved.path === effect.undocumentedOn && resolved.operationId === null;
}

/** The token of a live session of a user with this role (or of anyone), for the breakages that ignore auth. */
export function someSessionToken(role?: string): string | undefined {
  const now = Date.now();
  for (const session of db.sessions.findMany()) {
    if (Date.parse(session.expiresAt) <= now) continue;
    const user = db.users.findFirst((q) => q.where({ id: session.userId }));
    if (user && !sameStatus(user.status, 'Deactivated') && (!role || user.role === role))
      return session.token;
  }
  return undefined;
}

/** The user a bearer token belongs to, if any session holds it. */
export function sessionUser(authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const session = token ? db.sessions.findFirst((q) => q.where({ token })) : undefined;
  return session ? db.users.findFirst((q) => q.where({ id: session.userId })) : undefined;
}

const isJson = (type: string | undefined) => /^application\/([\w.-]+\+)?json\b/i.test(type ?? '');

/** The whole body, or null as soon as more than `maxBytes` has arrived (the rest is left unread). */
async function readAll(req: Request, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let received = 0;
  // Stopping early must not destroy the request: the 413 goes out on its socket.
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    received += bytes.length;
    if (received > maxBytes) {
      req.pause();
      return null;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

function send(res: Response, answer: BrokenAnswer, end: (body?: Buffer) => void) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  const noBody = answer.status === 204 || answer.status === 304;
  const body = noBody
    ? undefined
    : answer.json !== undefined
      ? Buffer.from(JSON.stringify(answer.json))
      : answer.body;
  if (body) res.setHeader('content-length', String(body.length));
  else res.removeHeader('content-length');
  end(body);
}

/** Holds the handler's answer until it is complete, lets `change` rewrite it, then sends it. */
export function holdAnswer(res: Response, change: (answer: BrokenAnswer) => BrokenAnswer) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  // Node's own `end` writes the head through `writeHead`: the originals are back before the answer is sent.
  const end = (body?: Buffer) => {
    Object.assign(res, original);
    res.end(body);
  };
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            chunk as string,
            typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined,
          ),
    );
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const headers = rest.find((r) => r && typeof r === 'object') as
      OutgoingHttpHeaders | string[] | undefined;
    if (Array.isArray(headers))
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
    else if (headers)
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value);
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, encoding?: unknown, done?: unknown) => {
    keep(chunk, encoding);
    const callback = [encoding, done].find((a): a is () => void => typeof a === 'function');
    if (callback) process.nextTick(callback);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    keep(chunk, encoding);
    const body = Buffer.concat(chunks);
    const headers = Object.fromEntries(
      Object.entries(res.getHeaders()).map(([name, value]) => [
        name.toLowerCase(),
        Array.isArray(value) ? value.join(', ') : String(value),
      ]),
    );
    let answer: BrokenAnswer = { status: res.statusCode, headers, body };
    if (isJson(headers['content-type']) && body.length) {
      try {
        answer = { ...answer, json: JSON.parse(body.toString('utf8')), body: undefined };
      } catch {
        // Not JSON after all: the bytes stay as they are.
      }
    }
    send(res, change(answer), end);
    return res;
  }) as typeof res.end;
}

/** Passes each write of a streamed answer through `change` (a write it empties is not sent). */
function rewriteWrites(res: Response, change: (text: string) => string) {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const text = change(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk));
    return text ? write(text, ...rest) : true;
  }) as typeof res.write;
}

/** The express middleware applying one breakage's effects. */
export function breakageMiddleware(effects: BreakageEffect[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const url = new URL(req.url, 'http://mock.invalid');
    const resolved = resolvePath(req.method, url.pathname);
    const effect = effects.find((e) => matches(e, resolved, req.method, url.pathname));
    if (!effect) {
      next();
      return;
    }
    const request: BrokenRequest = {
      method: req.method.toUpperCase(),
      pathname: url.pathname,
      operationId: resolved?.operationId ?? null,
      params: resolved?.params ?? {},
      query: url.searchParams,
      headers: { ...(req.headers as IncomingHttpHeaders as Record<string, string | undefined>) },
    };
    apply().catch(next);

    async function apply() {
      if (effect!.request || effect!.readsBody) {
        const hasBody =
          !['GET', 'HEAD'].includes(request.method) &&
          !/multipart/i.test(request.headers['content-type'] ?? '');
        // Bounded as the handlers' bodies are (../http/body-limit.ts): a body past it is refused, not read.
        const limit = bodyLimitOf(request.method, request.pathname);
        const raw = !hasBody
          ? undefined
          : declaresMoreThan(req, limit.maxBytes)
            ? null
            : await readAll(req, limit.maxBytes);
        if (raw === null) {
          await sendWebResponse(req, res, bodyTooLarge(limit), 0);
          return;
        }
        if (raw?.length) {
          try {
            request.body = JSON.parse(raw.toString('utf8'));
          } catch {
            request.body = undefined;
            request.text = raw.toString('utf8');
          }
        }
        const before = { headers: JSON.stringify(request.headers), query: request.query.toString() };
        await effect!.request?.(request);
        if (JSON.stringify(request.headers) !== before.headers) {
          for (const [name, value] of Object.entries(request.headers)) {
            if (value === undefined) delete req.headers[name];
            else req.headers[name] = value;
          }
        }
        if (request.query.toString() !== before.query) {
          const query = request.query.toString();
          req.url = `${url.pathname}${query ? `?${query}` : ''}`;
          // Express parsed the query before this hook: its own routes (slide bytes) read the rewritten one too.
          (req as { query: unknown }).query = Object.fromEntries(request.query);
        }
        // The stream is spent: the handlers then get `req.body` (../http/web-request.ts).
        if (raw) {
          delete req.headers['content-length'];
          req.body = request.body === undefined ? raw.toString('utf8') : request.body;
        }
      }
      if (effect!.when && !effect!.when(request)) {
        next();
        return;
      }
      if (effect!.delayMs) await new Promise((resolve) => setTimeout(resolve, effect!.delayMs));
      if (effect!.drop) {
        req.socket.destroy();
        return;
      }
      if (effect!.answer) {
        send(res, effect!.answer(request), res.end.bind(res) as (body?: Buffer) => void);
        return;
      }
      if (effect!.response) {
        const change = effect!.response;
        holdAnswer(res, (answer) => change(answer, request) ?? answer);
      }
      if (effect!.streamWrite) rewriteWrites(res, effect!.streamWrite);
      next();
    }
  };
}
