import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider, useLoaderData, type ActionFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../tests/setup/dom-axe';
import { ArchiveBlocks, type ArchiveStage } from './archive-blocks';
import { ARCHIVE_SEARCH_URL } from './archive-panel';
import type { StageSlide } from './archive-text';

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

const SERIES_HELD = {
  studyInstanceUid: STUDY.studyInstanceUid,
  seriesInstanceUid: STUDY.series[0]!.seriesInstanceUid,
  accessionNumber: 'ACC-77',
};

/**
 * The archive stage on a memory router: its loader answers the case's blocks as `held` says (the case), the
 * search loader and the attach action are the test's.
 */
function renderBlocks(
  search: ActionFunction,
  attach: ActionFunction = vi.fn(async () => ({})),
  held: Record<string, StageSlide[]> = {},
) {
  const stage = vi.fn(() => ({
    caseId: 'case-9',
    caseRecordId: 'RCH-2026-0042',
    blocks: [
      { subsectionId: 'sub-1', title: 'Specimen 1, block 1 (A1)', slides: held['sub-1'] ?? [] },
      { subsectionId: 'sub-2', title: 'Specimen 1, block 2', slides: held['sub-2'] ?? [] },
    ],
  }));
  function Stage() {
    return <ArchiveBlocks stage={useLoaderData() as ArchiveStage} />;
  }
  const router = createMemoryRouter(
    [
      { path: '/upload-project', loader: stage, element: <Stage /> },
      { path: ARCHIVE_SEARCH_URL, action: search },
      { path: '/cases/:caseId/subsections/:subsectionId/archive-series', action: attach },
      { path: '/facility-account/interfaces', element: <p>Interfaces page</p> },
    ],
    { initialEntries: ['/upload-project'], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return {
    stage,
    block: async () => within(await screen.findByRole('region', { name: 'Specimen 1, block 1 (A1)' })),
  };
}

describe('From the image archive', () => {
  it('gives each created block its own search, titled as the form titles it, with the slides the case holds', async () => {
    const { block } = renderBlocks(vi.fn<ActionFunction>(), undefined, {
      'sub-1': [{ fileContent: 'sld-1', fileName: 'slide.tiff' }],
    });
    expect((await block()).getByRole('list', { name: 'Slides of this block' })).toHaveTextContent(
      'slide.tiff',
    );
    expect(
      within(screen.getByRole('region', { name: 'Specimen 1, block 2' })).getByText('No slide yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Case RCH-2026-0042 is saved and all its files are uploaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review and send out' })).toHaveAttribute(
      'href',
      '/review-project?caseId=case-9',
    );
    expect(screen.getByRole('heading', { name: 'Specimen 1, block 1 (A1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Specimen 1, block 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'From the image archive' })).toHaveLength(2);
    // Each block's search is a region of its own name (axe's landmark-unique, which rates it moderate).
    expect(
      screen.getByRole('region', { name: 'From the image archive Specimen 1, block 2' }),
    ).toBeInTheDocument();
    const { violations } = await axe.run(document.body, { runOnly: ['landmark-unique'] });
    expect(violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });

  it('asks for one criterion before anything is sent', async () => {
    const search = vi.fn<ActionFunction>();
    const block = await renderBlocks(search).block();
    fireEvent.click(block.getByRole('button', { name: 'Search the archive' }));
    expect(
      await block.findByText('Enter an accession number, a patient ID or a study date.'),
    ).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('lists the studies found with their series, and attaches one to the block', async () => {
    const search = vi.fn<ActionFunction>(async () => ({ studies: [STUDY], truncated: false }));
    const attach = vi.fn<ActionFunction>(async () => {
      held['sub-1'] = [{ fileContent: 'sld-2', fileName: 'H&E level 1 498.2', archiveSeries: SERIES_HELD }];
      return { image: { seriesInstanceUid: STUDY.series[0]!.seriesInstanceUid, name: 'H&E level 1 498.2' } };
    });
    const held: Record<string, StageSlide[]> = {};
    const rendered = renderBlocks(search, attach, held);
    const block = await rendered.block();
    fireEvent.change(block.getByLabelText('Accession number'), { target: { value: 'ACC-77' } });
    fireEvent.click(block.getByRole('button', { name: 'Search the archive' }));
    expect(block.getByRole('status')).toHaveTextContent('Searching the image archive…');
    await waitFor(() => expect(block.getByRole('status')).toHaveTextContent('1 study with slides found.'));
    const searched = (search.mock.calls[0] as unknown as [{ request: Request }])[0].request;
    expect(new URL(searched.url).pathname).toBe('/image-archive/search');
    expect((await searched.formData()).get('accessionNumber')).toBe('ACC-77');

    const study = block.getByRole('list', { name: 'Studies found' });
    expect(within(study).getByText('Prostate biopsy')).toBeInTheDocument();
    expect(within(study).getByText('2026-11-02')).toBeInTheDocument();
    expect(within(study).getByText('MRN-1234')).toBeInTheDocument();
    expect(within(study).getByText('Slide series')).toBeInTheDocument();

    const readsBefore = rendered.stage.mock.calls.length;
    fireEvent.click(block.getByRole('button', { name: 'Attach H&E level 1 (3 images)' }));
    // Read from the case once attached: the button gives way to its block, and the focus goes there.
    const attached = await block.findByText('Attached to Specimen 1, block 1 (A1)');
    expect(attached).toHaveFocus();
    expect(block.queryByRole('button', { name: /H&E level 1/ })).toBeNull();
    const [{ request, params }] = attach.mock.calls[0] as unknown as [
      { request: Request; params: Record<string, string> },
    ];
    expect(params).toEqual({ caseId: 'case-9', subsectionId: 'sub-1' });
    const sent = await request.formData();
    expect(sent.get('studyInstanceUid')).toBe(STUDY.studyInstanceUid);
    expect(sent.get('seriesInstanceUid')).toBe(STUDY.series[0]!.seriesInstanceUid);
    // The block's list is the case's, read again after the attach: what a reload would show.
    await waitFor(() =>
      expect(block.getByRole('list', { name: 'Slides of this block' })).toHaveTextContent(
        'H&E level 1 498.2From the image archive (accession ACC-77)',
      ),
    );
    expect(rendered.stage.mock.calls.length).toBeGreaterThan(readsBefore);
    expect(block.getByRole('status')).toHaveTextContent('H&E level 1 498.2 is attached to this block.');
  });

  it('names the criteria when nothing is found', async () => {
    const block = await renderBlocks(async () => ({ studies: [], truncated: false })).block();
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
    const block = await renderBlocks(async () =>
      Response.json({ message: sentence, canSetArchive: true }, { status: 409 }),
    ).block();
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
    const block = await renderBlocks(
      async () => ({ studies: [STUDY], truncated: true }),
      async () => Response.json({ message: 'This series is already in this block.' }, { status: 409 }),
    ).block();
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

  it('after a reload, reads a series the case holds as attached to its block, and one on another case as such', async () => {
    const elsewhere = { caseID: 'case-3', caseRecordId: 'RCH-2026-0007', subsectionId: 'sub-7' };
    const study = {
      ...STUDY,
      series: [
        // The server's places name this case's block too: the page reads this case's from the case itself.
        {
          ...STUDY.series[0]!,
          attachedTo: [{ caseID: 'case-9', caseRecordId: 'RCH-2026-0042', subsectionId: 'sub-1' }],
        },
        { ...STUDY.series[1]!, attachedTo: [elsewhere] },
      ],
    };
    const rendered = renderBlocks(async () => ({ studies: [study], truncated: false }), undefined, {
      'sub-1': [{ fileContent: 'sld-3', fileName: 'H&E level 1 498.2', archiveSeries: SERIES_HELD }],
    });
    await rendered.block();
    const other = within(screen.getByRole('region', { name: 'Specimen 1, block 2' }));
    fireEvent.change(other.getByLabelText('Accession number'), { target: { value: 'ACC-77' } });
    fireEvent.click(other.getByRole('button', { name: 'Search the archive' }));
    const series = await other.findByRole('list', { name: 'Slide series of Prostate biopsy' });
    const [held, onOtherCase] = within(series).getAllByRole('listitem');
    expect(held).toHaveTextContent('H&E level 1 (3 images)Attached to Specimen 1, block 1 (A1)');
    expect(within(held!).queryByRole('button')).toBeNull();
    expect(onOtherCase).toHaveTextContent('Slide seriesAttachAlso attached to case RCH-2026-0007');
    expect(within(onOtherCase!).getByRole('button', { name: 'Attach Slide series' })).toBeInTheDocument();
    await expectNoAxeViolations(series);
  });

  it("says where each of a block's slides stands with the image archive, in words", async () => {
    const storage = (state: 'Queued' | 'Storing' | 'Stored', message = null) => ({ state, message });
    const rendered = renderBlocks(vi.fn<ActionFunction>(), undefined, {
      'sub-1': [
        { fileContent: 'sld-4', fileName: 'queued.svs', archiveStorage: storage('Queued') },
        { fileContent: 'sld-5', fileName: 'storing.svs', archiveStorage: storage('Storing') },
        { fileContent: 'sld-6', fileName: 'stored.svs', archiveStorage: storage('Stored') },
        {
          fileContent: 'sld-failed',
          fileName: 'failed.svs',
          archiveStorage: { state: 'Failed', message: 'The image archive could not be reached.' },
        },
        { fileContent: 'sld-7', fileName: 'plain.svs' },
        {
          fileContent: 'sld-8',
          fileName: 'attached',
          archiveSeries: { ...SERIES_HELD, accessionNumber: null },
        },
      ],
    });
    const slides = (await rendered.block()).getByRole('list', { name: 'Slides of this block' });
    expect(
      within(slides)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'queued.svsWaiting to be stored in the image archive…',
      'storing.svsStoring in the image archive…',
      'stored.svsStored in the image archive',
      'failed.svsNot stored in the image archive: The image archive could not be reached. The slide is read from its uploaded file, so the case can still be sent out.Try storing again',
      'plain.svs',
      'attachedFrom the image archive',
    ]);
    await expectNoAxeViolations(slides);
  });
});
