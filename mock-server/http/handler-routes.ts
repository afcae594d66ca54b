/**
 * MSW's handlers answering the HTTP mock, each request given only to those that could answer it, with its body
 * bounded before it is read.
 *
 * Which handlers: MSW asks every handler of a list in turn whether it matches a request, and each one's question
 * compiles its path into a regular expression and parses the request's cookies again: 166 handlers, so ~0.6 ms
 * and a few hundred KB of garbage a request before the one that answers runs. Here each handler's path is read
 * once for its literal part up to the first parameter or wildcard (`*\/api/cases/:caseId` → `/api/cases/`), and
 * a request goes to MSW with the handlers, in their order, whose method is its own and whose literal part is in
 * its path (case aside, as path-to-regexp matches by default): a handler left out could not have matched, so MSW
 * answers as it would with them all.
 *
 * The body: the handlers get a Fetch request whose body is the Node request as a stream (./web-request.ts), at
 * most its operation's bound (./body-limit.ts, openapi.yaml's `x-max-body-bytes`). A Content-Length past the
 * bound answers 413 at once, before any of the body is read, and the connection closes; a body without one is
 * counted as it arrives and answers 413 as soon as it passes the bound, whatever the handler made of its failed
 * read, the rest unread. (MSW's express middleware would hand the handlers the whole body, and a clone of it
 * keeps every byte while one branch is read: an anonymous 100 MB login was read whole before its 400.)
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { getResponse, type RequestHandler } from 'msw';
import { bodyLimitOf, bodyTooLarge } from './body-limit';
import { asyncRoute } from './careful';
import { bodyExceeded, declaresMoreThan, sendWebResponse, toWebRequest } from './web-request';

interface Route {
  method: string | RegExp;
  /** The path's literal part, lower case; '' for a path that may match any. */
  fixed: string;
}

/** The literal part of an MSW path (after a leading `*`) up to its first parameter, wildcard or group, lower case. */
export function fixedPart(path: unknown): string {
  if (typeof path !== 'string') return '';
  const rest = path.startsWith('*') ? path.slice(1) : path;
  // A full URL (or anything else): no literal part is known to be in the request's path.
  if (!rest.startsWith('/')) return '';
  const cut = rest.search(/[:*(){}?+]/);
  return (cut < 0 ? rest : rest.slice(0, cut)).toLowerCase();
}

const routeOf = (handler: RequestHandler): Route => {
  const info = handler.info as { method?: unknown; path?: unknown };
  const method = info.method instanceof RegExp || typeof info.method === 'string' ? info.method : /.*/;
  return { method, fixed: fixedPart(info.path) };
};

/** Whether the route could answer `method` on `path` (lower case). */
function couldAnswer(route: Route, method: string, path: string) {
  const methodFits =
    typeof route.method === 'string'
      ? route.method.toUpperCase() === method.toUpperCase()
      : route.method.test(method);
  return methodFits && path.includes(route.fixed);
}

/** The indexes of the handlers that could answer (in their order). */
export function candidates(routes: readonly Route[], method: string, pathname: string): number[] {
  const path = pathname.toLowerCase();
  const found: number[] = [];
  routes.forEach((route, i) => {
    if (couldAnswer(route, method, path)) found.push(i);
  });
  return found;
}

export const routesOf = (handlers: readonly RequestHandler[]) => handlers.map(routeOf);

/** An express handler that answers with `handlers`, each request given to those that could answer it. */
export function routedHandlers(handlers: readonly RequestHandler[]) {
  const routes = routesOf(handlers);
  const lists = new Map<string, RequestHandler[]>();
  return asyncRoute(async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const chosen = candidates(routes, req.method, req.path);
    if (!chosen.length) return next();
    const key = chosen.join(',');
    let list = lists.get(key);
    if (!list) {
      list = chosen.map((i) => handlers[i]!);
      lists.set(key, list);
    }
    const limit = bodyLimitOf(req.method, req.path);
    // Declared past the bound: refused before a byte is read, and none of it is read after (no drain).
    if (declaresMoreThan(req, limit.maxBytes)) return sendWebResponse(req, res, bodyTooLarge(limit), 0);
    const request = toWebRequest(req, limit.maxBytes);
    let response: Response | undefined;
    try {
      // Relative handler paths resolve against the server's own origin, as in the browser.
      response = await getResponse(list, request, { baseUrl: `${req.protocol}://${req.get('host')}` });
    } catch (error) {
      if (!bodyExceeded(req)) throw error;
    }
    // The handler's read failed at the bound (a 400 or a thrown error): the answer is the bound's.
    if (bodyExceeded(req)) response = bodyTooLarge(limit);
    if (!response) return next();
    return sendWebResponse(req, res, response);
  });
}
