/**
 * QA in the HTTP mock: one express middleware ahead of every route (slide bytes, tus, the streamed uploads and
 * MSW alike) that journals the request (./journal.ts), decides what QA does to it (./decide.ts) and does it:
 * waits, resets the connection, answers in the handler's place, expires the caller's token, or wraps the
 * answer's bytes (./transforms.ts). The QA routes (`/__mock/*`) pass untouched.
 *
 * The request then carries QA_REQUEST_HEADER (its journal id; whatever a caller sent under that name is
 * replaced), which tells the in-process QA handler (./handlers.ts) that this request has been decided already
 * and where to keep its JSON body.
 */
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import type { Decision } from './effects';
import { decide, expireToken } from './decide';
import { finishEntry, startEntry } from './journal';
import { BEARER, NAMESPACE_HEADER, namespaceOf, resolveRoute, type RequestFacts } from './matching';
import { PREFER_HEADER } from './prefer';
import { QA_TOKEN_HEADER, qaTokenMatches } from './qa-token';
import { applyTransform } from './transforms';

export const QA_REQUEST_HEADER = 'x-mock-request-id';

/** Sets a header of the mock's own on an incoming request, in `headers` and `rawHeaders` alike. */
function setOwnHeader(req: Request, name: string, value: string | null) {
  if (value === null) delete req.headers[name];
  else req.headers[name] = value;
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i]!.toLowerCase() !== name) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  if (value !== null) raw.push(name, value);
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
}

/** A reset (RST), not a polite close: the client sees ECONNRESET, as from a crashed peer. */
function resetConnection(socket: Socket) {
  const reset = (socket as Socket & { resetAndDestroy?: () => void }).resetAndDestroy;
  if (typeof reset === 'function') reset.call(socket);
  else socket.destroy();
}

const nothingToDo = (d: Decision) => !d.delayMs && !d.reset && !d.answer && !d.expireToken && !d.transform;

/** `qaToken`: the token a request's own QA header (Prefer) must come with (./decide.ts). */
export function qaMiddleware(qaToken: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const url = new URL(req.originalUrl, 'http://mock.invalid');
    if (url.pathname.startsWith('/__mock/')) {
      setOwnHeader(req, QA_REQUEST_HEADER, null);
      next();
      return;
    }
    const started = performance.now();
    const facts: RequestFacts = {
      method: req.method.toUpperCase(),
      pathname: url.pathname,
      searchParams: url.searchParams,
      route: resolveRoute(req.method, url.pathname),
      namespace: namespaceOf(req.headers[NAMESPACE_HEADER.toLowerCase()]),
      bearer: BEARER.test(req.headers.authorization ?? ''),
    };
    const entry = startEntry({
      ...facts,
      contentType: req.headers['content-type'] ?? null,
      contentLength: req.headers['content-length'] ?? null,
    });
    setOwnHeader(req, QA_REQUEST_HEADER, String(entry.id));
    res.once('finish', () => finishEntry(entry, res.statusCode, started));
    res.once('close', () => {
      if (!res.writableFinished) finishEntry(entry, null, started);
    });

    let decision: Decision;
    try {
      const withToken = qaTokenMatches(req.get(QA_TOKEN_HEADER) ?? null, qaToken);
      decision = decide(facts, req.get(PREFER_HEADER) ?? null, withToken);
    } catch (error) {
      next(error);
      return;
    }
    entry.applied = decision.applied;
    if (nothingToDo(decision)) {
      next();
      return;
    }
    apply(decision).catch(next);

    async function apply(d: Decision) {
      if (d.delayMs) await new Promise((resolve) => setTimeout(resolve, d.delayMs));
      // The client may have gone while we waited.
      if (res.destroyed || req.socket.destroyed) return;
      if (d.reset) {
        resetConnection(req.socket);
        return;
      }
      if (d.answer) {
        res.status(d.answer.status);
        for (const [name, value] of Object.entries(d.answer.headers)) res.setHeader(name, value);
        // A body the client is still sending is not read: the connection closes after the answer.
        const hasBody =
          Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
        if (hasBody && !req.complete) res.setHeader('Connection', 'close');
        res.end(d.answer.body);
        return;
      }
      if (d.expireToken) await expireToken(req.headers.authorization);
      if (d.transform) applyTransform(res, d.transform);
      next();
    }
  };
}
