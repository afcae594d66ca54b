/** New Enquiry (admins): a lead the team entered by hand; it opens on its details page with a flash. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EnquiryCreatePage, EnquiryErrorBoundary } from '~/features/enquiries';
import { createEnquiryAction, loadEnquiryCreate } from '~/features/enquiries/enquiry.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-create-enquiry') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadEnquiryCreate(request);

export const action = ({ request }: ActionFunctionArgs) => createEnquiryAction(request);

export default function CreateEnquiryRoute() {
  return <EnquiryCreatePage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = EnquiryErrorBoundary;
