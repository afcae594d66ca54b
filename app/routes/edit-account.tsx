/** The legacy /EditAccount/:accountId of spec 2.6: Edit Account for admins (a facility user goes to their own, others to their landing page): the account's profile, contact details, address and proof of address (decision 036). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountsErrorBoundary, EditAccountView } from '~/features/accounts';
import { loadAccountEdit, saveAccountEdit } from '~/features/accounts/form.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('edit-account') }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadAccountEdit(request, params.accountId, 'edit');

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  saveAccountEdit(request, context, params.accountId, 'edit');

export default function EditAccountPage() {
  const data = useLoaderData<typeof loader>();
  return <EditAccountView {...data} cancelTo={`/accountDetail/${encodeURIComponent(data.account.id)}`} />;
}

export const ErrorBoundary = AccountsErrorBoundary;
