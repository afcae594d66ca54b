/** The legacy /accountDetail/:accountId of spec 2.6: Account Details for admins (a facility user goes to their own account, others to their landing page): the account, its users and documents, and its review (decision 036). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountDetailView, AccountsErrorBoundary } from '~/features/accounts';
import { loadAccountDetail, reviewAccountAction } from '~/features/accounts/detail.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('shared-account-detail') }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadAccountDetail(request, params.accountId, 'detail');

export const action = ({ request, params }: ActionFunctionArgs) =>
  reviewAccountAction(request, params.accountId, 'detail');

export default function AccountDetailPage() {
  const data = useLoaderData<typeof loader>();
  return <AccountDetailView data={data} editHref={`/EditAccount/${encodeURIComponent(data.account.id)}`} />;
}

export const ErrorBoundary = AccountsErrorBoundary;
