/**
 * docs/ui-kit.md's "A new list is configuration": the Users list written there, compiled and rendered here, so
 * the claim stays true as the kit changes.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { plainText } from '~/lib/format';
import { schemas, type components } from '../../../contracts';
import {
  actionsColumn,
  DataList,
  defineListQuery,
  listColumns,
  RowActionLink,
  type ListColumn,
  type ListData,
} from '.';

type User = components['schemas']['User'];

export const userListQuery = defineListQuery({
  schema: schemas.zListUsersQuery,
  defaultSort: 'name',
  defaultOrder: 'asc',
  newestFirst: ['createdAt'],
  filters: ['role', 'status'],
});

const column = listColumns<User>();
export const USER_COLUMNS: ListColumn<User>[] = [
  column.accessor((u) => `${plainText(u.lastName)}, ${plainText(u.firstName)}`, {
    id: 'name',
    header: 'Name',
    meta: { sortField: 'name', rowHeader: true },
  }),
  column.accessor('email', { header: 'Email', meta: { sortField: 'email' } }),
  column.accessor('role', { header: 'Role', meta: { sortField: 'role' } }),
  column.accessor('status', { header: 'Status', meta: { sortField: 'status' } }),
  actionsColumn<User>((u) => (
    <RowActionLink to={`/users/detail/${u.id}`} label={`Open ${u.email}`}>
      Open
    </RowActionLink>
  )),
];

const user = (n: number): User =>
  ({
    id: `u-${n}`,
    email: `user${n}@demo.test`,
    firstName: 'Dana',
    lastName: `Reyes ${n}`,
    role: 'Provider',
    status: 'Active',
  }) as User;

function renderUsers(data: ListData<User, string, 'role' | 'status'>, url = '/users') {
  const router = createMemoryRouter(
    [
      {
        id: 'users',
        path: '/users',
        loader: () => null,
        element: (
          <DataList
            title="Users"
            id="users"
            query={userListQuery}
            columns={USER_COLUMNS}
            data={data as ListData<User, (typeof userListQuery.sortFields)[number], 'role' | 'status'>}
            getRowId={(u) => u.id}
            noun={{ one: 'user', other: 'users' }}
            emptyText="No users yet."
            filters={{
              role: {
                label: 'Role',
                options: { Admin: 'Admin', Provider: 'Provider', MedicalFacility: 'Medical Facility' },
              },
              status: { label: 'Status', options: { Active: 'Active', Deactivated: 'Deactivated' } },
            }}
            exportPath="/users/export"
          />
        ),
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { users: null } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a new list is configuration (docs/ui-kit.md: Users)', () => {
  it('takes its sort fields and filter values from the contract', () => {
    expect(userListQuery.sortFields).toEqual(['name', 'email', 'role', 'status', 'createdAt']);
    expect(userListQuery.filterValues('role')).toEqual([
      'Admin',
      'Provider',
      'MedicalFacility',
      'Facility_NP',
    ]);
    const state = userListQuery.parse(new URLSearchParams('role=Facility_NP&status=Lost&sort=password'));
    expect(state).toMatchObject({ sort: 'name', order: 'asc', filters: { role: 'Facility_NP' } });
  });

  it('renders, sorts, filters and exports with nothing but that configuration', async () => {
    const items = [user(1), user(2)];
    const router = renderUsers({
      state: userListQuery.defaults,
      page: { items, page: 1, pageSize: 20, total: 2, totalPages: 1 },
      error: null,
    });
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Reyes 1, Dana', 'Reyes 2, Dana']);
    expect(screen.getByRole('link', { name: 'Open user2@demo.test' })).toHaveAttribute(
      'href',
      '/users/detail/u-2',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/users/export?format=csv',
    );
    // Only the values the page offers, of those the contract allows.
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Admin', 'Provider', 'Medical Facility']);
    await act(async () => {
      fireEvent.change(role, { target: { value: 'Admin' } });
    });
    expect(router.state.location.search).toBe('?role=Admin');
  });
});
