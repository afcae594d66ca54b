/** Available Cases (spec 2.5): cases a provider may pick up and view. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import { CASE_LISTS, CaseListView } from '~/features/cases';
import { loadCaseList } from '~/features/cases/list.server';
import { pickUpCase } from '~/features/cases/pick-up.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

const LIST = CASE_LISTS.available;

export const meta: MetaFunction = () => [{ title: documentTitle(LIST.id) }];

export const loader = ({ request }: LoaderFunctionArgs) => loadCaseList(request, LIST);

export const action = ({ request }: ActionFunctionArgs) => pickUpCase(request);

export default function AvailableCasesPage() {
  const data = useLoaderData<typeof loader>();
  const pickUpResult = useActionData<typeof action>();
  const title = useCurrentPage()?.title ?? 'Available Cases';
  return (
    <>
      <PageHeading className="mb-6">{title}</PageHeading>
      <CaseListView title={title} config={LIST} data={data} pickUpResult={pickUpResult} />
    </>
  );
}
