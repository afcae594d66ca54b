/**
 * MSW's handlers, each asked only where it could answer (issue 46). MSW asks every handler of the list in turn
 * whether it matches a request, and each one's question compiles its path into a regular expression and parses
 * the request's cookies again: 166 handlers, so ~0.6 ms and a few hundred KB of garbage a request before the one
 * that answers runs (a fifth of a list read's time on the mock, and most of what the collector then does).
 *
 * Here each handler's path is read once for its literal part up to the first parameter or wildcard
 * (`*\/api/cases/:caseId` → `/api/cases/`), and a request goes to MSW with the handlers, in their order, whose
 * method is its own and whose literal part is in its path (case aside, as path-to-regexp matches by default): a
 * handler left out could not have matched, so MSW answers as it did with them all. The middleware of each such
 * list is made once.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import type { NextFunction, Request, RequestHandler as ExpressHandler, Response } from 'express';
import type { RequestHandler } from 'msw';

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

/** `createMiddleware(...handlers)`, each request given to the handlers that could answer it. */
export function routedHandlers(handlers: readonly RequestHandler[]): ExpressHandler {
  const routes = routesOf(handlers);
  const made = new Map<string, ExpressHandler>();
  return (req: Request, res: Response, next: NextFunction) => {
    const chosen = candidates(routes, req.method, req.path);
    const key = chosen.join(',');
    let middleware = made.get(key);
    if (!middleware) {
      middleware = createMiddleware(...chosen.map((i) => handlers[i]!)) as unknown as ExpressHandler;
      made.set(key, middleware);
    }
    return middleware(req, res, next);
  };
}
