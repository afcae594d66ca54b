/** The facility case pages in the browser: row actions by state, the case page's actions, timeline, preview. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/dom-axe';
import { AttachmentPreview } from './attachment-list';
import { CaseDetailsView } from './case-details-view';
import type { CaseAttachment, CaseDetails, CaseDetailsData } from './case-labels';
import { caseTimeline } from './case-timeline';
import { FacilityCaseListView } from './facility-case-list';
import { FACILITY_CASE_LISTS, type FacilityCaseListData } from './facility-lists';
import type { CaseSummary } from './list-config';
import { facilityCaseListQuery } from './list-query';
import { spyOnToasts } from '../../../tests/setup/toast-spies';

spyOnToasts();

function inRouter(element: ReactElement, url = '/send-out-cases') {
  const router = createMemoryRouter([{ id: 'page', path: url.split('?')[0], loader: () => null, element }], {
    initialEntries: [url],
    hydrationData: { loaderData: { page: null } },
    future: { v7_relativeSplatPath: true },
  });
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

/** The links and buttons inside an element, in document order. */
const controls = (element: Element) => Array.from(element.querySelectorAll('a, button'));
/** A table row by the record id in its row header (cheaper than an accessible-name query). */
const rowOf = (recordId: string) => screen.getByText(recordId, { selector: 'th' }).closest('tr')!;

function summary(n: number, status: CaseSummary['status']): CaseSummary {
  return {
    caseID: `case-${n}`,
    caseRecordId: `RCH-2026-000${n}`,
    status,
    type: { name: 'surgical', displayName: 'Surgical Pathology' },
    patient: { firstName: 'Ada', lastName: 'Lovelace' },
    facility: { id: 'fac-001', name: 'Riverside Community Hospital' },
    assignedProvider: status === 'Assigned' ? { id: 'usr-provider', name: 'Maya Okafor' } : null,
    specimenCount: 1,
    imageCount: 1,
    createdAt: '2026-10-02T09:30:00.000Z',
    updatedAt: '2026-10-03T11:00:00.000Z',
    priority: 'Routine',
    dueAt: status === 'Draft' ? null : '2026-10-06T09:30:00.000Z',
    dueState: status === 'Draft' ? null : 'OnTime',
  };
}

const CASE: CaseDetails = {
  caseID: 'case-1',
  caseRecordId: 'RCH-2026-0001',
  status: 'Draft',
  type: { name: 'surgical', displayName: 'Surgical Pathology' },
  facility: { id: 'fac-001', name: 'Riverside Community Hospital' },
  createdBy: { id: 'usr-facility', name: 'Daniel Reyes' },
  assignedProvider: null,
  patientInfo: { firstName: 'Ada', lastName: '<b>Lovelace</b>', birthDate: '1961-12-10', gender: 'Female' },
  slides: [],
  clinicalInfo: 'Palpable mass.\n<script>alert(1)</script>',
  primaryDiagnosis: null,
  finalReport: null,
  reportDraft: null,
  billingComponent: 0,
  caseRelation: 'Standalone',
  slideDelivery: 'Mail_the_Slides',
  insurancePayer: null,
  createdAt: '2026-10-02T09:30:00.000Z',
  updatedAt: '2026-10-02T09:30:00.000Z',
  sentOutAt: null,
  assignedAt: null,
  cancelledAt: null,
  priority: 'Routine',
  dueAt: null,
  dueState: null,
};

function detailsData(overrides: Partial<CaseDetailsData> = {}): CaseDetailsData {
  return {
    caseData: CASE,
    attachments: [],
    attachmentsError: null,
    relations: null,
    thumbnails: {},
    referenceLabels: { insurancePayers: {}, slideOrders: {} },
    can: { edit: true, sendOut: true, cancel: true, pickUp: false },
    parent: { label: 'Send-Out Cases', to: '/send-out-cases' },
    flash: null,
    ...overrides,
  };
}

describe('Send-Out Cases rows', () => {
  it('offer View always, Edit and Send out for drafts, Cancel for drafts and available cases', () => {
    const items = [summary(1, 'Draft'), summary(2, 'Available'), summary(3, 'Assigned')];
    const data: FacilityCaseListData = {
      state: facilityCaseListQuery.defaults,
      page: { items, page: 1, pageSize: 20, total: 3, totalPages: 1 },
      error: null,
      flash: null,
    };
    inRouter(
      <FacilityCaseListView title="Send-Out Cases" config={FACILITY_CASE_LISTS.sendOut} data={data} />,
    );
    const actionsOf = (n: number) =>
      controls(rowOf(`RCH-2026-000${n}`)).map((el) => el.getAttribute('aria-label'));
    expect(actionsOf(1)).toEqual([
      'View case RCH-2026-0001',
      'Edit case RCH-2026-0001',
      'Send out case RCH-2026-0001',
      'Cancel case RCH-2026-0001',
    ]);
    expect(actionsOf(2)).toEqual(['View case RCH-2026-0002', 'Cancel case RCH-2026-0002']);
    expect(actionsOf(3)).toEqual(['View case RCH-2026-0003']);
    expect(screen.getByLabelText('Edit case RCH-2026-0001')).toHaveAttribute(
      'href',
      '/upload-project?caseId=case-1',
    );
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('All statuses');
    expect(screen.getByText('Export CSV').closest('a')).toHaveAttribute(
      'href',
      '/send-out-cases/export?format=csv',
    );
  });
});

describe('a row’s send-out', () => {
  it('asks first, saying what happens, and does nothing when put off', () => {
    const data: FacilityCaseListData = {
      state: facilityCaseListQuery.defaults,
      page: { items: [summary(1, 'Draft')], page: 1, pageSize: 20, total: 1, totalPages: 1 },
      error: null,
      flash: null,
    };
    inRouter(
      <FacilityCaseListView title="Send-Out Cases" config={FACILITY_CASE_LISTS.sendOut} data={data} />,
    );
    fireEvent.click(within(rowOf('RCH-2026-0001')).getByLabelText('Send out case RCH-2026-0001'));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Send out case RCH-2026-0001?');
    expect(dialog).toHaveTextContent(
      'it becomes Available to pick up, or the assignment rules give it to a provider at once',
    );
    fireEvent.click(within(dialog).getByText('Not yet'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the drafts to review', () => {
  it('link each draft to its review and edit, with no status filter, export or row changes', () => {
    const data: FacilityCaseListData = {
      state: facilityCaseListQuery.defaults,
      page: { items: [summary(1, 'Draft')], page: 1, pageSize: 20, total: 1, totalPages: 1 },
      error: null,
      flash: null,
    };
    inRouter(
      <FacilityCaseListView title="Review Project" config={FACILITY_CASE_LISTS.drafts} data={data} />,
      '/review-project',
    );
    expect(controls(rowOf('RCH-2026-0001')).map((el) => el.getAttribute('aria-label'))).toEqual([
      'Review case RCH-2026-0001',
      'Edit case RCH-2026-0001',
    ]);
    expect(screen.getByLabelText('Review case RCH-2026-0001')).toHaveAttribute(
      'href',
      '/review-project?caseId=case-1',
    );
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByText('Export CSV')).toBeNull();
  });
});

describe('the case page', () => {
  it('shows what people typed as text, and the facility’s actions on a draft', () => {
    inRouter(<CaseDetailsView data={detailsData()} mode="details" />, '/case-details/case-1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Case RCH-2026-0001');
    expect(screen.getByText('<b>Lovelace</b>')).toBeInTheDocument();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText('Professional Component (PC)')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Case actions' });
    expect(controls(actions).map((el) => el.textContent)).toEqual(['Cancel case', 'Edit', 'Send out']);
    expect(screen.getAllByText('No file')).toHaveLength(5);
    // A draft's Due says why there is none yet; its priority is said in words.
    expect(screen.getByText('Not sent out')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByText('Routine')).toBeInTheDocument();
  });

  it('names the order of a case that came in as one', () => {
    const ordered = { ...CASE, placerOrderNumber: 'ORD-20261127-0042' };
    inRouter(
      <CaseDetailsView data={detailsData({ caseData: ordered })} mode="details" />,
      '/case-details/case-1',
    );
    const term = screen.getByText('Placer order number', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('ORD-20261127-0042');
  });

  it('shows no placer order number for a case made in the pages', () => {
    inRouter(<CaseDetailsView data={detailsData()} mode="details" />, '/case-details/case-1');
    expect(screen.getByText('Case record ID', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Placer order number')).toBeNull();
  });

  it('says under each slide where it stands with the image archive, in words', async () => {
    const block = (images: CaseDetails['slides'][number]['subsections'][number]['images']) => ({
      id: 'S1-B1',
      displayId: 'A1',
      slideType: 'H&E',
      slideCount: images.length,
      facilityId: null,
      stain: null,
      isRequested: false,
      requireRescan: false,
      requireRescanReason: null,
      slideOrders: [],
      images,
    });
    const series = { studyInstanceUid: '1.2.3', seriesInstanceUid: '1.2.3.4', accessionNumber: 'ACC-77' };
    const withSlides: CaseDetails = {
      ...CASE,
      slides: [
        {
          specimenID: 'S1',
          facilitySpecimenID: null,
          bodysite: null,
          subsite: null,
          specimenType: 'Biopsy',
          totalNumberSlides: 5,
          specimenCollectionDate: null,
          collectionTime: null,
          subsections: [
            block([
              { fileName: 'attached', fileContent: 'a', archiveSeries: series },
              {
                fileName: 'storing.svs',
                fileContent: 'b',
                archiveStorage: { state: 'Storing', message: null },
              },
              {
                fileName: 'stored.svs',
                fileContent: 'c',
                archiveStorage: { state: 'Stored', message: null },
              },
              {
                fileName: 'failed.svs',
                fileContent: 'd',
                archiveStorage: { state: 'Failed', message: 'The image archive did not answer in time.' },
              },
              { fileName: 'plain.svs', fileContent: 'e' },
            ]),
          ],
        },
      ],
    };
    inRouter(
      <CaseDetailsView data={detailsData({ caseData: withSlides })} mode="details" />,
      '/case-details/case-1',
    );
    const slides = screen.getByRole('list', { name: 'Slide images of block A1' });
    expect(
      within(slides)
        .getAllByTestId('slide-archive')
        .map((line) => line.textContent),
    ).toEqual([
      'From the image archive (accession ACC-77)',
      'Storing in the image archive…',
      'Stored in the image archive',
      'Not stored in the image archive: The image archive did not answer in time. The slide is read from its uploaded file, so the case can still be sent out.',
    ]);
    expect(within(slides).getAllByRole('listitem')[4]).toHaveTextContent(/^No thumbnailplain\.svs$/);
    await expectNoAxeViolations(slides);
  });

  it('on review, offers Back, Edit and Send out (no cancel) and says what send-out does', () => {
    inRouter(<CaseDetailsView data={detailsData()} mode="review" />, '/review-project');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Review case RCH-2026-0001');
    const actions = screen.getByRole('group', { name: 'Case actions' });
    expect(controls(actions).map((el) => el.textContent)).toEqual(['Back', 'Edit', 'Send out']);
    expect(screen.getByText(/Check the case below before you send it out/)).toBeInTheDocument();
  });

  it('offers a provider Pick up on an available case, and shows a signed-out case’s report', () => {
    const signed: CaseDetails = {
      ...CASE,
      status: 'SignOutCompleted',
      sentOutAt: '2026-10-03T09:00:00.000Z',
      priority: 'STAT',
      dueAt: '2026-10-06T09:00:00.000Z',
      dueState: 'OnTime',
      assignedAt: '2026-10-04T09:00:00.000Z',
      assignedProvider: { id: 'usr-provider', name: 'Maya Okafor' },
      primaryDiagnosis: 'Benign.',
      finalReport: {
        version: 1,
        primaryDiagnosis: 'FINAL DIAGNOSIS: benign.',
        grossDescription: null,
        microscopicDescription: null,
        comments: null,
        cptCodes: ['88305'],
        billingComponent: 0,
        signedOutAt: '2026-10-05T09:00:00.000Z',
        signedOutBy: { id: 'usr-provider', name: 'Maya Okafor' },
        signerCredentials: { salutation: 'Dr.', specialty: 'Pathology', licensedStates: ['TX'] },
        addenda: [],
        synoptic: null,
      },
    };
    const none = { edit: false, sendOut: false, cancel: false, pickUp: false };
    inRouter(<CaseDetailsView data={detailsData({ caseData: signed, can: none })} mode="details" />, '/c');
    expect(screen.getByRole('heading', { name: 'Final report' })).toBeInTheDocument();
    expect(screen.getByText('FINAL DIAGNOSIS: benign.')).toBeInTheDocument();
    // Signed out before its due time: met, with the due time beside it.
    expect(screen.getByText('Met')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Met').parentElement).toHaveTextContent(/^10\/06\/2026 09:00 AM UTC Met$/);
    expect(screen.getByText('STAT')).toHaveAttribute('data-tone', 'danger');
    expect(within(screen.getByRole('group', { name: 'Case actions' })).queryAllByRole('button')).toEqual([]);
    // The report history's version link sits in a line of muted text, which its colour alone parts it from by
    // 2.4:1: it is underlined, not only on hover.
    const version = screen.getByRole('link', { name: 'Version 1 (original) of the final report' });
    expect(version.closest('li')).toHaveTextContent(/^Version 1 \(original\) — signed out by Maya Okafor, /);
    expect(version.classList).toContain('underline');
  });

  it('says why, in place of Pick up, when the assignment rules do not let the provider pick the case up', () => {
    const reason = 'You cannot pick up this case: you are not licensed in IL.';
    const available: CaseDetails = { ...CASE, status: 'Available', pickUp: { allowed: false, reason } };
    const can = { edit: false, sendOut: false, cancel: false, pickUp: true };
    inRouter(<CaseDetailsView data={detailsData({ caseData: available, can })} mode="details" />, '/c');
    const actions = screen.getByRole('group', { name: 'Case actions' });
    expect(within(actions).getByText(reason)).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Pick up' })).toBeNull();
  });
});

describe('caseTimeline', () => {
  it('lists the steps with what happened and what has not yet', () => {
    const steps = caseTimeline({ ...CASE, status: 'Available', sentOutAt: '2026-10-03T09:00:00.000Z' });
    expect(steps.map((s) => [s.label, s.at])).toEqual([
      ['Created', CASE.createdAt],
      ['Sent out', '2026-10-03T09:00:00.000Z'],
      ['Picked up', null],
      ['Signed out', null],
    ]);
    expect(steps[0]!.by).toBe('Daniel Reyes');
  });

  it('ends a cancelled case with its cancellation, without the steps it never reached', () => {
    const steps = caseTimeline({
      ...CASE,
      status: 'Cancelled',
      sentOutAt: '2026-10-03T09:00:00.000Z',
      cancelledAt: '2026-10-04T09:00:00.000Z',
    });
    expect(steps.map((s) => s.key)).toEqual(['created', 'sent-out', 'cancelled']);
  });
});

describe('AttachmentPreview', () => {
  const attachment = (contentType: string, fileName: string): CaseAttachment => ({
    id: 'att-1',
    caseID: 'case-1',
    slot: 'labReports',
    fileName,
    contentType,
    sizeBytes: 4,
    sha256: '0'.repeat(64),
    uploadedBy: { id: 'usr-facility', name: 'Daniel Reyes' },
    uploadedAt: '2026-10-02T09:30:00.000Z',
  });
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.unstubAllGlobals();
  });

  it('fetches the app’s download route and shows an image from a blob: URL, revoked on close', async () => {
    const fetchMock = vi.fn(async () => new Response(new Uint8Array([137, 80, 78, 71])));
    vi.stubGlobal('fetch', fetchMock);
    inRouter(<AttachmentPreview caseId="case-1" attachment={attachment('image/png', 'scan.png')} />, '/c');
    fireEvent.click(screen.getByRole('button', { name: 'Preview scan.png' }));
    const image = await screen.findByRole('img', { name: 'Preview of scan.png' });
    expect(image).toHaveAttribute('src', 'blob:preview-1');
    expect(fetchMock).toHaveBeenCalledWith('/case-details/case-1/attachments/att-1', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
  });

  it('shows a PDF in a frame, and a refusal in the fetch path’s words (spec 8)', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('%PDF'))
        .mockResolvedValueOnce(new Response('Error 403: Forbidden.', { status: 403 })),
    );
    inRouter(
      <AttachmentPreview caseId="case-1" attachment={attachment('application/pdf', 'lab.pdf')} />,
      '/c',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview lab.pdf' }));
    expect(await screen.findByTitle('Preview of lab.pdf')).toHaveAttribute('src', 'blob:preview-1');
    fireEvent.click(screen.getByRole('button', { name: 'Close preview' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview lab.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download file: Forbidden access');
  });

  it('offers no preview for a Word document', () => {
    const word = attachment('application/msword', 'letter.doc');
    inRouter(<AttachmentPreview caseId="case-1" attachment={word} />, '/c');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
