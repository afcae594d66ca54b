/**
 * Breakages of authorization that a probe with made-up data does not see (decision 116): a role check
 * missing on an operation that judges its body first (a role outside x-roles sent a body it refuses gets the same
 * 400 or 422 as anyone), and a tenant check missing (another facility's user answered as one of the record's
 * facility). ignored_auth catches both by sending the request that succeeded for an allowed caller.
 */
import { isFacilityRole, sameStatus } from '../../contracts';
import { db } from '../store/db';
import { sessionUser, someSessionToken, type Breakage } from './breakage-hook';

/** A live session's token of a user of this facility (of `role` when given). */
function facilitySessionToken(facilityId: string, role?: string): string | undefined {
  const now = Date.now();
  for (const session of db.sessions.findMany()) {
    if (Date.parse(session.expiresAt) <= now) continue;
    const user = db.users.findFirst((q) => q.where({ id: session.userId }));
    if (user?.facilityId !== facilityId || sameStatus(user.status, 'Deactivated')) continue;
    if (!role || user.role === role) return session.token;
  }
  return undefined;
}

export const AUTHZ_BREAKAGES: Breakage[] = [
  {
    name: 'user-create-role-unchecked',
    breaks:
      "createUser judges a facility NP's body (400, 422) but not their role: a body it takes makes the user as for the facility's administrator",
    check: 'ignored_auth',
    operations: ['createUser'],
    effects: () => [
      {
        operationId: 'createUser',
        request: (r) => {
          const user = sessionUser(r.headers.authorization);
          const admin =
            user?.role === 'Facility_NP' &&
            user.facilityId &&
            facilitySessionToken(user.facilityId, 'MedicalFacility');
          if (admin) r.headers.authorization = `Bearer ${admin}`;
        },
      },
    ],
  },
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

/** A facility user's session token swapped for one of `facilityId`'s, when the user is of another facility. */
function asFacilityOf(authorization: string | undefined, facilityId: string | undefined): string | undefined {
  const user = sessionUser(authorization);
  if (!user || !isFacilityRole(user.role) || !facilityId || facilityId === user.facilityId) return undefined;
  const theirs = facilitySessionToken(facilityId);
  return theirs && `Bearer ${theirs}`;
}

/**
 * Breakages the probes on records that exist catch: a DELETE's role or tenant check missing (the probe
 * that repeats a delete finds its record gone, 404), and another facility's ids taken in a body or a query. Tested
 * on their own (./breakages-authz.test.ts), not in the long table of ./breakages.test.ts.
 */
export const AUTHZ_PROBE_BREAKAGES: Breakage[] = [
  {
    name: 'delete-role-unchecked',
    breaks: 'deleteGroup deletes the group for any signed-in role, not only Admin',
    check: 'ignored_auth',
    operations: ['deleteGroup'],
    effects: () => [
      {
        operationId: 'deleteGroup',
        request: (r) => {
          const user = sessionUser(r.headers.authorization);
          const admin = someSessionToken('Admin');
          if (user && user.role !== 'Admin' && admin) r.headers.authorization = `Bearer ${admin}`;
        },
      },
    ],
  },
  {
    name: 'delete-tenant-unchecked',
    breaks:
      "deleteCaseAttachment deletes another facility's attachment for a facility user, as for one of its own",
    check: 'ignored_auth',
    operations: ['deleteCaseAttachment'],
    effects: () => [
      {
        operationId: 'deleteCaseAttachment',
        request: (r) => {
          const item = db.cases.findFirst((q) => q.where({ caseID: r.params.caseId ?? '' }));
          const swapped = asFacilityOf(r.headers.authorization, item?.facility.id);
          if (swapped) r.headers.authorization = swapped;
        },
      },
    ],
  },
  {
    name: 'body-id-tenant-unchecked',
    breaks:
      "createTask takes another facility's case in a facility user's body (caseId) and files the task on it",
    check: 'ignored_auth',
    operations: ['createTask'],
    effects: () => [
      {
        operationId: 'createTask',
        request: (r) => {
          const caseId = (r.body as { caseId?: unknown } | undefined)?.caseId;
          const item = db.cases.findFirst((q) =>
            q.where({ caseID: typeof caseId === 'string' ? caseId : '' }),
          );
          const swapped = asFacilityOf(r.headers.authorization, item?.facility.id);
          if (swapped) r.headers.authorization = swapped;
        },
      },
    ],
  },
  {
    name: 'query-id-tenant-unchecked',
    breaks:
      "listCases answers a facility user who filters by another facility's facilityId that facility's cases",
    check: 'ignored_auth',
    operations: ['listCases'],
    effects: () => [
      {
        operationId: 'listCases',
        request: (r) => {
          const swapped = asFacilityOf(r.headers.authorization, r.query.get('facilityId') ?? undefined);
          if (swapped) r.headers.authorization = swapped;
        },
      },
    ],
  },
];
