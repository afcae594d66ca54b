/**
 * Interfaces (/facility-account/interfaces, decision 106): the facility's HL7 v2 endpoint with a test
 * message, and its FHIR API access with the credential rotated behind a confirm.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FacilityAccountErrorBoundary, InterfacesView } from '~/features/facility-account';
import { interfacesAction, loadInterfaces } from '~/features/facility-account/interfaces.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('facility-interfaces') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadInterfaces(request);

export const action = ({ request }: ActionFunctionArgs) => interfacesAction(request);

export default function FacilityInterfacesPage() {
  return <InterfacesView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = FacilityAccountErrorBoundary;
