/**
 * The admin's Cases (/case, decision 035): every case, filterable by status, case type, provider, facility and
 * created-date range (decision 041), searchable (case record id,
 * patient, facility), sorted by the contract's fields and exported as shown. Columns as the provider lists plus
 * the provider working on the case; row actions: Open (the admin's case page) and Assign or Reassign (the same
 * page with its dialog open) while the case is Available or Assigned.
 */
import { useLiveListUpdates } from '~/features/live';
import { liveCaseList } from './live';
import {
  actionsColumn,
  createdAtColumn,
  DataList,
  listColumns,
  RowActionLink,
  RowActions,
  type FilterControl,
  type ListColumn,
  type ListData,
} from '~/components/data-table';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { plainText } from '~/lib/format';
import { casePaths } from './case-labels';
import { DUE_FILTERS } from './due';
import { caseColumnsFor } from './columns';
import { CASE_STATUS_LABELS, type CaseSummary } from './list-config';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { adminCaseListQuery, type AdminCaseListState } from './list-query';

/** A provider the assign dialog offers (assign-providers.server.ts). */
export interface AssignCandidate {
  id: string;
  name: string;
  email: string;
  groups: string[];
  /** Cases assigned to the provider and not signed out yet. */
  openCases: number;
  /** 1 for the backend's first choice; null when a rule is broken (docs/assignment.md). */
  rank: number | null;
  /** Every assignment rule's verdict, in order. */
  reasons: Array<{ rule: string; met: boolean; text: string }>;
}

/** The assign dialog's providers for its search. */
export interface AssignCandidates {
  search: string;
  providers: AssignCandidate[];
  /** Every active provider matching the search (more than `providers` holds when the search is wide). */
  total: number;
  /** How many providers meet every rule (all of them, not only those matching the search). */
  eligible: number;
  error: string | null;
}

export const ADMIN_CASE_LIST = {
  id: 'admin-cases',
  exportPath: '/case/export',
  emptyText: 'There are no cases yet. Cases appear here once a facility creates them.',
} as const;

/** The provider and facility filters' choices, id → name (admin-case-filters.server.ts). */
export interface AdminCaseFilterChoices {
  providers: Record<string, string>;
  facilities: Record<string, string>;
}

export type AdminCaseListData = ListData<
  CaseSummary,
  NonNullable<AdminCaseListState['sort']>,
  keyof AdminCaseListState['filters'] & string
> & { flash: FlashData | null; choices: AdminCaseFilterChoices };

const column = listColumns<CaseSummary>();

/**
 * What the list shows and exports. Its ten columns are the tightest case list at 1280 px: the created time's zone
 * may take a line of its own, so the Due cell keeps its zone beside the time (docs/ui-kit.md).
 */
export const ADMIN_CASE_COLUMNS: ListColumn<CaseSummary>[] = [
  ...caseColumnsFor<CaseSummary>().map((c) =>
    c.id === 'createdAt' ? createdAtColumn<CaseSummary>('Created', { wrap: 'narrow' }) : c,
  ),
  column.accessor((item) => (item.assignedProvider ? plainText(item.assignedProvider.name) : ''), {
    id: 'provider',
    header: 'Provider',
  }),
];

const assignable = (item: CaseSummary) => item.status === 'Available' || item.status === 'Assigned';

function AdminCaseActions({ item }: { item: CaseSummary }) {
  const recordId = item.caseRecordId;
  const reassign = item.status === 'Assigned';
  return (
    <RowActions>
      <RowActionLink to={casePaths.admin(item.caseID)} label={`Open case ${recordId}`}>
        Open
      </RowActionLink>
      {assignable(item) ? (
        <RowActionLink
          to={casePaths.assign(item.caseID)}
          label={`${reassign ? 'Reassign' : 'Assign'} case ${recordId}`}
        >
          {reassign ? 'Reassign' : 'Assign'}
        </RowActionLink>
      ) : null}
    </RowActions>
  );
}

const COLUMNS_WITH_ACTIONS: ListColumn<CaseSummary>[] = [
  ...ADMIN_CASE_COLUMNS,
  actionsColumn<CaseSummary>((item) => <AdminCaseActions item={item} />),
];

const STATUS_FILTER: FilterControl = {
  label: 'Status',
  options: CASE_STATUS_LABELS,
  allLabel: 'All statuses',
};

const TYPE_FILTER: FilterControl = {
  label: 'Case type',
  options: Object.fromEntries(ENUM_OPTIONS.caseType.map((o) => [o.value, o.label])),
  allLabel: 'All case types',
};

/** The list's filters (decision 041): status, case type, provider, facility, created from / to; due state and
 * priority (decision 080). */
function caseFilters(choices: AdminCaseFilterChoices) {
  return {
    status: STATUS_FILTER,
    type: TYPE_FILTER,
    assigneeId: { label: 'Provider', options: choices.providers, allLabel: 'All providers' },
    facilityId: { label: 'Facility', options: choices.facilities, allLabel: 'All facilities' },
    createdFrom: { label: 'Created from', options: {}, type: 'date' },
    createdTo: { label: 'Created to', options: {}, type: 'date' },
    ...DUE_FILTERS,
  } satisfies Record<keyof AdminCaseListState['filters'] & string, FilterControl>;
}

const CASE_NOUN = { one: 'case', other: 'cases' };

export function AdminCaseListView({ title, data }: { title: string; data: AdminCaseListData }) {
  const updates = useLiveListUpdates(liveCaseList(data.page?.items.map((item) => item.caseID) ?? []));
  return (
    <div className="space-y-4">
      <FlashMessage flash={data.flash} />
      <DataList
        title={title}
        id={ADMIN_CASE_LIST.id}
        query={adminCaseListQuery}
        columns={COLUMNS_WITH_ACTIONS}
        data={data}
        getRowId={(item) => item.caseID}
        noun={CASE_NOUN}
        emptyText={ADMIN_CASE_LIST.emptyText}
        searchPlaceholder="Case record ID, patient or facility"
        filters={caseFilters(data.choices)}
        exportPath={ADMIN_CASE_LIST.exportPath}
        densityToggle
        updates={updates}
      />
    </div>
  );
}
