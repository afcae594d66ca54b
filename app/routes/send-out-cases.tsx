/** Send-Out Cases (spec 2.5): the facility's own cases, filterable by status; view, edit, send out, cancel. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import { FACILITY_CASE_LISTS, FacilityCaseListView, FacilityPageErrorBoundary } from '~/features/cases';
import { changeCase } from '~/features/cases/case-change.server';
import { loadFacilityCaseList } from '~/features/cases/facility-lists.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

const LIST = FACILITY_CASE_LISTS.sendOut;

export const meta: MetaFunction = () => [{ title: documentTitle(LIST.id) }];

export const loader = ({ request }: LoaderFunctionArgs) => loadFacilityCaseList(request, LIST);

export const action = ({ request }: ActionFunctionArgs) =>
  changeCase(request, { intents: ['send-out', 'cancel'] });

export default function SendOutCasesPage() {
  const data = useLoaderData<typeof loader>();
  const title = useCurrentPage()?.title ?? 'Send-Out Cases';
  return (
    <>
      <PageHeading className="mb-6">{title}</PageHeading>
      <FacilityCaseListView title={title} config={LIST} data={data} />
    </>
  );
}

export const ErrorBoundary = FacilityPageErrorBoundary;
