/** Upload Specimen Form (spec 2.4, admins): a spreadsheet of specimens checked row by row, then created as draft cases (decision 040). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PageHeading } from '~/components/layout/page-heading';
import { SpecimenImportPage } from '~/features/specimen-import';
import { loadSpecimenImport, specimenImportAction } from '~/features/specimen-import/import.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-upload-specimen-form') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadSpecimenImport(request);

export const action = ({ request }: ActionFunctionArgs) => specimenImportAction(request);

export default function UploadSpecimenFormPage() {
  return (
    <>
      <PageHeading className="mb-6">Upload Specimen Form</PageHeading>
      <SpecimenImportPage data={useLoaderData<typeof loader>()} />
    </>
  );
}
