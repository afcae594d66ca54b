/**
 * "Next case": offered once the server has read the case after this one in My Cases, whose first
 * slide links are kept and first tiles fetched meanwhile (next-case.ts), and whose workspace page data is loaded
 * ahead (a fetcher of the page's own loader), so the click renders at once (the route's clientLoader takes it). A
 * link: the report's leave guard saves what was typed first, as for any other way out.
 */
import { Link, useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { Button } from '~/components/ui/button';
import { useSettled } from '~/lib/use-settled';
import { readingPaths, type WorkspaceData } from './labels';
import { NEXT_CASE_TEXT, choosePageAhead, keepPageAhead, readAhead, type NextCase } from './next-case';

const NONE = Promise.resolve(null);

export function NextCaseLink({ next }: { next: Promise<NextCase | null> | null | undefined }) {
  const settled = useSettled(next ?? NONE, null);
  const page = useFetcher<WorkspaceData>();
  useEffect(() => {
    if (!settled) return;
    readAhead(settled);
    page.load(readingPaths.workspace(settled.caseId));
    // Once per next case; the fetcher's identity is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => {
    if (settled && page.data && page.data.caseData?.caseID === settled.caseId) keepPageAhead(page.data);
  }, [settled, page.data]);
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
