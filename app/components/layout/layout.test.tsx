import { cleanup, act, fireEvent, render, screen, within } from '@testing-library/react';
import { Link, useSearchParams } from '@remix-run/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLayout } from './app-layout';
import { PageFrame } from './page-frame';
import { PageHeading } from './page-heading';
import { RouteFocus } from './route-focus';
import type { HeaderUser } from './site-header';
import { SkipLink } from './skip-link';

const PROVIDER: HeaderUser = {
  name: 'Dana Reyes',
  subtitle: 'Provider',
  main: [
    { label: 'Available Cases', to: '/availableCases' },
    { label: 'My Cases', to: '/selectedCases' },
  ],
  menu: [{ kind: 'logout' }],
  onLogout: () => {},
};

/** Routes under a layout route, in a memory data router as Remix renders them. */
function renderRoutes(layout: React.ReactElement, children: RouteObject[], url: string) {
  const router = createMemoryRouter([{ path: '/', element: layout, children }], {
    initialEntries: [url],
    future: { v7_relativeSplatPath: true },
  });
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

/** One element on one route: PageFrame reads the matched routes. */
const renderPage = (element: React.ReactElement) => renderRoutes(<Outlet />, [{ index: true, element }], '/');

afterEach(() => {
  document.cookie = 'side-menu=; Max-Age=0; Path=/';
});

describe('PageHeading: exactly one h1 per page (spec 2.3)', () => {
  it('a non-admin frame shows no heading; the page supplies the h1', () => {
    renderPage(
      <PageFrame>
        <PageHeading>My Cases</PageHeading>
      </PageFrame>,
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('My Cases');
    expect(headings[0]).toHaveAttribute('data-page-heading', 'page');
  });

  it("an admin's frame shows the title and the page's own heading stands down", () => {
    renderPage(
      <PageFrame title="Available Cases">
        <PageHeading>Available Cases</PageHeading>
        <p>rows</p>
      </PageFrame>,
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveAttribute('data-page-heading', 'frame');
  });

  it('a page outside any frame (login, 404) renders its h1, focusable by script only', () => {
    render(<PageHeading>Log In</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('AppLayout: header, side menu, full-screen outlet (spec 2.2)', () => {
  const page = (heading: string, handle?: unknown): RouteObject => ({
    path: heading.toLowerCase().replace(/ /g, '-'),
    handle,
    element: (
      <PageFrame>
        <PageHeading>{heading}</PageHeading>
      </PageFrame>
    ),
  });
  const layout = (
    <AppLayout user={PROVIDER}>
      <Outlet />
    </AppLayout>
  );

  it("shows the role's navigation in the side menu beside the main landmark", () => {
    renderRoutes(layout, [page('Reading list')], '/reading-list');
    const menu = screen.getByTestId('side-menu');
    const nav = within(menu).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Available Cases', 'My Cases']);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(document.querySelector('[data-full-screen]')).toHaveAttribute('data-full-screen', 'false');
  });

  it("marks one item current: a page under another item's path is not the Dashboard's too", () => {
    const admin: HeaderUser = {
      ...PROVIDER,
      main: [
        { label: 'Dashboard', to: '/admin' },
        { label: 'Cases', to: '/case' },
        { label: 'Turnaround', to: '/admin/turnaround' },
      ],
    };
    /** The items the side menu marks current at `path`. */
    const currentAt = (path: string) => {
      cleanup();
      renderRoutes(
        <AppLayout user={admin}>
          <Outlet />
        </AppLayout>,
        [
          { path: 'admin', element: <PageFrame>Dashboard</PageFrame> },
          { path: 'admin/turnaround', element: <PageFrame>Turnaround</PageFrame> },
          { path: 'case/:caseId', element: <PageFrame>A case</PageFrame> },
        ],
        path,
      );
      return within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    };
    expect(currentAt('/admin/turnaround')).toEqual(['Turnaround']);
    expect(currentAt('/admin')).toEqual(['Dashboard']);
    // A link with no item under it stays current on the pages under it: Cases on a case's own page.
    expect(currentAt('/case/case-0361')).toEqual(['Cases']);
  });

  it('a route with handle { fullScreen: true } hides the side menu and keeps the menu button', () => {
    renderRoutes(layout, [page('Reading workspace', { fullScreen: true })], '/reading-workspace');
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(document.querySelector('[data-full-screen]')).toHaveAttribute('data-full-screen', 'true');
    expect(screen.getByRole('button', { name: 'Open menu' }).parentElement).not.toHaveClass('desktop:hidden');
    expect(screen.getByRole('heading', { level: 1, name: 'Reading workspace' })).toBeInTheDocument();
  });

  it('a parent route asking for full screen covers its children', () => {
    renderRoutes(
      layout,
      [{ path: 'workspace', handle: { fullScreen: true }, element: <Outlet />, children: [page('Slides')] }],
      '/workspace/slides',
    );
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it('the side menu collapses and expands, says so, and remembers it in a cookie', () => {
    renderRoutes(layout, [page('Reading list')], '/reading-list');
    const hide = screen.getByRole('button', { name: 'Hide menu' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(hide);
    const show = screen.getByRole('button', { name: 'Show menu' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(document.cookie).toContain('side-menu=collapsed');
    fireEvent.click(show);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(document.cookie).toContain('side-menu=expanded');
  });

  it('starts collapsed when the page was served so', () => {
    render(
      <RouterProvider
        router={createMemoryRouter(
          [{ path: '/', element: <AppLayout user={PROVIDER} sideMenuCollapsed children={<p>x</p>} /> }],
          { future: { v7_relativeSplatPath: true } },
        )}
        future={{ v7_startTransition: true }}
      />,
    );
    expect(screen.getByTestId('side-menu')).toHaveAttribute('data-collapsed', 'true');
  });

  it('a visitor gets no side menu', () => {
    renderRoutes(
      <AppLayout user={null}>
        <Outlet />
      </AppLayout>,
      [page('Log In')],
      '/log-in',
    );
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it("names the user menu by the user's name it shows (WCAG 2.5.3)", () => {
    renderRoutes(layout, [page('Reading list')], '/reading-list');
    const trigger = screen.getByRole('button', { name: 'Dana Reyes, user menu' });
    expect(trigger).toHaveTextContent(/^Dana Reyes/);
  });

  it('links to /notifications with the unread count in its name, and just "Notifications" without one', () => {
    const withCount = (
      <AppLayout user={{ ...PROVIDER, unreadNotifications: 3 }}>
        <Outlet />
      </AppLayout>
    );
    renderRoutes(withCount, [page('Reading list')], '/reading-list');
    const link = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).toHaveTextContent('3');
    cleanup();
    renderRoutes(layout, [page('Reading list')], '/reading-list');
    expect(screen.getByRole('link', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
  });
});

describe('RouteFocus: the focus follows the page', () => {
  function Search() {
    const [params, setParams] = useSearchParams();
    return (
      <input
        aria-label="Search"
        defaultValue={params.get('q') ?? ''}
        onChange={(event) => setParams({ q: event.target.value })}
      />
    );
  }
  const routes: RouteObject[] = [
    {
      path: 'first',
      element: (
        <>
          <PageHeading>First</PageHeading>
          <Link to="/second">Second</Link>
          <Search />
        </>
      ),
    },
    { path: 'second', element: <PageHeading>Second</PageHeading> },
  ];
  const shell = (
    <>
      <SkipLink />
      <RouteFocus />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );

  it('leaves the first load alone, then moves to the h1 of each new page', async () => {
    const router = renderRoutes(shell, routes, '/first');
    expect(document.body).toHaveFocus();
    await act(() => router.navigate('/second'));
    expect(screen.getByRole('heading', { level: 1, name: 'Second' })).toHaveFocus();
  });

  it('stays in the search box while the search changes the URL of the same page', async () => {
    const router = renderRoutes(shell, routes, '/first');
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    fireEvent.change(search, { target: { value: 'RCH' } });
    await act(async () => {});
    expect(router.state.location.search).toBe('?q=RCH');
    expect(search).toHaveFocus();
  });

  it('a removed control gives the focus to the main landmark, or to its dialog when that stays open', async () => {
    function Swap({ inDialog }: { inDialog: boolean }) {
      const [done, setDone] = useState(false);
      const control = done ? <span>Done</span> : <button onClick={() => setDone(true)}>Start</button>;
      return inDialog ? (
        <div role="dialog" aria-label="Panel">
          {control}
          <button>Close</button>
        </div>
      ) : (
        control
      );
    }
    for (const inDialog of [false, true]) {
      renderRoutes(shell, [{ path: 'first', element: <Swap inDialog={inDialog} /> }], '/first');
      const start = screen.getByRole('button', { name: 'Start' });
      start.focus();
      fireEvent.click(start);
      // The observer runs after the change to the page's elements (a microtask).
      await act(async () => {});
      if (inDialog) expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      else expect(screen.getByRole('main')).toHaveFocus();
      cleanup();
    }
  });

  it('the skip link comes first and moves the focus to the main landmark', () => {
    renderRoutes(shell, routes, '/first');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.querySelector('a, button, input')).toBe(skip);
    fireEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
