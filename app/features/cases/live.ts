/**
 * How the case lists follow live events (docs/live.md): which events may change a list, and what a
 * row whose case changed elsewhere says in place of its action.
 */
import type { LiveEvent, LiveListOptions } from '~/features/live';
import type { CaseStatus } from './list-config';

type CaseEvent = Extract<LiveEvent, { type: 'case.changed' }>;

/** Why a case's action can no longer be done after this change, or null (its status did not change). */
export function caseChangeNotice({ data }: CaseEvent): string | null {
  // providerId is null for a reader who may no longer see the case: someone else has it.
  switch (data.change) {
    case 'PickedUp':
      return data.providerId === null
        ? 'Another provider picked up this case.'
        : 'This case has been picked up.';
    case 'Assigned':
      return data.providerId === null
        ? 'This case was assigned to another provider.'
        : 'This case has been assigned.';
    case 'Released':
      return 'This case was returned to the pool.';
    case 'SignedOut':
      return 'This case was signed out.';
    case 'Cancelled':
      return 'This case was cancelled.';
    case 'Deleted':
      return 'This case was deleted.';
    case 'SentOut':
      return 'This case was sent out.';
    default:
      return null;
  }
}

/**
 * A list of cases: of one status (a provider's lists; `mine` when only the reader's own), or of any (a
 * facility's Send-Out Cases, an admin's Cases). The server tells a reader only of cases they may see.
 */
export function liveCaseList(
  rowIds: readonly string[],
  list: { status?: CaseStatus; mine?: boolean } = {},
): LiveListOptions {
  return {
    types: ['case.changed'],
    rowIds,
    concerns(event, rows) {
      if (event.type !== 'case.changed') return false;
      const { caseId, status, providerId } = event.data;
      if (rows.has(caseId) || !list.status) return true;
      // A provider hears of another's case only as it leaves their sight (providerId null): not theirs.
      return status === list.status && (!list.mine || providerId !== null);
    },
    noticeFor(event, rows) {
      if (event.type !== 'case.changed' || !rows.has(event.data.caseId)) return null;
      if (list.status && event.data.status === list.status) return null;
      const text = caseChangeNotice(event);
      return text ? { rowId: event.data.caseId, text } : null;
    },
  };
}
