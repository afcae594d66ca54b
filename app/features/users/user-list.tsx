/** The admins' Users list: search, role and status filters, paging, export, each row opening its details. */
import { DataList } from '~/components/data-table';
import { USER_FILTERS, userListQuery, type UserListData } from './list';
import { USER_LIST_COLUMNS } from './user-columns';
import { PageIntro } from '~/components/layout/page-intro';

export function UserListView({ title, data }: { title: string; data: UserListData }) {
  return (
    <section className="space-y-6">
      <PageIntro
        title={title}
        action={{ to: `/user-registration?returnTo=${encodeURIComponent('/users')}`, label: 'Create a user' }}
      >
        Everyone who can log in. Open a user to see their details, edit them or change their status.
      </PageIntro>
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
