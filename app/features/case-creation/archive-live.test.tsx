/**
 * The archive stage follows its slides' stores live (decision 182): an event of the live stream saying a slide of
 * this case moved on reads the case again, one of another case does not, and a page whose stores are all done
 * reads nothing.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveProvider } from '~/features/live';
import { ArchiveBlocks, type ArchiveStage } from './archive-blocks';

type Storage = ArchiveStage['blocks'][number]['slides'][number]['archiveStorage'];
const encoder = new TextEncoder();

/** The page's /live: the frames given, then an open stream. */
function liveSending(frames: () => string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const body = new ReadableStream<Uint8Array>({
        // A moment after the page subscribed, as the server's events come after the connection opens.
        start(controller) {
          setTimeout(() => {
            for (const text of frames()) controller.enqueue(encoder.encode(text));
          }, 50);
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
}
const stored = (id: string, caseId: string) =>
  `id: ${id}\nevent: slide.storage.changed\ndata: ${JSON.stringify({
    id,
    type: 'slide.storage.changed',
    at: '2026-11-30T00:00:00.000Z',
    data: { caseId, imageId: 'sld-1', archiveStorage: { state: 'Stored', message: null } },
  })}\n\n`;

function renderStage(states: Storage[]) {
  const reads = [...states];
  const loader = vi.fn(() => ({
    caseId: 'case-9',
    caseRecordId: 'RCH-2026-0042',
    blocks: [
      {
        subsectionId: 'sub-1',
        title: 'Specimen 1, block 1',
        slides: [{ fileName: 'biopsy.svs', fileContent: 'sld-1', archiveStorage: reads.shift() ?? null }],
      },
    ],
  }));
  function Stage() {
    return <ArchiveBlocks stage={useLoaderData() as ArchiveStage} />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/upload-project',
        loader,
        element: (
          <LiveProvider>
            <Stage />
          </LiveProvider>
        ),
      },
    ],
    { initialEntries: ['/upload-project'], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return loader;
}

afterEach(() => vi.unstubAllGlobals());

describe("the archive stage's stores, live", () => {
  it('reads the case again when a slide of it moved on, not for another case', async () => {
    liveSending(() => [stored('11', 'case-8'), stored('12', 'case-9')]);
    const loader = renderStage([
      { state: 'Storing', message: null },
      { state: 'Stored', message: null },
    ]);
    expect(await screen.findByText('Stored in the image archive')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('reads nothing again where every store is done', async () => {
    let sent = false;
    liveSending(() => {
      sent = true;
      return [stored('12', 'case-9')];
    });
    const loader = renderStage([{ state: 'Stored', message: null }]);
    expect(await screen.findByText('Stored in the image archive')).toBeInTheDocument();
    await vi.waitFor(() => expect(sent).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
