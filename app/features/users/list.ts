/**
 * The admins' Users list (/users) on the list kit: its URL state derived from the contract's listUsers query
 * (sort by name, email, role, status or creation; search; role and status filters), its columns and filters.
 */
import { schemas, type components } from '../../../contracts';
import { defineListQuery, type FilterControl, type ListData, type ListState } from '~/components/data-table';
import { ROLE_LABELS } from '~/features/auth';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';

type User = components['schemas']['User'];

/** A user as the list shows it: the record, and the names of the provider groups it is in. */
export interface UserRow extends User {
  groups: string[];
}

export const userListQuery = defineListQuery({
  schema: schemas.zListUsersQuery,
  defaultSort: 'name',
  defaultOrder: 'asc',
  newestFirst: ['createdAt'],
  filters: ['role', 'status'],
});

type SortField = 'name' | 'email' | 'role' | 'status' | 'createdAt';
export type UserListState = ListState<SortField, 'role' | 'status'>;
export type UserListData = ListData<UserRow, SortField, 'role' | 'status'>;

export const USER_FILTERS: Partial<Record<'role' | 'status', FilterControl>> = {
  role: { label: 'Role', options: ROLE_LABELS, allLabel: 'All roles' },
  status: {
    label: 'Status',
    options: Object.fromEntries(ENUM_OPTIONS.userStatus.map((o) => [o.value, o.label])),
    allLabel: 'All statuses',
  },
};

/** The facility of a facility user, else the provider groups (a provider), else nothing. */
export const placeOf = (u: UserRow) => u.facility?.name ?? (u.groups.length ? u.groups.join(', ') : '');
