/** Last in line: a path of the contract with the wrong method answers 405, anything else under /api 404. */
import { http } from 'msw';
import { operations } from '../../contracts';
import { LITERAL_PATHS, fail } from './operation';

const templates = Object.values(operations).map((op) => ({
  method: op.method.toUpperCase(),
  path: op.path,
  pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

export const fallbackHandlers = [
  http.all('*/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    // A literal path only allows its own methods, whatever templates would also match it.
    const candidates = LITERAL_PATHS.has(pathname)
      ? templates.filter((t) => t.path === pathname)
      : templates.filter((t) => t.pattern.test(pathname));
    const allowed = candidates.map((t) => t.method);
    if (allowed.length) return fail(405, 'Method not allowed', { headers: { Allow: allowed.join(', ') } });
    return fail(404, `No such endpoint: ${request.method} ${pathname}`);
  }),
];
