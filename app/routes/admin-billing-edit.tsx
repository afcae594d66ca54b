/** Edit Billing (admins): the billing form of the record; saved with a flash on its page. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BillingErrorBoundary, BillingFormView } from '~/features/billing';
import { loadBillingForm, saveBillingForm } from '~/features/billing/billing.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-billing-edit') }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadBillingForm(request, params.billingId ?? '');

export const action = ({ request, params }: ActionFunctionArgs) =>
  saveBillingForm(request, params.billingId ?? '');

export default function EditBillingRoute() {
  return <BillingFormView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = BillingErrorBoundary;
