/** Last in line: a path of the contract with the wrong method answers 405, anything else under /api 404. */
import { http } from 'msw';
import { operations } from '../../contracts';
import { fail } from '../http';

const templates = Object.values(operations).map((op) => ({
  method: op.method.toUpperCase(),
  pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

export const fallbackHandlers = [
  http.all('*/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    const allowed = templates.filter((t) => t.pattern.test(pathname)).map((t) => t.method);
    if (allowed.length) return fail(405, 'Method not allowed', { headers: { Allow: allowed.join(', ') } });
    return fail(404, `No such endpoint: ${request.method} ${pathname}`);
  }),
];
