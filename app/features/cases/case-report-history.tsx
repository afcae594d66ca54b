/**
 * The case page's 'Final report' section once the case is signed out: the current version with the 'Amended'
 * flag when it has addenda, the report's history (each version, a link to it as it read), and 'View report'.
 */
import { Link } from '@remix-run/react';
import { DetailView } from '~/components/detail';
import { Badge } from '~/components/ui/badge';
import { DateTime } from '~/components/ui/date-time';
import { AMENDED_LABEL, reportVersions } from '../../../contracts/report-document';
import { reportPaths } from '~/lib/case-paths';
import type { CaseDetails } from './case-labels';

const LINK = 'text-primary underline-offset-4 hover:underline';
/**
 * A version's link sits in a line of muted text, from which its colour alone parts it by 2.4:1 (WCAG asks 3:1):
 * it is underlined, as a link inside text is.
 */
const VERSION_LINK = 'text-primary underline underline-offset-4';

export function CaseReportHistory({ caseData }: { caseData: CaseDetails }) {
  const report = caseData.finalReport;
  if (caseData.status !== 'SignOutCompleted' || !report) return null;
  const amended = report.addenda.length > 0;
  const version = (
    <span className="inline-flex flex-wrap items-center gap-2">
      {`Version ${report.version}`}
      {amended ? (
        <Badge
          variant="outline"
          className="border-amber-500 bg-amber-50 text-amber-900"
          data-testid="amended-flag"
        >
          {AMENDED_LABEL}
        </Badge>
      ) : null}
    </span>
  );
  return (
    <DetailView
      sections={[
        {
          title: 'Final report',
          actions: (
            <Link to={reportPaths.page(caseData.caseID)} className={LINK}>
              View report
            </Link>
          ),
          items: [
            { label: 'Version', value: version },
            { label: 'Signed out by', value: report.signedOutBy.name },
            { label: 'Signed out', value: report.signedOutAt, type: 'dateTime' },
            { label: 'Primary diagnosis', value: report.primaryDiagnosis, wide: true },
            { label: 'Gross description', value: report.grossDescription, wide: true },
            { label: 'Microscopic description', value: report.microscopicDescription, wide: true },
            { label: 'Comments', value: report.comments, wide: true },
            { label: 'CPT codes', value: report.cptCodes },
          ],
          children: (
            <div className="mt-4">
              <h3 className="mb-2 text-sm font-semibold">Report history</h3>
              <ol className="space-y-1 text-sm">
                {reportVersions(report).map((n) => {
                  const addendum = report.addenda.find((a) => a.version === n);
                  return (
                    <li key={n}>
                      <Link
                        to={reportPaths.page(caseData.caseID, n)}
                        className={VERSION_LINK}
                        aria-label={`Version ${n}${n === 1 ? ' (original)' : ''} of the final report`}
                      >
                        {n === 1 ? 'Version 1 (original)' : `Version ${n}`}
                      </Link>
                      <span className="text-muted-foreground">
                        {addendum
                          ? ` — addendum by ${addendum.addedBy.name}: ${addendum.reason}, `
                          : ` — signed out by ${report.signedOutBy.name}, `}
                        <DateTime value={addendum ? addendum.addedAt : report.signedOutAt} />
                      </span>
                    </li>
                  );
                })}
              </ol>
            </div>
          ),
        },
      ]}
    />
  );
}
