/** Accounts' body: every facility account on the list kit, with Create facility account. */
import { DataList, type ListData } from '~/components/data-table';
import { ACCOUNT_ACTIONS, ACCOUNT_COLUMNS } from './columns';
import { ACCOUNT_FILTERS, accountListQuery, type Account } from './list';
import { PageIntro } from '~/components/layout/page-intro';

type AccountListData = ListData<
  Account,
  'name' | 'createdAt' | 'status' | 'country',
  'status' | 'accountType' | 'country'
>;

export function AccountListView({ title, data }: { title: string; data: AccountListData }) {
  return (
    <section className="space-y-6">
      <PageIntro title={title} action={{ to: '/create-facility-account', label: 'Create facility account' }}>
        Every facility account: open one to see its details, users and documents, or to review it.
      </PageIntro>
      <DataList
        title={title}
        id="accounts"
        query={accountListQuery}
        columns={[...ACCOUNT_COLUMNS, ACCOUNT_ACTIONS]}
        data={data}
        getRowId={(a) => a.id}
        noun={{ one: 'account', other: 'accounts' }}
        emptyText="There are no facility accounts yet."
        searchPlaceholder="Name, email or city"
        filters={ACCOUNT_FILTERS}
        exportPath="/account/export"
      />
    </section>
  );
}
