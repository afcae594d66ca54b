/** Every handler of the people part of the backend, in one list for mock-server/index.ts. */
import { http } from 'msw';
import { operations } from '../../contracts';
import { fail } from '../http';
import '../people/rules';
import { accountHandlers } from './accounts';
import { passwordHandlers } from './auth-password';
import { groupHandlers } from './groups';
import { registrationHandlers } from './registration';
import { supportHandlers } from './support';
import { userHandlers } from './users';

const literalOperations = Object.values(operations).filter((op) => !op.path.includes('{'));

/**
 * A literal path of the contract wins over a template that would also match it: GET /api/users/login is the
 * login path with the wrong method (405, Allow: POST), not a user whose id is "login".
 */
const literalPathsFirst = http.all('*/api/*', ({ request }) => {
  const { pathname } = new URL(request.url);
  const allowed = literalOperations.filter((op) => op.path === pathname).map((op) => op.method.toUpperCase());
  if (!allowed.length || allowed.includes(request.method)) return undefined;
  return fail(405, 'Method not allowed', { headers: { Allow: allowed.join(', ') } });
});

export const peopleHandlers = [
  literalPathsFirst,
  ...passwordHandlers,
  ...userHandlers,
  ...accountHandlers,
  ...groupHandlers,
  ...supportHandlers,
  ...registrationHandlers,
];
