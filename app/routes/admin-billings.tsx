/** Billing (spec 2.4, admins): every billing record on the list kit, with the filter's totals and an export. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BillingErrorBoundary, BillingListView } from '~/features/billing';
import { loadBillingList } from '~/features/billing/list.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-billings') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadBillingList(request);

export default function BillingsPage() {
  const title = useCurrentPage()?.title ?? 'Billing';
  return <BillingListView title={title} data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = BillingErrorBoundary;
