/**
 * Accounts (/account, admins): facility accounts on the list kit, their URL state derived from the contract's
 * listAccounts query (sort by name, created, status or country; search; status, account type and country
 * filters), and the columns the page and its export share.
 */
import { schemas, type components } from '../../../contracts';
import { defineListQuery, type FilterControl } from '~/components/data-table';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';

export type Account = components['schemas']['FacilityAccount'];

export const accountListQuery = defineListQuery({
  schema: schemas.zListAccountsQuery,
  defaultSort: 'name',
  defaultOrder: 'asc',
  newestFirst: ['createdAt'],
  filters: ['status', 'accountType', 'country'],
});

const optionsOf = (options: readonly { value: string; label: string }[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.label]));

export const ACCOUNT_FILTERS: Partial<Record<'status' | 'accountType' | 'country', FilterControl>> = {
  accountType: { label: 'Account type', options: optionsOf(ENUM_OPTIONS.accountType), allLabel: 'All types' },
  status: { label: 'Status', options: optionsOf(ENUM_OPTIONS.userStatus), allLabel: 'All statuses' },
  country: { label: 'Country', options: optionsOf(ENUM_OPTIONS.country), allLabel: 'All countries' },
};

export const accountDetailHref = (id: string) => `/account/detail/${encodeURIComponent(id)}`;
export const accountEditHref = (id: string) => `/account/edit/${encodeURIComponent(id)}`;
