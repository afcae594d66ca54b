/** The admins' Users list: search, role and status filters, paging, export, each row opening its details. */
import { Link } from '@remix-run/react';
import { DataList } from '~/components/data-table';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { USER_FILTERS, userListQuery, type UserListData } from './list';
import { USER_LIST_COLUMNS } from './user-columns';

export function UserListView({ title, data }: { title: string; data: UserListData }) {
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeading>{title}</PageHeading>
          <p className="mt-1 text-muted-foreground">
            Everyone who can log in. Open a user to see their details, edit them or change their status.
          </p>
        </div>
        <Button asChild>
          <Link to={`/user-registration?returnTo=${encodeURIComponent('/users')}`}>Create a user</Link>
        </Button>
      </div>
      <DataList
        title={title}
        id="users"
        query={userListQuery}
        columns={USER_LIST_COLUMNS}
        data={data}
        getRowId={(u) => u.id}
        noun={{ one: 'user', other: 'users' }}
        emptyText="There are no users yet."
        searchPlaceholder="Name or email"
        filters={USER_FILTERS}
        exportPath="/users/export"
      />
    </section>
  );
}
