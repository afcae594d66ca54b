/** Enquiry Details (admins): the lead, its follow-up notes, and turning it into an account or a registration. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EnquiryDetailView, EnquiryErrorBoundary } from '~/features/enquiries';
import { enquiryDetailAction, loadEnquiryDetail } from '~/features/enquiries/enquiry.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-enquiry-detail') }];

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadEnquiryDetail(request, params.enquiriesId);

export const action = ({ request, params }: ActionFunctionArgs) =>
  enquiryDetailAction(request, params.enquiriesId);

export default function EnquiryDetailPage() {
  return <EnquiryDetailView {...useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = EnquiryErrorBoundary;
