/** My Cases (spec 2.5, the 'selected cases' route): the cases assigned to the provider. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import { CASE_LISTS, CaseListView } from '~/features/cases';
import { loadCaseList } from '~/features/cases/list.server';
import { releaseCase } from '~/features/cases/pick-up.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

const LIST = CASE_LISTS.selected;

export const meta: MetaFunction = () => [{ title: documentTitle(LIST.id) }];

export const loader = ({ request }: LoaderFunctionArgs) => loadCaseList(request, LIST);

/** Return to pool (decision 075): the row's confirm posts here. */
export const action = ({ request }: ActionFunctionArgs) => releaseCase(request);

export default function SelectedCasesPage() {
  const data = useLoaderData<typeof loader>();
  const title = useCurrentPage()?.title ?? 'My Cases';
  return (
    <>
      <PageHeading className="mb-6">{title}</PageHeading>
      <CaseListView title={title} config={LIST} data={data} />
    </>
  );
}
