/**
 * The leave guard of a form that saves itself (the report): a way out taken with unsaved text is saved first,
 * then goes on, even when the page's data is read again meanwhile (a revalidation, which the router ends by
 * resetting every blocker).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useRevalidator } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeaveGuard } from './leave-guard';

function Report({ save }: { save: () => Promise<boolean> }) {
  const [dirty, setDirty] = useState(true);
  const { revalidate } = useRevalidator();
  return (
    <>
      <h1>Report</h1>
      <button onClick={() => revalidate()}>Reload</button>
      <Link to="/next">Next case</Link>
      <LeaveGuard
        when={dirty}
        saveFirst={async () => {
          const saved = await save();
          if (saved) setDirty(false);
          return saved;
        }}
      />
    </>
  );
}

function renderReport(save: () => Promise<boolean>) {
  const router = createMemoryRouter(
    [
      { path: '/', loader: () => ({}), element: <Report save={save} /> },
      { path: '/next', element: <h1>Next</h1> },
    ],
    { future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

describe('LeaveGuard with a form that saves itself', () => {
  it('saves, then goes on', async () => {
    renderReport(() => Promise.resolve(true));
    fireEvent.click(await screen.findByRole('link', { name: 'Next case' }));
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeInTheDocument();
  });

  it('goes on when a reload of the page ended while it saved (the router let the blocked way out go)', async () => {
    let finish: (saved: boolean) => void = () => undefined;
    const router = renderReport(() => new Promise<boolean>((resolve) => (finish = resolve)));
    fireEvent.click(await screen.findByRole('link', { name: 'Next case' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.blockers.size).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The reload's end reset the blocker: only the guard knows the way out is still wanted.
    expect([...router.state.blockers.values()][0]?.state).toBe('unblocked');
    await act(async () => {
      finish(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
