/** Delivery Log (/admin/deliveries, admins): every facility's results sent over HL7 v2. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DeliveryListView } from '~/features/deliveries';
import { loadDeliveries, retryDeliveryAction } from '~/features/deliveries/list.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-deliveries') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadDeliveries(request, 'admin');

export const action = ({ request }: ActionFunctionArgs) => retryDeliveryAction(request, 'admin');

export default function AdminDeliveriesPage() {
  const title = useCurrentPage()?.title ?? 'Delivery Log';
  return <DeliveryListView title={title} data={useLoaderData<typeof loader>()} allFacilities />;
}
