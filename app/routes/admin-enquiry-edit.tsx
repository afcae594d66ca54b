/** Edit Enquiry (admins): every lead field, both lead-status lists and the internal notes; saved with a flash. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EnquiryEditPage, EnquiryErrorBoundary } from '~/features/enquiries';
import { loadEnquiryEdit, saveEnquiryEdit } from '~/features/enquiries/enquiry.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-enquiry-edit') }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadEnquiryEdit(request, params.enquiriesId);

export const action = ({ request, params }: ActionFunctionArgs) =>
  saveEnquiryEdit(request, params.enquiriesId);

export default function EditEnquiryRoute() {
  return <EnquiryEditPage {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = EnquiryErrorBoundary;
