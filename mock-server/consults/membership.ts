/**
 * Who reads a case through a live consult (decision 086, decision 097): the pure rule
 * `consultVerdict` (contracts/consult.ts) over the facts gathered here, judged on every read. cases/access.ts
 * asks `readsThroughConsult` and passes its own rule for reading a case on one's own, so nothing here imports
 * it back.
 */
import { isAdminRole, isProviderRole, normalizeStatus, sameStatus } from '../../contracts';
import { reasonsFor } from '../../contracts/assignment';
import {
  attends,
  consultVerdict,
  invitationRefusal,
  type Consult,
  type ConsultPersonFacts,
  type ConsultVerdict,
} from '../../contracts/consult';
import { caseFactsOf, readerCandidateOf, today } from '../assignment/facts';
import { clockNow } from '../qa/clock';
import { db, type CaseRecord, type UserRecord } from '../store/db';
import { consultView } from './store';

/** Whether the user reads the case on their own, a consult aside (cases/access.ts `readsCaseOnOwn`). */
export type OwnAccess = (user: UserRecord, item: CaseRecord) => boolean;

const NOBODY: ConsultPersonFacts = { usable: false, ownAccess: false, invitable: false };

/** One participant judged now: their account, their own access, whether they would be invited today. */
export function personFacts(userId: string, item: CaseRecord, ownAccess: OwnAccess): ConsultPersonFacts {
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  if (!user) return NOBODY;
  const isProvider = isProviderRole(user.role);
  const usable = (isProvider || isAdminRole(user.role)) && !sameStatus(user.status, 'Deactivated');
  const own = ownAccess(user, item);
  // Invitation judges subspecialty and licence, never the caseload: no count of the open cases.
  const invitable =
    !own &&
    invitationRefusal({
      name: '',
      isProvider,
      status: normalizeStatus(user.status) ?? user.status,
      readsCase: false,
      reasons: reasonsFor(caseFactsOf(item), readerCandidateOf(user), today()),
    }) === null;
  return { usable, ownAccess: own, invitable };
}

/** The rule's verdict on one consult of the case, now. */
export function verdictOf(consult: Consult, item: CaseRecord, ownAccess: OwnAccess): ConsultVerdict {
  return consultVerdict({
    consult,
    caseStatus: item.status,
    now: clockNow().toISOString(),
    person: (userId) => personFacts(userId, item, ownAccess),
  });
}

/** Whether a live consult on the case lends it to the viewer now. */
export function readsThroughConsult(viewer: { id: string }, item: CaseRecord, ownAccess: OwnAccess): boolean {
  return db.consults
    .findMany((q) => q.where({ caseId: item.caseID, state: 'Active' }))
    .some(
      (record) =>
        attends(record, viewer.id) &&
        verdictOf(consultView(record), item, ownAccess).readers.includes(viewer.id),
    );
}
