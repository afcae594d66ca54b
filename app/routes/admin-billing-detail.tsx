/** Billing Details (admins): the record, Edit, and its lifecycle (invoice, mark paid, void) behind confirms. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BillingDetailView, BillingErrorBoundary } from '~/features/billing';
import { billingDetailAction, loadBillingDetail } from '~/features/billing/billing.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-billing-detail') }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadBillingDetail(request, params.billingId);

export const action = ({ request, params }: ActionFunctionArgs) =>
  billingDetailAction(request, params.billingId);

export default function BillingDetailPage() {
  return <BillingDetailView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = BillingErrorBoundary;
