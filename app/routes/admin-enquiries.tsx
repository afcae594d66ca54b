/** Enquiries (spec 2.4, admins): every lead on the list kit, filtered by the lead fields, with an export. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EnquiryErrorBoundary, EnquiryListView } from '~/features/enquiries';
import { loadEnquiryList } from '~/features/enquiries/list.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-enquiries') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadEnquiryList(request);

export default function EnquiriesPage() {
  const title = useCurrentPage()?.title ?? 'Enquiries';
  return <EnquiryListView title={title} data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = EnquiryErrorBoundary;
