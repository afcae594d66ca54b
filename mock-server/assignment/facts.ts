/**
 * What the assignment rules (contracts/assignment.ts, docs/assignment.md) read, gathered from the store: each
 * provider's status, subspecialties and licences (their provider registration), open cases, caseload cap and
 * away dates (`assignmentProfiles`), and the case's type and facility. Today is the QA clock's day.
 */
import { isProviderRole, sameStatus } from '../../contracts';
import {
  DEFAULT_CASELOAD_CAP,
  rankCandidates,
  type AssignmentCandidate,
  type AssignmentCase,
  type Ranking,
} from '../../contracts/assignment';
import { dayOf } from '../../contracts/turnaround';
import { personRef } from '../http/lists';
import { clockNow } from '../qa/clock';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { assignedCount } from '../cases/case-index';

/** Providers the ranking lists: those who read cases, or will once fully active. */
const listed = (user: UserRecord) =>
  isProviderRole(user.role) &&
  (sameStatus(user.status, 'Active') || sameStatus(user.status, 'Provisionally Active'));

export const openCasesOf = (userId: string): number => assignedCount(userId);

/** The stored profile, or the defaults: cap 20, not away. */
export function assignmentProfileOf(userId: string) {
  const stored = db.assignmentProfiles.findFirst((q) => q.where({ userId }));
  return {
    userId,
    caseloadCap: stored?.caseloadCap ?? DEFAULT_CASELOAD_CAP,
    awayFrom: stored?.awayFrom ?? null,
    awayTo: stored?.awayTo ?? null,
    updatedAt: stored?.updatedAt ?? null,
  };
}

export function candidateOf(user: UserRecord): AssignmentCandidate {
  return candidateWith(user, openCasesOf(user.id));
}

/** The provider as the rules judge reading a case, not taking it on: no count of open cases (0 stands in). */
export const readerCandidateOf = (user: UserRecord): AssignmentCandidate => candidateWith(user, 0);

function candidateWith(user: UserRecord, openCases: number): AssignmentCandidate {
  const registration = db.registrations.findFirst((q) => q.where({ userId: user.id, kind: 'provider' }));
  const profile = assignmentProfileOf(user.id);
  return {
    id: user.id,
    name: personRef(user).name,
    status: user.status,
    subspecialties: registration?.subspecialties ?? [],
    licensedStates: registration?.licensedStates ?? [],
    openCases,
    caseloadCap: profile.caseloadCap,
    awayFrom: profile.awayFrom,
    awayTo: profile.awayTo,
  };
}

export function facilityOf(item: Pick<CaseRecord, 'facility'>) {
  const facility = db.facilities.findFirst((q) => q.where({ id: item.facility.id }));
  return {
    id: item.facility.id,
    name: item.facility.name,
    state: facility?.state ?? null,
    country: facility?.country ?? 'US',
  };
}

export function caseFactsOf(item: Pick<CaseRecord, 'type' | 'facility'>): AssignmentCase {
  const facility = facilityOf(item);
  return { caseType: item.type.name, facilityCountry: facility.country, facilityState: facility.state };
}

export const today = () => dayOf(clockNow().getTime());

/** The ranking for a case, over every listed provider. */
export function rankingFor(item: CaseRecord): Ranking {
  const candidates = db.users
    .findMany((q) => q.where({}))
    .filter(listed)
    .map(candidateOf);
  return rankCandidates(caseFactsOf(item), candidates, today());
}
