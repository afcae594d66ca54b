import { useEffect } from 'react';
import { useLocation, useNavigate } from '@remix-run/react';
import { DataList } from '~/components/data-table';
import { toast } from '~/components/ui/sonner';
import { caseColumns } from './columns';
import type { CaseListConfig, CaseListData, PickUpResult } from './list-config';
import { caseListQuery } from './list-query';

/** Where a picked-up case goes (spec 2.2: My Cases is /selectedCases). */
const MY_CASES_PATH = '/selectedCases';

const CASE_NOUN = { one: 'case', other: 'cases' };

/** Says how a pick-up went, as the product's toasts do (spec 8, 9). */
function usePickUpToast(result: PickUpResult | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast.success(result.message, {
        action: { label: 'Open My Cases', onClick: () => navigate(MY_CASES_PATH) },
      });
    } else {
      toast.error(result.message);
    }
  }, [result, navigate]);
}

export interface CaseListViewProps {
  /** The page's title (from the route table); the table's caption. */
  title: string;
  config: CaseListConfig;
  data: CaseListData;
  pickUpResult?: PickUpResult;
}

/** One case list page: the kit's list with the case columns, the export links, and pick-up feedback. */
export function CaseListView({ title, config, data, pickUpResult }: CaseListViewProps) {
  const { pathname } = useLocation();
  usePickUpToast(pickUpResult);
  return (
    <DataList
      title={title}
      id={config.id}
      query={caseListQuery}
      columns={caseColumns(config, data.canPickUp)}
      data={data}
      getRowId={(item) => item.caseID}
      noun={CASE_NOUN}
      emptyText={config.emptyText}
      searchPlaceholder="Case record ID, patient or facility"
      exportPath={`${pathname}/export`}
    />
  );
}
