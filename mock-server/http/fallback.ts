/** Last in line: a path of the contract with the wrong method answers 405, anything else under /api 404. */
import type { NextFunction, Request, Response } from 'express';
import { http } from 'msw';
import { operations } from '../../contracts';
import { LITERAL_PATHS, fail } from './operation';

const templates = Object.values(operations).map((op) => ({
  method: op.method.toUpperCase(),
  path: op.path,
  pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The methods the contract documents on a pathname (none: not a path of the contract). */
export function allowedMethods(pathname: string): string[] {
  // A literal path only allows its own methods, whatever templates would also match it.
  const candidates = LITERAL_PATHS.has(pathname)
    ? templates.filter((t) => t.path === pathname)
    : templates.filter((t) => t.pattern.test(pathname));
  return candidates.map((t) => t.method);
}

/**
 * Methods fetch's Request cannot carry (TRACE, TRACK, CONNECT: MSW's middleware would throw and leave the
 * request unanswered) are answered here, ahead of every route: 405 with Allow on a path of the contract, 404
 * elsewhere, in the envelope. The contract lists none of them.
 */
const FORBIDDEN_BY_FETCH = new Set(['TRACE', 'TRACK', 'CONNECT']);
export function methodFetchCannotCarry(req: Request, res: Response, next: NextFunction) {
  if (!FORBIDDEN_BY_FETCH.has(req.method.toUpperCase())) return next();
  const allowed = allowedMethods(req.path);
  const envelope = (message: string) => ({
    isSuccess: false,
    message,
    data: null,
    error: null,
    details: null,
  });
  if (allowed.length) res.status(405).set('Allow', allowed.join(', ')).json(envelope('Method not allowed'));
  else res.status(404).json(envelope(`No such endpoint: ${req.method} ${req.path}`));
}

export const fallbackHandlers = [
  http.all('*/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    const allowed = allowedMethods(pathname);
    if (allowed.length) return fail(405, 'Method not allowed', { headers: { Allow: allowed.join(', ') } });
    return fail(404, `No such endpoint: ${request.method} ${pathname}`);
  }),
];
