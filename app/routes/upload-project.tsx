/** Create New Case (spec 2.2, 3.4, 4.3): a facility user creates a case, its files upload, then it is sent out. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FlashMessage } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { CreateCasePage } from '~/features/case-creation';
import { createCaseAction, loadCreateCase } from '~/features/case-creation/create.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('upload-project') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadCreateCase(request);
export const action = ({ request }: ActionFunctionArgs) => createCaseAction(request);

/** 403 (not a facility user), 404 and 409 (a case that is not a draft) in the page frame, in the server's words. */
export function ErrorBoundary() {
  return <RouteErrorPage headings={{ 404: 'Case not found', 409: 'This case cannot be edited' }} />;
}

export default function UploadProjectPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>
          {data.editing ? `Edit case ${data.editing.caseRecordId}` : 'Create New Case'}
        </PageHeading>
        <p className="mt-1 text-muted-foreground">
          {data.editing
            ? 'Change the draft and add files; it stays a draft until you send it out from its review.'
            : 'Enter the patient, the case and its specimens, add the clinical files and slide images, then create the case. You review it before it is sent out to providers.'}
        </p>
      </div>
      <FlashMessage flash={data.flash} />
      <CreateCasePage {...data} />
    </section>
  );
}
