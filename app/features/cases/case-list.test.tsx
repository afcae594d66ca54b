import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '~/components/ui/sonner';
import { formatDateTime } from '~/lib/format';
import { CaseListView, type CaseListViewProps } from './case-list';
import { CASE_LISTS, type CaseListData, type CaseSummary } from './list-config';
import { caseListQuery } from './list-query';
import { spyOnToasts } from '../../../tests/setup/toast-spies';

const LIST_DEFAULTS = caseListQuery.defaults;

spyOnToasts();

function caseSummary(n: number, overrides: Partial<CaseSummary> = {}): CaseSummary {
  const id = String(n).padStart(4, '0');
  return {
    caseID: `case-${id}`,
    caseRecordId: `RCH-2026-${id}`,
    status: 'Available',
    type: { name: 'surgical', displayName: 'Surgical Pathology' },
    patient: { firstName: 'Ada', lastName: 'Lovelace' },
    facility: { id: 'fac-001', name: 'Riverside Community Hospital' },
    assignedProvider: null,
    specimenCount: 2,
    imageCount: 4,
    createdAt: '2026-10-02T09:30:00.000Z',
    updatedAt: '2026-10-03T11:00:00.000Z',
    priority: 'Routine',
    dueAt: '2026-10-06T09:30:00.000Z',
    dueState: 'OnTime',
    ...overrides,
  };
}

function listData(items: CaseSummary[], overrides: Partial<CaseListData> = {}): CaseListData {
  return {
    state: LIST_DEFAULTS,
    page: { items, page: 1, pageSize: 20, total: items.length, totalPages: items.length ? 1 : 0 },
    error: null,
    canPickUp: true,
    ...overrides,
  };
}

/** The view inside a memory data router, as Remix renders it; `loader` answers later navigations. */
function renderList(
  props: Partial<CaseListViewProps> & { data: CaseListData },
  { url = '/availableCases', loader }: { url?: string; loader?: () => Promise<null> | null } = {},
) {
  const router = createMemoryRouter(
    [
      {
        id: 'list',
        path: '/availableCases',
        loader: loader ?? (() => null),
        element: <CaseListView title="Available Cases" config={CASE_LISTS.available} {...props} />,
      },
    ],
    {
      initialEntries: [url],
      hydrationData: { loaderData: { list: null } },
      future: { v7_relativeSplatPath: true },
    },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

const table = () => screen.getByRole('table', { name: 'Available Cases' });

/** Opens a row's menu by keyboard (Enter on its button), as a reader does, and returns the menu. */
async function openRowMenu(record: string) {
  const button = screen.getByRole('button', { name: `More actions for case ${record}` });
  button.focus();
  fireEvent.keyDown(button, { key: 'Enter' });
  return within(await screen.findByRole('menu'));
}

describe('CaseListView: rows', () => {
  it('shows each case in a captioned table with the spec’s columns', () => {
    renderList({
      data: listData([
        caseSummary(1),
        caseSummary(2, { patient: { firstName: 'Alan', lastName: 'Turing' } }),
      ]),
    });

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Case Record ID',
      'Patient',
      'Facility',
      'Case Type',
      'Specimens / Images',
      'Created',
      'Status',
      'Due',
      'Actions',
    ]);
    const row = within(table()).getByRole('row', { name: /RCH-2026-0002/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('RCH-2026-0002');
    const cells = within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'Turing, Alan',
      'Riverside Community Hospital',
      'Surgical Pathology',
      '2 / 4',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) \S+$/),
      'Available',
      // The whole due time (year and zone), then its state and the priority.
      expect.stringMatching(/^\d{2}\/\d{2}\/2026 \d{2}:\d{2} (AM|PM) \S+On timeRoutine$/),
    ]);
  });

  it('says how many of a case’s images are read from the image archive, and nothing for a case without', () => {
    renderList({ data: listData([caseSummary(1, { archiveImageCount: 3 }), caseSummary(2)]) });
    const counts = (record: string) =>
      within(within(table()).getByRole('row', { name: new RegExp(record) })).getAllByRole('cell')[3]!;
    expect(counts('RCH-2026-0001')).toHaveTextContent(/^2 \/ 4 \(3 from the image archive\)$/);
    expect(counts('RCH-2026-0002')).toHaveTextContent(/^2 \/ 4$/);
  });

  it('writes Due whole, this year’s year too, its day over its time and zone, as shown for a screen reader', () => {
    // Mid-June of this year, in the reader's zone whatever it is.
    const year = new Date().getFullYear();
    const dueAt = `${year}-06-15T12:00:00.000Z`;
    renderList({ data: listData([caseSummary(1, { priority: 'Rush', dueAt })]) });
    const row = within(table()).getByRole('row', { name: /RCH-2026-0001/ });
    const time = row.querySelector('.due-cell time')!;
    const whole = formatDateTime(dueAt, Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(whole).toMatch(new RegExp(`^06/15/${year} \\d{2}:\\d{2} (AM|PM) \\S+$`));
    // What is shown is what is read: the whole time, nothing hidden from sight or from a screen reader.
    expect(time.textContent).toBe(whole);
    expect(time.querySelector('[aria-hidden], .sr-only')).toBeNull();
    // Its day, its time, and its zone (which takes a third line where the column is at its narrowest).
    const zone = whole.lastIndexOf(' ');
    expect([...time.children].map((line) => line.textContent)).toEqual([
      whole.slice(0, 10),
      whole.slice(11, zone),
      whole.slice(zone),
    ]);
    // The state and the priority keep together beside it.
    expect(within(row).getByText('Rush').parentElement).toBe(within(row).getByText('On time').parentElement);
  });

  it('says Due in words, with a Rush or STAT priority beside it', () => {
    renderList({
      data: listData([
        caseSummary(1, { priority: 'STAT', dueState: 'Overdue' }),
        caseSummary(2, { priority: 'Rush', dueState: 'AtRisk' }),
      ]),
    });
    const overdue = within(table()).getByRole('row', { name: /RCH-2026-0001/ });
    expect(within(overdue).getByText('Overdue')).toHaveAttribute('data-tone', 'danger');
    expect(within(overdue).getByText('STAT')).toHaveAttribute('data-tone', 'danger');
    const atRisk = within(table()).getByRole('row', { name: /RCH-2026-0002/ });
    expect(within(atRisk).getByText('At risk')).toHaveAttribute('data-tone', 'warning');
    expect(within(atRisk).getByText('Rush')).toHaveAttribute('data-tone', 'warning');
    // The list opens in the worklist order (decision 103), shown on Due (priority beside the due time).
    expect(screen.getByRole('columnheader', { name: /^Due/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table()).getByRole('link', { name: /^Due/ })).toHaveAttribute(
      'href',
      expect.stringContaining('sort=urgency&order=desc'),
    );
  });

  it('shows the created date in the reader’s time zone, in the spec’s format', () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'America/New_York' };
    });
    try {
      renderList({ data: listData([caseSummary(1, { createdAt: '2026-10-02T09:30:00.000Z' })]) });
      // The day and the time are a line each when the column is narrow: one <time>, two unbreakable parts.
      const time = table().querySelector('time')!;
      expect(time).toHaveTextContent('10/02/2026 05:30 AM EDT');
      expect(time).toHaveAttribute('datetime', '2026-10-02T09:30:00Z');
      expect([...time.children].map((part) => part.textContent)).toEqual(['10/02/2026', '05:30 AM EDT']);
    } finally {
      zone.mockRestore();
    }
  });

  it('renders user text as text: markup in a name never becomes elements', () => {
    renderList({
      data: listData([
        caseSummary(1, {
          patient: { firstName: '<img src=x onerror=alert(1)>Eve', lastName: '<b>Mallory</b>' },
          facility: { id: 'fac-1', name: '<script>alert(1)</script>Clinic' },
        }),
      ]),
    });
    expect(within(table()).getByText('Mallory, Eve')).toBeInTheDocument();
    expect(table().querySelector('img, b, script')).toBeNull();
  });

  it('offers Pick up and Open viewer, named with the case record id', async () => {
    renderList({ data: listData([caseSummary(7)]) });
    const button = screen.getByRole('button', { name: 'Pick up case RCH-2026-0007' });
    expect(button).toHaveTextContent('Pick up');
    expect(button.closest('form')).toHaveAttribute('method', 'post');
    const menu = await openRowMenu('RCH-2026-0007');
    expect(menu.getByRole('menuitem', { name: 'Open viewer for case RCH-2026-0007' })).toHaveAttribute(
      'href',
      '/viewer?caseId=case-0007',
    );
  });

  it('has no viewer link for a case without images, and says why', async () => {
    renderList({ data: listData([caseSummary(3, { imageCount: 0 })]) });
    const menu = await openRowMenu('RCH-2026-0003');
    expect(screen.queryByRole('menuitem', { name: /Open viewer/ })).toBeNull();
    expect(menu.getByRole('menuitem', { name: 'No images to view' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says why in the row, instead of Pick up, for a case the provider may not pick up', async () => {
    const reason = 'You cannot pick up this case: you are not licensed in IL.';
    renderList({
      data: listData([
        caseSummary(7, { pickUp: { allowed: false, reason } }),
        caseSummary(8, { pickUp: { allowed: true, reason: null } }),
      ]),
    });
    const refused = screen.getByRole('row', { name: /RCH-2026-0007/ });
    expect(within(refused).getByText(reason)).toBeInTheDocument();
    expect(within(refused).queryByRole('button', { name: /Pick up/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pick up case RCH-2026-0008' })).toBeEnabled();
    const menu = await openRowMenu('RCH-2026-0007');
    expect(menu.getByRole('menuitem', { name: 'Open viewer for case RCH-2026-0007' })).toBeVisible();
  });

  it('shows no Pick up when the user may not pick up, nor on lists without pick-up', () => {
    renderList({ data: listData([caseSummary(1)], { canPickUp: false }) });
    expect(screen.queryByRole('button', { name: /Pick up/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open viewer for case RCH-2026-0001' })).toBeInTheDocument();
  });
});

describe('CaseListView: sorting and paging', () => {
  it('marks the sorted column with aria-sort and links each sortable header to its next order', () => {
    renderList({
      data: listData([caseSummary(1)], {
        state: { ...LIST_DEFAULTS, sort: 'patientName', order: 'asc', page: 2 },
      }),
    });
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Patient')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Case Record ID')).not.toHaveAttribute('aria-sort');
    // Same column flips the order; a new column starts A–Z; either goes back to page 1.
    expect(within(header('Patient')).getByRole('link')).toHaveAttribute(
      'href',
      '/availableCases?sort=patientName&order=desc',
    );
    expect(within(header('Facility')).getByRole('link')).toHaveAttribute(
      'href',
      '/availableCases?sort=facilityName&order=asc',
    );
    expect(within(header('Case Type')).queryByRole('link')).toBeNull();
  });

  it('names the worklist order in the Due link from another sort, so the kept sort does not win', () => {
    renderList({
      data: listData([caseSummary(1)], { state: { ...LIST_DEFAULTS, sort: 'patientName', order: 'asc' } }),
    });
    expect(within(table()).getByRole('link', { name: /^Due/ })).toHaveAttribute(
      'href',
      '/availableCases?sort=urgency&order=asc',
    );
  });

  it('pages with Previous, numbered pages and Next, keeping the rest of the list state', () => {
    const state = { ...LIST_DEFAULTS, page: 2, search: 'Ada' };
    const items = Array.from({ length: 20 }, (_, i) => caseSummary(21 + i));
    renderList({
      data: listData(items, { state, page: { items, page: 2, pageSize: 20, total: 123, totalPages: 7 } }),
    });

    expect(screen.getByText('Showing 21–40 of 123 cases')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/availableCases?search=Ada',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/availableCases?search=Ada&page=3',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 7' })).toHaveAttribute(
      'href',
      '/availableCases?search=Ada&page=7',
    );
  });

  it('disables Previous on the first page', () => {
    const items = [caseSummary(1)];
    renderList({ data: listData(items, { page: { items, page: 1, pageSize: 1, total: 2, totalPages: 2 } }) });
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
  });

  it('dims the table and says it is loading while the next page loads', async () => {
    const items = [caseSummary(1)];
    renderList(
      { data: listData(items, { page: { items, page: 1, pageSize: 1, total: 2, totalPages: 2 } }) },
      { loader: () => new Promise(() => {}) },
    );
    const region = table().closest('[aria-busy]');
    expect(region).toHaveAttribute('aria-busy', 'false');

    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByRole('status');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading cases…');
  });
});

describe('CaseListView: empty and error states', () => {
  it('says when no case matches the search, with a way to clear it', () => {
    renderList({
      data: listData([], { state: { ...LIST_DEFAULTS, search: 'zzz', sort: 'status', order: 'asc' } }),
    });
    expect(within(table()).getByText(/No cases match “zzz”\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute(
      'href',
      '/availableCases?sort=status&order=asc',
    );
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull();
  });

  it('says so differently when the list itself is empty', () => {
    renderList({ data: listData([]) });
    expect(within(table()).getByText('There are no available cases right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clear search' })).toBeNull();
  });

  it('shows the error message with a retry of the same list', () => {
    renderList(
      {
        data: listData([], {
          page: null,
          error: 'Error 500: Server error. Please try again later.',
          state: { ...LIST_DEFAULTS, page: 3 },
        }),
      },
      { url: '/availableCases?page=3' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error 500: Server error. Please try again later.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/availableCases?page=3');
  });
});

describe('CaseListView: search and pick-up feedback', () => {
  beforeEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once typing pauses, from page 1, keeping the sort', async () => {
    vi.useFakeTimers();
    const router = renderList(
      {
        data: listData([caseSummary(1)], {
          state: { ...LIST_DEFAULTS, sort: 'status', order: 'asc', page: 4 },
        }),
      },
      { url: '/availableCases?sort=status&order=asc&page=4' },
    );
    const input = screen.getByRole('searchbox', { name: 'Search Available Cases' });
    for (const text of ['L', 'Love', 'Lovelace']) {
      fireEvent.change(input, { target: { value: text } });
      act(() => {
        vi.advanceTimersByTime(299);
      });
    }
    // Not yet: every change restarts the 300 ms wait.
    expect(router.state.location.search).toBe('?sort=status&order=asc&page=4');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.search).toBe('?search=Lovelace&sort=status&order=asc');
  });

  it('submits the search with the button too (the form works without JavaScript)', () => {
    renderList({ data: listData([caseSummary(1)]) });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('toasts a pick-up’s outcome with Undo and Open My Cases', () => {
    renderList({
      data: listData([caseSummary(1)]),
      pickUpResult: {
        ok: true,
        intent: 'pick-up',
        caseId: 'case-0001',
        message: 'Case RCH-2026-0001 picked up. It is now in My Cases.',
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Case RCH-2026-0001 picked up. It is now in My Cases.', {
      action: { label: 'Undo', onClick: expect.any(Function) },
      cancel: { label: 'Open My Cases', onClick: expect.any(Function) },
    });
  });

  it('toasts a release (Undo’s answer) without another Undo', () => {
    renderList({
      data: listData([caseSummary(1)]),
      pickUpResult: {
        ok: true,
        intent: 'release',
        caseId: 'case-0001',
        message: 'Case RCH-2026-0001 returned to Available Cases.',
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Case RCH-2026-0001 returned to Available Cases.');
  });

  it('toasts a refused pick-up as an error', () => {
    renderList({
      data: listData([caseSummary(1)]),
      pickUpResult: {
        ok: false,
        message: 'Error 403: Forbidden. You do not have permission to perform this action.',
      },
    });
    expect(toast.error).toHaveBeenCalledWith(
      'Error 403: Forbidden. You do not have permission to perform this action.',
    );
  });
});

describe('CaseListView: priority and the row menu (decision 151)', () => {
  it('says every row’s priority in the contract’s words, Routine too, beside the due state', () => {
    renderList({
      data: listData([
        caseSummary(1, { priority: 'STAT' }),
        caseSummary(2, { priority: 'Rush' }),
        caseSummary(3, { priority: 'Routine' }),
      ]),
    });
    const priorities = ['STAT', 'Rush', 'Routine'];
    priorities.forEach((priority, index) => {
      const row = within(table()).getByRole('row', { name: new RegExp(`RCH-2026-000${index + 1}`) });
      const tag = within(row).getByTitle('Priority');
      expect(tag).toHaveTextContent(new RegExp(`^${priority}$`));
      // Kept with the due state, beside the due time.
      expect(within(tag.parentElement!).getByText('On time')).toBeTruthy();
    });
  });

  it('gives My Cases’ row one primary action, Diagnose, and a menu button for the others, worked by keyboard', async () => {
    const router = createMemoryRouter(
      [
        {
          id: 'list',
          path: '/selectedCases',
          loader: () => null,
          element: (
            <CaseListView
              title="My Cases"
              config={CASE_LISTS.selected}
              data={listData([caseSummary(1)], { canPickUp: false, canRelease: true })}
            />
          ),
        },
      ],
      {
        initialEntries: ['/selectedCases'],
        hydrationData: { loaderData: { list: null } },
        future: { v7_relativeSplatPath: true },
      },
    );
    render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
    const row = within(screen.getByRole('table', { name: 'My Cases' })).getByRole('row', {
      name: /RCH-2026-0001/,
    });
    expect(within(row).getByRole('link', { name: 'Diagnose case RCH-2026-0001' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Return to pool/ })).toBeNull();
    const menuButton = within(row).getByRole('button', { name: 'More actions for case RCH-2026-0001' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.focus();
    fireEvent.keyDown(menuButton, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Return to pool', 'Open viewer']);
    await vi.waitFor(() => expect(items[0]).toHaveFocus());
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(items[1]).toHaveFocus());
    expect(items[1]).toHaveAccessibleName('Open viewer for case RCH-2026-0001');
    fireEvent.keyDown(items[1]!, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await vi.waitFor(() => expect(menuButton).toHaveFocus());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Return to pool keeps its confirm: Enter on it asks first; Keep case sends nothing and gives the focus back.
    fireEvent.keyDown(menuButton, { key: 'Enter' });
    const again = await screen.findByRole('menu');
    const release = within(again).getByRole('menuitem', { name: 'Return to pool: case RCH-2026-0001' });
    await vi.waitFor(() => expect(release).toHaveFocus());
    fireEvent.keyDown(release, { key: 'Enter' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Return case RCH-2026-0001 to the pool?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep case' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await vi.waitFor(() => expect(menuButton).toHaveFocus());
  });
});
