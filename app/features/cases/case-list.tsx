import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/sonner';
import { CasePagination } from './case-pagination';
import { CaseSearch } from './case-search';
import { CaseTable } from './case-table';
import type { CaseListConfig, CaseListData, PickUpResult } from './list-config';

/** Where a picked-up case goes (spec 2.2: My Cases is /selectedCases). */
const MY_CASES_PATH = '/selectedCases';

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

/** One case list page: search, the table (or its empty and error states), paging, and pick-up feedback. */
export function CaseListView({ title, config, data, pickUpResult }: CaseListViewProps) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // Any navigation within this list (search, sort, page, pick-up) keeps the old rows visible but dimmed.
  const busy = navigation.state !== 'idle' && navigation.location?.pathname === pathname;
  usePickUpToast(pickUpResult);

  return (
    <div className="space-y-4">
      <CaseSearch params={data.params} label={`Search ${title}`} />
      <div className="relative" aria-busy={busy}>
        <div className={busy ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
          <CaseTable title={title} config={config} data={data} />
        </div>
        {busy ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner className="size-6 text-primary" />
            <span role="status" className="sr-only">
              Loading cases…
            </span>
          </div>
        ) : null}
      </div>
      {data.page && data.page.items.length > 0 ? (
        <CasePagination
          params={data.params}
          total={data.page.total}
          totalPages={data.page.totalPages}
          shown={data.page.items.length}
        />
      ) : null}
    </div>
  );
}
