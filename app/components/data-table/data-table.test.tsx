import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listColumns, type ListColumn } from './columns';
import { DataList, type DataListProps } from './data-list';
import { EXPORT_FETCHED_MAX_ROWS, EXPORT_MAX_ROWS } from './export-table';
import type { ListData } from './list-data';
import { pageWindow } from './list-pagination';
import { defineListQuery } from './list-query';
import { actionsColumn, RowActionForm, RowActionLink, RowActions } from './row-actions';

// Tests run from the project's root.
const KIT_CSS = readFileSync('app/kit.css', 'utf8');

interface Person {
  id: string;
  name: string;
  email: string;
  status: 'Active' | 'Deactivated';
}

const query = defineListQuery({
  schema: z.object({
    page: z.int().gte(1).optional(),
    pageSize: z.int().gte(1).lte(100).optional(),
    sort: z.enum(['name', 'email', 'createdAt']).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    status: z.enum(['Active', 'Deactivated']).optional(),
  }),
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  newestFirst: ['createdAt'],
  filters: ['status'],
});
type State = ReturnType<typeof query.parse>;

const column = listColumns<Person>();
const COLUMNS: ListColumn<Person>[] = [
  column.accessor('name', { header: 'Name', meta: { sortField: 'name', rowHeader: true } }),
  column.accessor('email', { header: 'Email', meta: { sortField: 'email' } }),
  column.accessor('status', { header: 'Status' }),
  actionsColumn<Person>((person) => (
    <RowActions>
      <RowActionForm intent="deactivate" fields={{ personId: person.id }} label={`Deactivate ${person.name}`}>
        Deactivate
      </RowActionForm>
      <RowActionLink to={`/people/${person.id}`} label={`Open ${person.name}`}>
        Open
      </RowActionLink>
    </RowActions>
  )),
];

const person = (n: number): Person => ({
  id: `p-${n}`,
  name: `Person ${n}`,
  email: `person${n}@demo.test`,
  status: 'Active',
});

function listData(
  items: Person[],
  overrides: Partial<ListData<Person>> = {},
): ListData<Person, string, 'status'> {
  return {
    state: query.defaults,
    page: { items, page: 1, pageSize: 20, total: items.length, totalPages: items.length ? 1 : 0 },
    error: null,
    ...overrides,
  } as ListData<Person, string, 'status'>;
}

function renderList(
  data: ListData<Person, string, 'status'>,
  {
    url = '/people',
    loader = () => null,
    ...props
  }: { url?: string; loader?: () => Promise<null> | null } & Partial<
    DataListProps<Person, string, 'status'>
  > = {},
) {
  const router = createMemoryRouter(
    [
      {
        id: 'people',
        path: '/people',
        loader,
        element: (
          <DataList
            title="People"
            id="people"
            query={query as never}
            columns={COLUMNS}
            data={data}
            getRowId={(p) => p.id}
            noun={{ one: 'person', other: 'people' }}
            emptyText="Nobody here yet."
            filters={{
              status: { label: 'Status', options: { Active: 'Active', Deactivated: 'Deactivated' } },
            }}
            exportPath="/people/export"
            {...props}
          />
        ),
      },
    ],
    {
      initialEntries: [url],
      hydrationData: { loaderData: { people: null } },
      future: { v7_relativeSplatPath: true },
    },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

const table = () => screen.getByRole('table', { name: 'People' });
const withState = (state: Partial<State>) => ({ ...query.defaults, ...state }) as State;

describe('DataTable: headers and sorting', () => {
  it('names the table by its caption and marks only the sorted column with aria-sort', () => {
    renderList(listData([person(1)], { state: withState({ sort: 'email', order: 'asc' }) }));
    const header = (name: string) => within(table()).getByRole('columnheader', { name });
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(header('Status')).not.toHaveAttribute('aria-sort');
  });

  it('links each sortable header to its next order, from page 1, and leaves the others plain', () => {
    renderList(listData([person(1)], { state: withState({ sort: 'email', order: 'asc', page: 3 }) }));
    const header = (name: string) => within(table()).getByRole('columnheader', { name });
    expect(within(header('Email')).getByRole('link')).toHaveAttribute(
      'href',
      '/people?sort=email&order=desc',
    );
    expect(within(header('Name')).getByRole('link')).toHaveAttribute('href', '/people?sort=name&order=asc');
    expect(within(header('Status')).queryByRole('link')).toBeNull();
  });

  it('says descending for a list sorted newest first', () => {
    renderList(listData([person(1)], { state: withState({ sort: 'name', order: 'desc' }) }));
    expect(within(table()).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });
});

describe('DataTable: rows and the card layout', () => {
  it('gives each row a row header and each cell its column’s label', () => {
    renderList(listData([person(1), person(2)]));
    const row = within(table()).getByRole('row', { name: /Person 2/ });
    const rowHeader = within(row).getByRole('rowheader');
    expect(rowHeader).toHaveTextContent('Person 2');
    expect(rowHeader).toHaveAttribute('scope', 'row');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['person2@demo.test', 'Active', 'DeactivateOpen']);
    // The cards' labels are the table's, one per position; the row actions' cell has none and says so.
    const style = table().style;
    expect([1, 2, 3, 4].map((position) => style.getPropertyValue(`--c${position}`))).toEqual([
      '"Name"',
      '"Email"',
      '"Status"',
      '',
    ]);
    expect(cells.map((cell) => cell.className)).toEqual(['', '', 'actions']);
  });

  it('turns rows into cards below 1024 px by CSS on the same markup', () => {
    renderList(listData([person(1)]));
    // The card layout is the table's class (app/kit.css), which draws each cell's label from the table's
    // `--c<position>`; the header row becomes a 'Sort by' bar without the plain headers.
    expect(table()).toHaveClass('list-table');
    const card = KIT_CSS.slice(KIT_CSS.indexOf('@media (width < 1024px)'));
    expect(card).toMatch(
      /\.list-table > tbody > tr > :not\(\.actions, \[colspan\]\) \{[^}]*before:content-\(--label\)/,
    );
    for (let position = 1; position <= 16; position++) {
      expect(card).toContain(`:nth-child(${position}) {\n    --label: var(--c${position});`);
    }
    expect(card).toMatch(/\.list-table > thead > tr \{[^}]*before:content-\['Sort_by:'\]/);
    expect(within(table()).getByRole('columnheader', { name: 'Status' })).toHaveClass('max-desktop:hidden');
  });

  it('offers row actions named with their row: a POST form and a link', () => {
    renderList(listData([person(7)]));
    const button = screen.getByRole('button', { name: 'Deactivate Person 7' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    // What the browser sends when the button is pressed: the button's own intent with the row's fields.
    expect(Object.fromEntries(new FormData(form, button))).toEqual({ intent: 'deactivate', personId: 'p-7' });
    expect(screen.getByRole('link', { name: 'Open Person 7' })).toHaveAttribute('href', '/people/p-7');
  });
});

describe('DataTable: empty and error states', () => {
  it('says when the list itself is empty', () => {
    renderList(listData([]));
    expect(within(table()).getByText('Nobody here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull();
  });

  it('says when nothing matches the search, with a way back that keeps the sort', () => {
    renderList(listData([], { state: withState({ search: 'zzz', sort: 'name', order: 'asc' }) }));
    expect(within(table()).getByText(/No people match “zzz”\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute(
      'href',
      '/people?sort=name&order=asc',
    );
  });

  it('says when nothing matches the filters, and clears them', () => {
    renderList(listData([], { state: withState({ filters: { status: 'Deactivated' } }) }));
    expect(within(table()).getByText(/No people match these filters\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/people');
  });

  it('shows the error with a retry of the same URL, and no export', () => {
    renderList(listData([], { page: null, error: 'Error 500: Server error. Please try again later.' }), {
      url: '/people?page=3&status=Active',
    });
    expect(within(table()).getByRole('alert')).toHaveTextContent(
      'Error 500: Server error. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/people?page=3&status=Active',
    );
    expect(screen.queryByRole('link', { name: /Export/ })).toBeNull();
  });

  it('dims the table and says it is loading while the next page loads', async () => {
    const items = [person(1)];
    const router = renderList(
      listData(items, { page: { items, page: 1, pageSize: 1, total: 2, totalPages: 2 } }),
    );
    router.routes[0]!.loader = () => new Promise(() => {});
    const region = table().closest('[aria-busy]');
    expect(region).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading people…');
    expect(region).toHaveAttribute('aria-busy', 'true');
  });
});

describe('DataList: filters, paging and export', () => {
  it('offers each filter’s allowed values and submits a change from page 1, keeping the sort', async () => {
    const router = renderList(
      listData([person(1)], { state: withState({ sort: 'name', order: 'asc', page: 4 }) }),
      {
        url: '/people?sort=name&order=asc&page=4',
      },
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active', 'Deactivated']);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'Deactivated' } });
    });
    expect(router.state.location.search).toBe('?status=Deactivated&sort=name&order=asc');
  });

  it('pages with links that keep the filter and search', () => {
    const items = Array.from({ length: 20 }, (_, i) => person(21 + i));
    const state = withState({ page: 2, search: 'Per', filters: { status: 'Active' } });
    renderList(listData(items, { state, page: { items, page: 2, pageSize: 20, total: 45, totalPages: 3 } }));
    expect(screen.getByText('Showing 21–40 of 45 people')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'pagination' });
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/people?search=Per&status=Active&page=3',
    );
  });

  it('exports the current filter from page 1 as CSV and XLSX', () => {
    const state = withState({
      page: 2,
      search: 'Per',
      filters: { status: 'Active' },
      sort: 'name',
      order: 'asc',
    });
    const items = [person(1)];
    renderList(listData(items, { state, page: { items, page: 2, pageSize: 20, total: 21, totalPages: 2 } }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/people/export?search=Per&status=Active&sort=name&order=asc&format=csv',
    );
    expect(screen.getByRole('link', { name: 'Export XLSX' })).toHaveAttribute(
      'href',
      '/people/export?search=Per&status=Active&sort=name&order=asc&format=xlsx',
    );
  });

  it(`has no export past ${EXPORT_MAX_ROWS} rows, and says how to get one`, () => {
    const items = [person(1)];
    const total = EXPORT_MAX_ROWS + 1;
    renderList(listData(items, { page: { items, page: 1, pageSize: 20, total, totalPages: 12_501 } }));
    expect(screen.queryByRole('link', { name: /Export/ })).toBeNull();
    expect(screen.getByText('Narrow the list to 250,000 people or fewer to export it.')).toBeInTheDocument();
  });

  it(`leaves an export of more than ${EXPORT_FETCHED_MAX_ROWS} rows to the browser's own download`, () => {
    /** Whether the page took the click over (a fetched download) or left it to the browser. */
    const clickTaken = (name: string) => {
      let taken: boolean | null = null;
      const seen = (event: MouseEvent) => {
        taken = event.defaultPrevented;
        event.preventDefault(); // jsdom does not navigate
      };
      document.addEventListener('click', seen);
      fireEvent.click(screen.getByRole('link', { name }));
      document.removeEventListener('click', seen);
      return taken;
    };
    // Up to EXPORT_FETCHED_MAX_ROWS the links are the kit's DownloadLink (its own tests: download-link.test.tsx).
    const items = [person(1)];
    const total = EXPORT_FETCHED_MAX_ROWS + 1;
    renderList(listData(items, { page: { items, page: 1, pageSize: 20, total, totalPages: 251 } }));
    for (const name of ['Export CSV', 'Export XLSX']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('download');
      expect(clickTaken(name)).toBe(false);
    }
  });

  it('windows long page lists around the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 7)).toEqual([1, 2, null, 7]);
    expect(pageWindow(4, 7)).toEqual([1, null, 3, 4, 5, null, 7]);
    expect(pageWindow(6, 7)).toEqual([1, null, 5, 6, 7]);
  });
});
