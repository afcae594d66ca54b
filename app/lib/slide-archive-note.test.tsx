import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData, type ActionFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../tests/setup/dom-axe';
import { SlideArchiveLine } from './slide-archive-note';
import { archiveStoreRetryPath } from './slide-archive';

type Storage = { state: 'Queued' | 'Storing' | 'Stored' | 'Failed'; message: string | null };
const FAILED: Storage = { state: 'Failed', message: 'The image archive could not be reached.' };

/** The line on a page whose loader answers the slide's state as `states` says, one answer per read. */
function renderLine(action: ActionFunction, states: Storage[], retry = true) {
  const reads = [...states];
  const loader = vi.fn(() => ({ storage: reads.length > 1 ? reads.shift()! : reads[0]! }));
  function Page() {
    const { storage } = useLoaderData() as { storage: Storage };
    return (
      <SlideArchiveLine
        image={{ archiveStorage: storage }}
        retry={retry ? { caseId: 'case-9', imageId: 'sld-1', name: 'biopsy.svs' } : undefined}
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/case-details/case-9', loader, element: <Page /> },
      { path: archiveStoreRetryPath('case-9', 'sld-1'), action },
    ],
    { initialEntries: ['/case-details/case-9'], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return loader;
}

describe('a failed store tried again', () => {
  it('queues it: the page is read again and its new words take the focus from the button', async () => {
    const action = vi.fn<ActionFunction>(async () => ({ storage: { state: 'Queued', message: null } }));
    renderLine(action, [FAILED, { state: 'Queued', message: null }]);
    const button = await screen.findByRole('button', {
      name: 'Try storing biopsy.svs in the image archive again',
    });
    expect(button).toHaveTextContent('Try storing again');
    expect(screen.getByTestId('slide-archive')).toHaveTextContent(
      'Not stored in the image archive: The image archive could not be reached.',
    );
    await expectNoAxeViolations(document.body);
    button.focus();
    fireEvent.click(button);
    const line = await screen.findByText('Waiting to be stored in the image archive…');
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]![0].request.method).toBe('POST');
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(line).toHaveFocus());
  });

  it("says the server's refusal where the button is, which keeps the focus", async () => {
    const refused = 'This slide is already on its way into the image archive.';
    const action = vi.fn<ActionFunction>(async () => Response.json({ message: refused }, { status: 409 }));
    renderLine(action, [FAILED]);
    const button = await screen.findByRole('button', { name: /Try storing biopsy\.svs/ });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(button).toHaveFocus();
    await expectNoAxeViolations(document.body);
  });

  it('is offered only for a failed store, and only where the page allows it', async () => {
    renderLine(vi.fn(), [{ state: 'Storing', message: null }]);
    expect(await screen.findByText('Storing in the image archive…')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is not offered to a reader the page does not allow', async () => {
    renderLine(vi.fn(), [FAILED], false);
    expect(await screen.findByTestId('slide-archive')).toHaveTextContent('Not stored in the image archive');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
