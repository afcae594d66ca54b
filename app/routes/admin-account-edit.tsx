/** Edit Account for admins: the account's profile, contact details, address and proof of address (decision 036). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountsErrorBoundary, EditAccountView } from '~/features/accounts';
import { loadAccountEdit, saveAccountEdit } from '~/features/accounts/form.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-account-edit') }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadAccountEdit(request, params.accountId, undefined);

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  saveAccountEdit(request, context, params.accountId, undefined);

export default function EditAccountPage() {
  const data = useLoaderData<typeof loader>();
  return <EditAccountView {...data} />;
}

export const ErrorBoundary = AccountsErrorBoundary;
