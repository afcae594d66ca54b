/**
 * Breakages of authorization that a probe with made-up data does not see (issue 48, decision 116): a role check
 * missing on an operation that judges its body first (a role outside x-roles sent a body it refuses gets the same
 * 400 or 422 as anyone), and a tenant check missing (another facility's user answered as one of the record's
 * facility). ignored_auth catches both by sending the request that succeeded for an allowed caller.
 */
import { isFacilityRole, sameStatus } from '../../contracts';
import { db } from '../store/db';
import { sessionUser, someSessionToken, type Breakage } from './breakage-hook';

/** A live session's token of a user of this facility. */
function facilitySessionToken(facilityId: string): string | undefined {
  const now = Date.now();
  for (const session of db.sessions.findMany()) {
    if (Date.parse(session.expiresAt) <= now) continue;
    const user = db.users.findFirst((q) => q.where({ id: session.userId }));
    if (user?.facilityId === facilityId && !sameStatus(user.status, 'Deactivated')) return session.token;
  }
  return undefined;
}

export const AUTHZ_BREAKAGES: Breakage[] = [
  {
    name: 'relations-role-unchecked',
    breaks:
      "updateCaseRelations judges a Provider's body (400, 422) but not their role: a body it takes is saved as for an Admin",
    check: 'ignored_auth',
    operations: ['updateCaseRelations'],
    effects: () => [
      {
        operationId: 'updateCaseRelations',
        request: (r) => {
          const user = sessionUser(r.headers.authorization);
          const admin = someSessionToken('Admin');
          if (user?.role === 'Provider' && admin) r.headers.authorization = `Bearer ${admin}`;
        },
      },
    ],
  },
  {
    name: 'case-tenant-unchecked',
    breaks: "getCase answers a facility user another facility's case, as to a user of that facility",
    check: 'ignored_auth',
    operations: ['getCase'],
    effects: () => [
      {
        operationId: 'getCase',
        request: (r) => {
          const user = sessionUser(r.headers.authorization);
          const item = db.cases.findFirst((q) => q.where({ caseID: r.params.caseId ?? '' }));
          if (!user || !isFacilityRole(user.role) || !item || item.facility.id === user.facilityId) return;
          const theirs = facilitySessionToken(item.facility.id);
          if (theirs) r.headers.authorization = `Bearer ${theirs}`;
        },
      },
    ],
  },
];
