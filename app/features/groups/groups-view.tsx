/**
 * Groups' body: create a group; the groups on the list kit with their member counts, each opened to manage its
 * members or deleted behind a confirm; the open group's name (rename), its members (remove) and a search for
 * providers to add.
 */
import { useMemo } from 'react';
import { Form, Link, useLocation } from '@remix-run/react';
import {
  DataList,
  actionsColumn,
  listColumns,
  RowActionForm,
  RowActionLink,
  RowActions,
  type ListData,
  type ListColumn,
} from '~/components/data-table';
import { ConfirmDialog, StatusBadge } from '~/components/detail';
import { CONTROL_CLASS } from '~/components/form';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import { Label } from '~/components/ui/label';
import { LINK_CLASS, USER_STATUS_TONES } from '~/features/facility-account';
import { CreateGroupForm, RenameGroupForm } from './group-forms';
import {
  GROUP_PARAM,
  INTENTS,
  PROVIDER_SEARCH_MAX,
  PROVIDER_SEARCH_PARAM,
  groupListQuery,
  groupsHref,
  type Group,
  type Provider,
} from './groups';

export interface GroupsData extends ListData<Group, never, never> {
  group: Group | null;
  groupError: string | null;
  providers: Provider[] | null;
  providerError: string | null;
  providerSearch: string;
  flash: FlashData | null;
}

const column = listColumns<Group>();

function groupColumns(search: URLSearchParams): ListColumn<Group>[] {
  return [
    column.accessor('name', { header: 'Name', meta: { rowHeader: true } }),
    column.accessor((g) => g.members.length, { id: 'members', header: 'Members' }),
    column.accessor((g) => g.description ?? '', { id: 'description', header: 'Description' }),
    column.accessor('updatedAt', {
      header: 'Last updated',
      cell: ({ row }) => <DateTime value={row.original.updatedAt} />,
    }),
    actionsColumn<Group>((g) => (
      <RowActions>
        <RowActionLink
          to={groupsHref({ [GROUP_PARAM]: g.id, [PROVIDER_SEARCH_PARAM]: null }, search)}
          label={`Manage members of ${g.name}`}
        >
          Members
        </RowActionLink>
        <ConfirmDialog
          trigger={
            <Button variant="link" className="h-auto p-0" aria-label={`Delete ${g.name}`}>
              Delete
            </Button>
          }
          title={`Delete ${g.name}?`}
          description="The group goes; its members stay, with their accounts and cases. This cannot be undone."
          confirmLabel="Delete group"
          cancelLabel="Keep group"
          destructive
          submit={{ method: 'post', fields: { intent: INTENTS.delete, groupId: g.id } }}
        />
      </RowActions>
    )),
  ];
}

function ProviderSearch({
  group,
  data,
  search,
}: {
  group: Group;
  data: GroupsData;
  search: URLSearchParams;
}) {
  const members = new Set(group.members.map((m) => m.id));
  const kept = [...search.entries()].filter(([name]) => name !== PROVIDER_SEARCH_PARAM);
  return (
    <div className="space-y-3">
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label="Find providers">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-sm">
          <Label htmlFor="provider-search">Find a provider to add</Label>
          <input
            id="provider-search"
            name={PROVIDER_SEARCH_PARAM}
            type="search"
            defaultValue={data.providerSearch}
            maxLength={PROVIDER_SEARCH_MAX}
            placeholder="Name or email"
            className={CONTROL_CLASS}
          />
        </div>
        <Button type="submit" variant="outline">
          Search providers
        </Button>
      </Form>
      {data.providerError ? <p role="alert">{data.providerError}</p> : null}
      {data.providers?.length === 0 ? (
        <p className="text-sm text-muted-foreground">No providers match “{data.providerSearch}”.</p>
      ) : null}
      {data.providers?.length ? (
        <ul className="divide-y rounded-md border" aria-label="Providers found">
          {data.providers.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="min-w-0 break-all">
                {p.firstName} {p.lastName} <span className="text-sm text-muted-foreground">{p.email}</span>
              </span>
              {members.has(p.id) ? (
                <span className="text-sm text-muted-foreground">Already a member</span>
              ) : (
                <RowActionForm
                  intent={INTENTS.addMember}
                  fields={{ groupId: group.id, userId: p.id }}
                  label={`Add ${p.firstName} ${p.lastName} to ${group.name}`}
                >
                  Add
                </RowActionForm>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function OpenGroup({ group, data, search }: { group: Group; data: GroupsData; search: URLSearchParams }) {
  return (
    <section aria-labelledby="open-group" className="space-y-5 rounded-lg border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="open-group" className="text-lg font-semibold">
          {group.name}
        </h2>
        <Link
          to={groupsHref({ [GROUP_PARAM]: null, [PROVIDER_SEARCH_PARAM]: null }, search)}
          className={`text-sm ${LINK_CLASS}`}
        >
          Close
        </Link>
      </div>
      <RenameGroupForm key={group.id} group={group} />
      <div className="space-y-2">
        <h3 className="font-semibold">Members ({group.members.length})</h3>
        {group.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">No members yet. Find providers below to add them.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {group.members.map((m) => (
              <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0 break-all">
                  <Link to={`/users/detail/${encodeURIComponent(m.id)}`} className={LINK_CLASS}>
                    {m.name}
                  </Link>{' '}
                  <span className="text-sm text-muted-foreground">{m.email}</span>
                </span>
                <span className="flex items-center gap-3">
                  <StatusBadge status={m.status} tones={USER_STATUS_TONES} />
                  <RowActionForm
                    intent={INTENTS.removeMember}
                    fields={{ groupId: group.id, userId: m.id }}
                    label={`Remove ${m.name} from ${group.name}`}
                    confirm={{
                      title: `Remove ${m.name} from ${group.name}?`,
                      description: `${m.name} leaves the group; their account, their cases and the other members stay as they are. You can add them again from the search below.`,
                      confirmLabel: 'Remove member',
                      cancelLabel: 'Keep member',
                    }}
                  >
                    Remove
                  </RowActionForm>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ProviderSearch group={group} data={data} search={search} />
    </section>
  );
}

export function GroupsView({ title, data }: { title: string; data: GroupsData }) {
  const query = useLocation().search;
  // Stable between renders: a new column (cell renderer) each render would remount the rows' controls.
  const search = useMemo(() => new URLSearchParams(query), [query]);
  const columns = useMemo(() => groupColumns(search), [search]);
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>{title}</PageHeading>
        <p className="mt-1 text-muted-foreground">
          Groups of providers. Open a group to rename it or to add and remove its members.
        </p>
      </div>
      <FlashMessage flash={data.flash} />
      <CreateGroupForm />
      {data.groupError ? <p role="alert">{data.groupError}</p> : null}
      {data.group ? <OpenGroup group={data.group} data={data} search={search} /> : null}
      <DataList
        title={title}
        id="groups"
        query={groupListQuery}
        columns={columns}
        data={data}
        getRowId={(g) => g.id}
        noun={{ one: 'group', other: 'groups' }}
        emptyText="There are no groups yet. Create the first one above."
        searchPlaceholder="Name or description"
      />
    </section>
  );
}
