/**
 * The Audit Trail list (/admin/audit) on the list kit: its URL state derived from the contract's
 * listAuditEvents query: the action and the outcome (choices), the user and the case (typed), and a date range; newest first,
 * the only order the trail has.
 */
import { schemas } from '../../../contracts';
import { defineListQuery, type FilterControl, type ListData, type ListState } from '~/components/data-table';
import { AUDIT_ACTION_LABELS, AUDIT_OUTCOME_LABELS, type AuditEvent } from './labels';

export const auditListQuery = defineListQuery({
  schema: schemas.zListAuditEventsQuery,
  filters: ['action', 'outcome'],
  lookupFilters: ['user', 'caseId', 'from', 'to'],
});

type SortField = (typeof auditListQuery.sortFields)[number];
type FilterField = (typeof auditListQuery.filterFields)[number];
export type AuditListState = ListState<SortField, FilterField>;
export type AuditListData = ListData<AuditEvent, SortField, FilterField>;

export const AUDIT_FILTERS: Partial<Record<FilterField, FilterControl>> = {
  user: { label: 'User', options: {}, type: 'text', placeholder: 'Name, e-mail or id' },
  caseId: { label: 'Case', options: {}, type: 'text', placeholder: 'Case id' },
  action: { label: 'Action', options: AUDIT_ACTION_LABELS, allLabel: 'All actions' },
  outcome: { label: 'Outcome', options: AUDIT_OUTCOME_LABELS, allLabel: 'All outcomes' },
  from: { label: 'From', options: {}, type: 'date' },
  to: { label: 'To', options: {}, type: 'date' },
};

/**
 * The sentence for filters the API would refuse, checked before it is asked: a case id with other characters
 * than letters, digits, '-' and '_' (the list would otherwise drop it and show everything), a To before the
 * From. Null when the filters are fine.
 */
export function filterProblem(state: AuditListState, params: URLSearchParams): string | null {
  const typedCase = params.get('caseId')?.trim();
  if (typedCase && !state.filters.caseId)
    return 'A case id has only letters, digits, - and _ (for example LUMC-2026-0006). Change the Case filter.';
  const { from, to } = state.filters;
  return from && to && from > to ? 'The To date must not be before the From date. Change one of them.' : null;
}
