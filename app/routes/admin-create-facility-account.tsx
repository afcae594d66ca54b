/** Create Facility Account (spec 2.4, admins): the account's profile, contact details and address (decision 036). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountsErrorBoundary, CreateAccountView } from '~/features/accounts';
import { createAccountAction, loadAccountCreate } from '~/features/accounts/form.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-create-facility-account') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadAccountCreate(request);

export const action = ({ request }: ActionFunctionArgs) => createAccountAction(request);

export default function CreateFacilityAccountPage() {
  return <CreateAccountView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = AccountsErrorBoundary;
