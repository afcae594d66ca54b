/** Create Billing (admins): the billing form for a signed-out case (`?caseId=` preselects it); opens the new record. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BillingErrorBoundary, BillingFormView } from '~/features/billing';
import { loadBillingForm, saveBillingForm } from '~/features/billing/billing.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-create-billing') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadBillingForm(request);

export const action = ({ request }: ActionFunctionArgs) => saveBillingForm(request);

export default function CreateBillingRoute() {
  return <BillingFormView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = BillingErrorBoundary;
