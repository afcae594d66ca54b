/** Accounts (spec 2.4, admins): every facility account on the list kit, with filters and an export. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountListView, AccountsErrorBoundary } from '~/features/accounts';
import { loadAccountList } from '~/features/accounts/list.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-accounts') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadAccountList(request);

export default function AccountsPage() {
  const title = useCurrentPage()?.title ?? 'Accounts';
  return <AccountListView title={title} data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = AccountsErrorBoundary;
