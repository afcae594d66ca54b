/**
 * "Next case": offered once the server has read the case after this one in My Cases, whose first
 * slide links are kept and first tiles fetched meanwhile (next-case.ts), and whose workspace page data is loaded
 * ahead (a fetcher of the page's own loader), so the click renders at once (the route's clientLoader takes it). A
 * link: the report's leave guard saves what was typed first, as for any other way out.
 */
import { Link, useFetcher, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { useLiveEvent } from '~/features/live';
import { useSettled } from '~/lib/use-settled';
import { readingPaths, type WorkspaceData } from './labels';
import {
  NEXT_CASE_TEXT,
  choosePageAhead,
  dropPageAhead,
  keepPageAhead,
  readAhead,
  unchoosePageAhead,
  type NextCase,
} from './next-case';

const NONE = Promise.resolve(null);

export function NextCaseLink({ next }: { next: Promise<NextCase | null> | null | undefined }) {
  const settled = useSettled(next ?? NONE, null);
  const page = useFetcher<WorkspaceData>();
  // Read ahead once per next case: a reload of this page (a revalidation) that names the same next case keeps
  // the links whose tiles are cached and the page loaded (the fetcher's own reload refreshes that).
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || readFor.current === settled.caseId) return;
    readFor.current = settled.caseId;
    readAhead(settled);
    page.load(readingPaths.workspace(settled.caseId));
    // The fetcher's identity is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => {
    if (page.data?.caseData?.caseID && page.data.caseData.caseID === readFor.current)
      keepPageAhead(page.data);
  }, [page.data]);
  // A submission's redirect is rendered by the server, not from the page read ahead.
  const submitting = useNavigation().state === 'submitting';
  useEffect(() => {
    if (submitting) unchoosePageAhead();
  }, [submitting]);
  // The next case changed elsewhere (taken, reassigned, its priority or details): its page is read afresh.
  useLiveEvent(['case.changed'], (event) => {
    if (event.type !== 'case.changed' || event.data.caseId !== readFor.current) return;
    dropPageAhead(event.data.caseId);
    page.load(readingPaths.workspace(event.data.caseId));
  });
  if (!settled) return null;
  return (
    <Button asChild variant="outline">
      <Link
        to={readingPaths.workspace(settled.caseId)}
        aria-label={`${NEXT_CASE_TEXT.button}: ${settled.caseRecordId}`}
        data-testid="next-case"
        onClick={() => choosePageAhead(settled.caseId)}
      >
        {NEXT_CASE_TEXT.button}
      </Link>
    </Button>
  );
}
