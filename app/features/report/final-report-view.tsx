/**
 * The final report page (/final-report/:caseId): printable (the frame and every control are hidden in print),
 * the version asked for with the list of versions, the 'Amended' flag, Print, Download PDF and, for the signer
 * and admins, 'Add addendum'. Everything people typed is rendered as text.
 */
import { useState, useSyncExternalStore } from 'react';
import { Link } from '@remix-run/react';
import PrinterIcon from 'lucide-react/icons/printer';
import DownloadIcon from 'lucide-react/icons/download';
import { ActionBar, Breadcrumbs, DetailView, type DetailSectionSpec } from '~/components/detail';
import { FlashMessage } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import { CASE_STATUS_LABELS, casePaths } from '~/features/cases';
import { AddendumForm } from './addendum-form';
import { REPORT_MESSAGES } from './messages';
import { reportPaths } from '~/lib/case-paths';
import {
  AMENDED_LABEL,
  REPORT_SECTIONS,
  SYNOPTIC_SECTION,
  adderLine,
  type ReportDocument,
  type ReportSectionTitle,
  type ReportSynoptic,
} from '../../../contracts/report-document';
import { ReportSnapshots } from './report-snapshots';
import type { ReportPageData } from './report.server';
import { DownloadLink } from '~/components/detail/download-link';

const LINK = 'text-primary underline-offset-4 hover:underline';
const noSubscription = () => () => {};
/** The browser's zone for the PDF's dates; the server renders the link without it (UTC). */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => '';

/** The report's sections, in the order of REPORT_SECTIONS (the diagnosis first, as in the PDF). */
function sections(doc: ReportDocument) {
  const all = [
    {
      title: 'Case',
      items: [
        { label: 'Facility', value: doc.facility },
        { label: 'Case record ID', value: doc.caseRecordId },
        { label: 'Case ID', value: doc.caseId },
        { label: 'Case type', value: doc.caseType },
      ],
    },
    {
      title: 'Patient',
      items: [
        { label: 'Name', value: doc.patient.name },
        { label: 'Date of birth', value: doc.patient.birthDate },
        { label: 'Sex', value: doc.patient.sex },
        ...(doc.patient.mrn ? [{ label: 'MRN', value: doc.patient.mrn }] : []),
      ],
    },
    {
      title: 'Specimens',
      items: [],
      children:
        doc.specimens.length === 0 ? (
          <p className="text-sm text-muted-foreground">No specimens.</p>
        ) : (
          <ul className="space-y-3 text-sm">
            {doc.specimens.map((specimen) => (
              <li key={specimen.name}>
                <span className="font-medium">{`Specimen ${specimen.name}: ${specimen.type}`}</span>
                <span className="block">{`Site: ${specimen.site ?? 'N/A'}. Slides: ${specimen.slideCount}`}</span>
                {specimen.slideNames.length ? (
                  <span className="block break-all text-muted-foreground">
                    {specimen.slideNames.join(', ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ),
    },
    {
      title: 'Diagnosis',
      items: [
        { label: 'Final diagnosis', value: doc.primaryDiagnosis, wide: true },
        { label: 'Gross description', value: doc.grossDescription, wide: true },
        { label: 'Microscopic description', value: doc.microscopicDescription, wide: true },
        { label: 'Comments', value: doc.comments, wide: true },
        { label: 'CPT codes', value: doc.cptCodes },
        { label: 'Billing component', value: doc.billingComponent },
      ],
    },
    {
      title: 'Sign-out',
      items: [
        { label: 'Signed out by', value: doc.signedOutBy.name },
        { label: 'Credentials', value: doc.signedOutBy.credentials },
        { label: 'Signed out', value: doc.signedOutAt, type: 'dateTime' as const },
      ],
    },
  ] satisfies Array<DetailSectionSpec & { title: ReportSectionTitle }>;
  return REPORT_SECTIONS.flatMap((title) => {
    const section = all.find((candidate) => candidate.title === title)!;
    return title === 'Diagnosis' && doc.synoptic ? [section, synopticSection(doc.synoptic)] : [section];
  });
}

/** The structured part as a table under its template's title, after the diagnosis (decision 106). */
function synopticSection(synoptic: ReportSynoptic): DetailSectionSpec {
  return {
    title: SYNOPTIC_SECTION,
    items: [],
    children: (
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left font-medium">{synoptic.title}</caption>
        <tbody>
          {synoptic.rows.map((row) => (
            <tr key={row.label} className="border-t align-top">
              <th scope="row" className="w-2/5 py-1.5 pr-3 font-medium text-muted-foreground">
                {row.label}
              </th>
              <td className="py-1.5 break-words">{row.answer}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  };
}

function Addenda({ doc }: { doc: ReportDocument }) {
  if (doc.addenda.length === 0) return null;
  return (
    <section aria-labelledby="addenda-heading" className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="addenda-heading" className="mb-4 text-base font-semibold">
        Addenda
      </h2>
      <ol className="space-y-4">
        {doc.addenda.map((addendum) => (
          <li key={addendum.version} className="border-l-4 border-amber-400 pl-3 break-inside-avoid">
            <h3 className="text-sm font-semibold">{`Addendum, version ${addendum.version}`}</h3>
            <p className="text-xs text-muted-foreground">
              {`Added by ${adderLine(addendum.adder)}, `}
              <DateTime value={addendum.addedAt} />
            </p>
            <p className="mt-2 text-sm">
              <span className="font-medium">Reason: </span>
              {addendum.reason}
            </p>
            <p className="mt-1 text-sm whitespace-pre-line">{addendum.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Versions({ doc, versions }: { doc: ReportDocument; versions: number[] }) {
  if (versions.length < 2) return null;
  return (
    <nav aria-label="Report versions" className="mb-4 print:hidden">
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        <li className="text-muted-foreground">Versions:</li>
        {versions.map((version) => {
          const label = version === 1 ? 'Version 1 (original)' : `Version ${version}`;
          const current = version === doc.version;
          return (
            <li key={version}>
              <Link
                to={reportPaths.page(doc.caseId, version === doc.currentVersion ? undefined : version)}
                aria-current={current ? 'page' : undefined}
                className={current ? 'rounded-md bg-secondary px-2 py-1 font-medium' : `${LINK} px-2 py-1`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The page's h1, the admin frame's as well (the route's `frameTitle`). */
export const finalReportHeading = (caseRecordId: string) => `Final report: case ${caseRecordId}`;

/** The case record id a report page is about, whichever form its data takes. */
export const reportPageRecordId = (data: ReportPageData) =>
  data.kind === 'report' ? data.document.caseRecordId : data.caseRecordId;

function NotSignedOut({ data }: { data: Extract<ReportPageData, { kind: 'not-signed-out' }> }) {
  return (
    <>
      <PageHeading className="mb-4">{finalReportHeading(data.caseRecordId)}</PageHeading>
      <p className="mb-4 max-w-3xl text-sm">
        {REPORT_MESSAGES.notSignedOut(data.caseRecordId, CASE_STATUS_LABELS[data.status])}
      </p>
      <Link to={data.next.to} className={LINK}>
        {data.next.label}
      </Link>
    </>
  );
}

export function FinalReportView({ data }: { data: ReportPageData }) {
  // The version the addendum form was opened on: once the addendum is added the report has a new version, and
  // the form (no longer dirty) closes by itself.
  const [addingTo, setAddingTo] = useState<number | null>(null);
  const zone = useSyncExternalStore(noSubscription, browserZone, serverZone);
  if (data.kind === 'not-signed-out') return <NotSignedOut data={data} />;
  const doc = data.document;
  const latest = doc.version === doc.currentVersion;
  const adding = addingTo === doc.currentVersion;
  const setAdding = (open: boolean) => setAddingTo(open ? doc.currentVersion : null);
  return (
    <article className="print:text-black" data-testid="final-report">
      <div className="print:hidden">
        <Breadcrumbs
          items={[
            { label: `Case ${doc.caseRecordId}`, to: casePaths.details(doc.caseId) },
            { label: 'Final report' },
          ]}
        />
      </div>
      <PageHeading className="mb-2">{finalReportHeading(doc.caseRecordId)}</PageHeading>
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <span>{`Version ${doc.version} of ${doc.currentVersion}`}</span>
        {doc.amended ? (
          <Badge
            variant="outline"
            className="border-amber-500 bg-amber-50 text-amber-900"
            data-testid="amended-flag"
          >
            {AMENDED_LABEL}
          </Badge>
        ) : null}
      </p>
      <div className="print:hidden">
        <FlashMessage flash={data.flash} className="mb-4" />
      </div>
      {latest ? null : (
        <p className="mb-4 max-w-3xl rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {`${REPORT_MESSAGES.earlierVersion(doc.version, doc.currentVersion)} `}
          <Link to={reportPaths.page(doc.caseId)} className={LINK}>
            View the current version
          </Link>
        </p>
      )}
      <Versions doc={doc} versions={data.versions} />
      <ActionBar label="Report actions" className="print:hidden">
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <PrinterIcon aria-hidden />
          Print
        </Button>
        <Button asChild variant="outline">
          <DownloadLink
            href={reportPaths.pdf(doc.caseId, doc.version, zone || undefined)}
            icon={<DownloadIcon aria-hidden />}
          >
            Download PDF
          </DownloadLink>
        </Button>
        {data.canAddAddendum && latest && !adding ? (
          <Button type="button" onClick={() => setAdding(true)}>
            Add addendum
          </Button>
        ) : null}
      </ActionBar>
      <div className="flex flex-col gap-6">
        {adding ? (
          <AddendumForm
            nextVersion={doc.currentVersion + 1}
            onClose={() => setAdding(false)}
            synoptic={data.addendumSynoptic}
          />
        ) : null}
        <DetailView sections={sections(doc)} className="print:gap-4 print:[&_section]:break-inside-avoid" />
        <Addenda doc={doc} />
        <ReportSnapshots snapshots={data.snapshots} error={data.snapshotsError} />
      </div>
    </article>
  );
}
