import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  type ActionFunction,
  type LoaderFunction,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ArchiveBlocks, createdBlocks } from './archive-blocks';
import { ARCHIVE_SEARCH_URL } from './archive-panel';

const STUDY = {
  studyInstanceUid: '1.2.826.0.1.3680043.8.498.1',
  accessionNumber: 'ACC-77',
  patientId: 'MRN-1234',
  studyDate: '2026-11-02',
  description: 'Prostate biopsy',
  series: [
    { seriesInstanceUid: '1.2.826.0.1.3680043.8.498.2', description: 'H&E level 1', instanceCount: 3 },
    { seriesInstanceUid: '1.2.826.0.1.3680043.8.498.3', description: null, instanceCount: null },
  ],
};

/** The case's blocks on a memory router whose search loader and attach action the test gives. */
function renderBlocks(search: LoaderFunction, attach: ActionFunction = vi.fn(async () => ({}))) {
  const blocks = createdBlocks(
    { specimens: [{ subsections: [{ uid: 'u-1', facilityId: 'A1' }, { uid: 'u-2' }] }] },
    { 'u-1': 'sub-1', 'u-2': 'sub-2' },
  );
  const router = createMemoryRouter(
    [
      { path: '/upload-project', element: <ArchiveBlocks caseId="case-9" blocks={blocks} /> },
      { path: ARCHIVE_SEARCH_URL, loader: search },
      { path: '/cases/:caseId/subsections/:subsectionId/archive-series', action: attach },
      { path: '/facility-account/interfaces', element: <p>Interfaces page</p> },
    ],
    { initialEntries: ['/upload-project'], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return within(screen.getByRole('region', { name: 'Specimen 1, block 1 (A1)' }));
}

describe('From the image archive', () => {
  it('gives each created block its own search, titled as the form titles it', () => {
    renderBlocks(vi.fn<LoaderFunction>());
    expect(screen.getByRole('heading', { name: 'Specimen 1, block 1 (A1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Specimen 1, block 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'From the image archive' })).toHaveLength(2);
  });

  it('asks for one criterion before anything is sent', async () => {
    const search = vi.fn<LoaderFunction>();
    const block = renderBlocks(search);
    fireEvent.click(block.getByRole('button', { name: 'Search the archive' }));
    expect(
      await block.findByText('Enter an accession number, a patient ID or a study date.'),
    ).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('lists the studies found with their series, and attaches one to the block', async () => {
    const search = vi.fn<LoaderFunction>(async () => ({ studies: [STUDY], truncated: false }));
    const attach = vi.fn<ActionFunction>(async () => ({
      image: { seriesInstanceUid: STUDY.series[0]!.seriesInstanceUid, name: 'H&E level 1 498.2' },
    }));
    const block = renderBlocks(search, attach);
    fireEvent.change(block.getByLabelText('Accession number'), { target: { value: 'ACC-77' } });
    fireEvent.click(block.getByRole('button', { name: 'Search the archive' }));
    expect(block.getByRole('status')).toHaveTextContent('Searching the image archive…');
    await waitFor(() => expect(block.getByRole('status')).toHaveTextContent('1 study with slides found.'));
    const url = new URL(String((search.mock.calls[0] as unknown as [{ request: Request }])[0].request.url));
    expect(url.pathname).toBe('/image-archive/search');
    expect(url.searchParams.get('accessionNumber')).toBe('ACC-77');

    const study = block.getByRole('list', { name: 'Studies found' });
    expect(within(study).getByText('Prostate biopsy')).toBeInTheDocument();
    expect(within(study).getByText('2026-11-02')).toBeInTheDocument();
    expect(within(study).getByText('MRN-1234')).toBeInTheDocument();
    expect(within(study).getByText('Slide series')).toBeInTheDocument();

    fireEvent.click(block.getByRole('button', { name: 'Attach H&E level 1 (3 images)' }));
    expect(await block.findByRole('button', { name: 'Attached H&E level 1 (3 images)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const [{ request, params }] = attach.mock.calls[0] as unknown as [
      { request: Request; params: Record<string, string> },
    ];
    expect(params).toEqual({ caseId: 'case-9', subsectionId: 'sub-1' });
    const sent = await request.formData();
    expect(sent.get('studyInstanceUid')).toBe(STUDY.studyInstanceUid);
    expect(sent.get('seriesInstanceUid')).toBe(STUDY.series[0]!.seriesInstanceUid);
    expect(block.getByRole('list', { name: 'Slides of this block from the archive' })).toHaveTextContent(
      'H&E level 1 498.2 · Attached',
    );
    expect(block.getByRole('status')).toHaveTextContent('H&E level 1 498.2 is attached to this block.');
  });

  it('names the criteria when nothing is found', async () => {
    const block = renderBlocks(async () => ({ studies: [], truncated: false }));
    fireEvent.change(block.getByLabelText('Patient ID'), { target: { value: 'MRN-9' } });
    fireEvent.change(block.getByLabelText('Study date'), { target: { value: '2026-11-03' } });
    fireEvent.click(block.getByRole('button', { name: 'Search the archive' }));
    await waitFor(() =>
      expect(block.getByRole('status')).toHaveTextContent(
        'No slide studies found for patient ID MRN-9, study date 2026-11-03.',
      ),
    );
  });

  it("shows the API's sentence when no archive is set, with the way to Interfaces", async () => {
    const sentence = "The facility's image archive is not set. Set its DICOMweb address on Interfaces.";
    const block = renderBlocks(async () =>
      Response.json({ message: sentence, canSetArchive: true }, { status: 409 }),
    );
    fireEvent.change(block.getByLabelText('Accession number'), { target: { value: 'ACC-1' } });
    fireEvent.click(block.getByRole('button', { name: 'Search the archive' }));
    const alert = await block.findByRole('alert');
    expect(alert).toHaveTextContent(sentence);
    expect(within(alert).getByRole('link', { name: 'Set the image archive on Interfaces' })).toHaveAttribute(
      'href',
      '/facility-account/interfaces',
    );
  });

  it("shows an attach's refusal in the API's words beside its series", async () => {
    const block = renderBlocks(
      async () => ({ studies: [STUDY], truncated: true }),
      async () => Response.json({ message: 'This series is already in this block.' }, { status: 409 }),
    );
    fireEvent.change(block.getByLabelText('Accession number'), { target: { value: 'ACC-77' } });
    fireEvent.click(block.getByRole('button', { name: 'Search the archive' }));
    expect(
      await block.findByText('Only the first 20 studies are shown: narrow the search to see the others.'),
    ).toBeInTheDocument();
    fireEvent.click(block.getByRole('button', { name: 'Attach Slide series' }));
    await waitFor(() =>
      expect(block.getByRole('alert')).toHaveTextContent('This series is already in this block.'),
    );
    expect(block.getByRole('button', { name: 'Attach Slide series' })).not.toHaveAttribute('aria-disabled');
  });
});
