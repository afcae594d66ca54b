/**
 * Next case through a reload of the page being read (decision 178): the route's loader here is the real route's
 * clientLoader (the page read ahead, else the "server"), on a memory router as Remix runs it.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryRouter,
  Form,
  redirect,
  RouterProvider,
  useBlocker,
  useLoaderData,
  useRevalidator,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readingPaths } from './labels';
import { NextCaseLink } from './next-case-link';
import { takePageAhead, type NextCase } from './next-case';

const NEXT: NextCase = { caseId: 'case-0273', caseRecordId: 'SFM-2026-0002', viewer: null };

interface Page {
  caseData: { caseID: string };
  next: Promise<NextCase | null> | null;
}

function Workspace() {
  const { caseData, next } = useLoaderData() as Page;
  const { revalidate, state } = useRevalidator();
  // The report's leave guard, asking before a link leads away (app/components/form/leave-guard.tsx).
  const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname.endsWith('case-0273') && guarded);
  return (
    <>
      <h1>{`Diagnose ${caseData.caseID}`}</h1>
      <p data-testid="revalidator">{state}</p>
      <button onClick={() => revalidate()}>Reload</button>
      {blocker.state === 'blocked' ? <button onClick={() => blocker.reset()}>Stay</button> : null}
      <Form method="post" action="/sign-out">
        <button type="submit">Sign out</button>
      </Form>
      <NextCaseLink next={next} />
    </>
  );
}

let guarded = false;

function renderWorkspace() {
  const served: string[] = [];
  const server = (caseId: string): Page => {
    served.push(caseId);
    return {
      caseData: { caseID: caseId },
      next: caseId === 'case-0153' ? Promise.resolve(NEXT) : null,
    };
  };
  const router = createMemoryRouter(
    [
      {
        path: '/pathologist/pd-case-view/:caseId',
        loader: ({ params }) => takePageAhead<Page>(params.caseId) ?? server(params.caseId!),
        element: <Workspace />,
      },
      // A sign-out that goes on to the next case, as the server's own page (its notice).
      { path: '/sign-out', action: () => redirect(readingPaths.workspace('case-0273')) },
    ],
    { initialEntries: [readingPaths.workspace('case-0153')], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return served;
}

describe('Next case through reloads of the page being read', () => {
  it('is read ahead once; a reload refreshes it from the server and the click reads nothing', async () => {
    const served = renderWorkspace();
    const link = await screen.findByRole('link', { name: 'Next case: SFM-2026-0002' });
    await waitFor(() => expect(served).toEqual(['case-0153', 'case-0273']));
    // A reload of the page being read (the tab shown again, a fetcher's action): the current case from the
    // server, the page read ahead refreshed by its fetcher, not read a second time nor dropped.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByTestId('revalidator')).toHaveTextContent('idle'));
    await screen.findByRole('link', { name: 'Next case: SFM-2026-0002' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(served).toEqual(['case-0153', 'case-0273', 'case-0153', 'case-0273']);
    fireEvent.click(await screen.findByRole('link', { name: 'Next case: SFM-2026-0002' }));
    await screen.findByRole('heading', { name: 'Diagnose case-0273' });
    expect(served).toHaveLength(4);
    expect(link).not.toBeInTheDocument();
  });

  it('a click the leave guard kept from leaving does not render a later sign-out’s way to that case', async () => {
    guarded = true;
    try {
      const served = renderWorkspace();
      await screen.findByRole('link', { name: 'Next case: SFM-2026-0002' });
      await waitFor(() => expect(served).toEqual(['case-0153', 'case-0273']));
      fireEvent.click(screen.getByRole('link', { name: 'Next case: SFM-2026-0002' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
      guarded = false;
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      await screen.findByRole('heading', { name: 'Diagnose case-0273' });
      // The sign-out's way there read from the server, beside the fetcher's reload after the submission; the page
      // read ahead would have made it three.
      await waitFor(() => expect(served).toEqual(['case-0153', 'case-0273', 'case-0273', 'case-0273']));
    } finally {
      guarded = false;
    }
  });
});
