/** Accounts' body: every facility account on the list kit, with Create facility account. */
import { Link } from '@remix-run/react';
import { DataList, type ListData } from '~/components/data-table';
import { Button } from '~/components/ui/button';
import { ACCOUNT_ACTIONS, ACCOUNT_COLUMNS } from './columns';
import { ACCOUNT_FILTERS, accountListQuery, type Account } from './list';

type AccountListData = ListData<
  Account,
  'name' | 'createdAt' | 'status' | 'country',
  'status' | 'accountType' | 'country'
>;

export function AccountListView({ title, data }: { title: string; data: AccountListData }) {
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-muted-foreground">
          Every facility account: open one to see its details, users and documents, or to review it.
        </p>
        <Button asChild>
          <Link to="/create-facility-account">Create facility account</Link>
        </Button>
      </div>
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
