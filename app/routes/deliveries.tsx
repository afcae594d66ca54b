/** Delivery Log (/deliveries): the results sent to the facility's own systems over HL7 v2. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DeliveryListView } from '~/features/deliveries';
import { loadDeliveries, retryDeliveryAction } from '~/features/deliveries/list.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('deliveries') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadDeliveries(request, 'facility');

export const action = ({ request }: ActionFunctionArgs) => retryDeliveryAction(request, 'facility');

export default function DeliveriesPage() {
  const title = useCurrentPage()?.title ?? 'Delivery Log';
  return <DeliveryListView title={title} data={useLoaderData<typeof loader>()} allFacilities={false} />;
}
