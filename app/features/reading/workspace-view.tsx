/**
 * The reading workspace (/pathologist/pd-case-view/:caseId): the case's clinical information beside the report
 * form (stacked on a phone, side by side from 1200 px), or, when the reader may not write the report, the
 * clinical information with the reason. The clinical information page (/pathologist/primary-diagnosis-case/
 * clinical-info?caseId=) is the same information alone, linking here.
 */
import { Link } from '@remix-run/react';
import { ActionBar, ActionBarLinks, Breadcrumbs, StatusBadge } from '~/components/detail';
import { FlashMessage } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { CASE_STATUS_LABELS, casePaths, useViewerHrefHere } from '~/features/cases';
import { CASE_TONES } from '~/features/cases';
import { ClinicalInfoPanel } from './clinical-info-panel';
import { readingPaths, type WorkspaceData } from './labels';
import { ReportForm } from './report-form';
import { ReadingLayout } from './reading-layout';
import { NextCaseLink } from './next-case-link';
import { takeReadAhead } from './next-case';
import { useState } from 'react';
import { ViewerScreen } from '~/features/viewer';

function imageCount(data: WorkspaceData): number {
  return data.caseData.slides.reduce(
    (sum, specimen) => sum + specimen.subsections.reduce((n, block) => n + block.images.length, 0),
    0,
  );
}

/** The menu button that holds Case details and Open viewer on a phone (decision 125). */
export const MORE_CASE_ACTIONS = 'More case actions';

function CaseBar({ data, page }: { data: WorkspaceData; page: 'workspace' | 'clinical-info' }) {
  const { caseData } = data;
  // The viewer's back link returns to this page, the report as it was left.
  const viewerHref = useViewerHrefHere(caseData.caseID);
  const links = [
    { label: 'Case details', to: casePaths.details(caseData.caseID) },
    ...(imageCount(data) > 0 ? [{ label: 'Open viewer', to: viewerHref }] : []),
  ];
  const status = <StatusBadge status={caseData.status} tones={CASE_TONES} labels={CASE_STATUS_LABELS} />;
  if (page === 'workspace') {
    // On a phone one row, the slide under it in the first screen: the two links in a menu, Next case at hand
    // (decision 125).
    return (
      <ActionBar label="Case actions" start={status} phone="row">
        <ActionBarLinks label={MORE_CASE_ACTIONS} links={links} />
        <NextCaseLink next={data.next} />
      </ActionBar>
    );
  }
  return (
    <ActionBar label="Case actions" start={status}>
      {links.map((link) => (
        <Button key={link.label} asChild variant="outline">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ))}
      {data.mode.kind === 'edit' ? (
        <Button asChild>
          <Link to={readingPaths.workspace(caseData.caseID)}>Open workspace</Link>
        </Button>
      ) : null}
    </ActionBar>
  );
}

function ReadOnlyNote({ reason, caseId }: { reason: string; caseId: string }) {
  return (
    <section
      aria-labelledby="report-heading"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-6"
    >
      <h2 id="report-heading" className="text-base font-semibold">
        Report
      </h2>
      <p>{reason}</p>
      <p>
        <Link to={casePaths.details(caseId)} className="font-medium underline underline-offset-4">
          Go to the case page
        </Link>
      </p>
    </section>
  );
}

/**
 * The viewer beside the report. A case opened with "Next case" opens its slide with the links read ahead, whose
 * first tiles are in the browser's cache already; otherwise with the loader's.
 */
function WorkspaceViewer({ viewer }: { viewer: NonNullable<WorkspaceData['viewer']> }) {
  const [links] = useState(() => {
    const ahead = takeReadAhead(viewer.caseData.caseID);
    return ahead
      ? { extras: Promise.resolve(ahead), firstLink: undefined }
      : { extras: viewer.extras, firstLink: viewer.firstLink };
  });
  return <ViewerScreen caseData={viewer.caseData} {...links} embedded />;
}

export function WorkspaceView({ data }: { data: WorkspaceData }) {
  const { caseData, viewer } = data;
  const heading = (
    <>
      <Breadcrumbs items={[data.parent, { label: caseData.caseRecordId }]} />
      <PageHeading className="mb-4">{`Diagnose case ${caseData.caseRecordId}`}</PageHeading>
      <FlashMessage flash={data.flash} className="mb-4" />
      <CaseBar data={data} page="workspace" />
    </>
  );
  if (viewer && data.mode.kind === 'edit') {
    // The slide beside the report (decision 104); the clinical information under the report.
    return (
      <>
        {heading}
        <ReadingLayout
          viewer={<WorkspaceViewer key={viewer.caseData.caseID} viewer={viewer} />}
          report={
            <>
              <ReportForm caseData={caseData} synopticTemplates={data.synopticTemplates} />
              <ClinicalInfoPanel data={data} />
            </>
          }
        />
      </>
    );
  }
  return (
    <>
      {heading}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ClinicalInfoPanel data={data} />
        <div className="min-w-0 lg:sticky lg:top-4">
          {data.mode.kind === 'edit' ? (
            <ReportForm caseData={caseData} synopticTemplates={data.synopticTemplates} />
          ) : (
            <ReadOnlyNote reason={data.mode.reason} caseId={caseData.caseID} />
          )}
        </div>
      </div>
    </>
  );
}

export function ClinicalInfoView({ data }: { data: WorkspaceData }) {
  const { caseData } = data;
  return (
    <>
      <Breadcrumbs items={[data.parent, { label: caseData.caseRecordId }]} />
      <PageHeading className="mb-4">{`Clinical information: case ${caseData.caseRecordId}`}</PageHeading>
      <FlashMessage flash={data.flash} className="mb-4" />
      <CaseBar data={data} page="clinical-info" />
      {data.mode.kind === 'read-only' ? (
        <p className="mb-4 text-sm text-muted-foreground">{data.mode.reason}</p>
      ) : null}
      <ClinicalInfoPanel data={data} />
    </>
  );
}
