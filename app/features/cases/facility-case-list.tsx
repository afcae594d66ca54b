/** A facility case list page's body: the flash of the last change, then the kit's list with its status filter. */
import { useLiveListUpdates } from '~/features/live';
import { liveCaseList } from './live';
import { DataList, type FilterControl } from '~/components/data-table';
import { FlashMessage } from '~/components/layout/flash-message';
import { DUE_FILTERS, PRIORITY_FILTER } from './due';
import { facilityCaseColumns } from './facility-columns';
import type { FacilityCaseListConfig, FacilityCaseListData } from './facility-lists';
import { CASE_STATUS_LABELS } from './list-config';
import { facilityCaseListQuery } from './list-query';

const CASE_NOUN = { one: 'case', other: 'cases' };

const STATUS_FILTER: FilterControl = {
  label: 'Status',
  options: CASE_STATUS_LABELS,
  allLabel: 'All statuses',
};

export interface FacilityCaseListViewProps {
  /** The page's title (from the route table); the table's caption. */
  title: string;
  config: FacilityCaseListConfig;
  data: FacilityCaseListData;
}

export function FacilityCaseListView({ title, config, data }: FacilityCaseListViewProps) {
  const rowIds = data.page?.items.map((item) => item.caseID) ?? [];
  const updates = useLiveListUpdates(liveCaseList(rowIds, { status: config.filter.status }));
  return (
    <div className="space-y-4">
      <FlashMessage flash={data.flash} />
      <DataList
        title={title}
        id={config.id}
        query={facilityCaseListQuery}
        columns={facilityCaseColumns(config)}
        data={data}
        getRowId={(item) => item.caseID}
        noun={CASE_NOUN}
        emptyText={config.emptyText}
        searchPlaceholder="Case record ID or patient"
        filters={
          // Drafts have no due time yet: their list filters by priority only.
          config.statusFilter ? { status: STATUS_FILTER, ...DUE_FILTERS } : { priority: PRIORITY_FILTER }
        }
        exportPath={config.exportPath ?? undefined}
        densityToggle
        updates={updates}
      />
    </div>
  );
}
