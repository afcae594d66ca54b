import { useEffect } from 'react';
import { Link, useFetcher, useLocation, useNavigate, useSubmit } from '@remix-run/react';
import { DataList } from '~/components/data-table';
import { FlashMessage } from '~/components/layout/flash-message';
import { toast } from '~/components/ui/sonner';
import { AVAILABILITY_NOTICES, type AvailabilityNotice } from './availability';
import { caseColumns, RELEASE_FETCHER } from './columns';
import { DUE_FILTERS } from './due';
import type { CaseListConfig, CaseListData, PickUpResult } from './list-config';
import { caseListQuery } from './list-query';
import { liveCaseList } from './live';
import { useLiveListUpdates } from '~/features/live';

/** Where a picked-up case goes (spec 2.2: My Cases is /selectedCases). */
const MY_CASES_PATH = '/selectedCases';

const CASE_NOUN = { one: 'case', other: 'cases' };

/**
 * Says how a pick-up or a release went, as the product's toasts do (spec 8, 9). A pick-up's toast offers Undo
 * for as long as it shows (the toaster's 10 s): a release of that case, posted to the same page's action, whose
 * own toast then says the case is back (decision 075).
 */
function useCaseChangeToast(result: PickUpResult | undefined) {
  const navigate = useNavigate();
  const submit = useSubmit();
  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    if (result.intent !== 'pick-up') {
      toast.success(result.message);
      return;
    }
    toast.success(result.message, {
      action: {
        label: 'Undo',
        onClick: () =>
          submit(
            { intent: 'release', caseId: result.caseId },
            { method: 'post', preventScrollReset: true, replace: true },
          ),
      },
      cancel: { label: 'Open My Cases', onClick: () => navigate(MY_CASES_PATH) },
    });
  }, [result, navigate, submit]);
}

/** Return to pool's answer, read from its dialog's fetcher once it is done (the row has gone with the dialog). */
function useReleaseResult(): PickUpResult | undefined {
  const fetcher = useFetcher<PickUpResult>({ key: RELEASE_FETCHER });
  return fetcher.state === 'idle' ? fetcher.data : undefined;
}

/** Why the list is empty and where to go next (decision 075), in the empty list's place. */
function UnavailableText({ notice }: { notice: AvailabilityNotice }) {
  const { text, link } = AVAILABILITY_NOTICES[notice];
  return (
    <>
      {text}{' '}
      <Link to={link.to} className="font-medium text-primary underline-offset-4 hover:underline">
        {link.label}
      </Link>
    </>
  );
}

export interface CaseListViewProps {
  /** The page's title (from the route table); the table's caption. */
  title: string;
  config: CaseListConfig;
  data: CaseListData;
  /** The page's action's answer (Available Cases: Pick up and its Undo). */
  pickUpResult?: PickUpResult;
}

/** One case list page: the kit's list with the case columns, the export links, and the actions' feedback. */
export function CaseListView({ title, config, data, pickUpResult }: CaseListViewProps) {
  const { pathname } = useLocation();
  useCaseChangeToast(pickUpResult);
  useCaseChangeToast(useReleaseResult());
  const rowIds = data.page?.items.map((item) => item.caseID) ?? [];
  const updates = useLiveListUpdates(
    liveCaseList(rowIds, { status: config.filter.status, mine: 'assignedToMe' in config.filter }),
  );
  return (
    <>
      {data.flash ? <FlashMessage flash={data.flash} className="mb-4" /> : null}
      <DataList
        title={title}
        id={config.id}
        query={caseListQuery}
        columns={caseColumns(config, data.canPickUp, data.canRelease)}
        data={data}
        getRowId={(item) => item.caseID}
        noun={CASE_NOUN}
        emptyText={data.unavailable ? <UnavailableText notice={data.unavailable} /> : config.emptyText}
        searchPlaceholder="Case record ID, patient or facility"
        filters={DUE_FILTERS}
        exportPath={`${pathname}/export`}
        densityToggle
        updates={updates}
      />
    </>
  );
}
