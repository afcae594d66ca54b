/** /admin/quality: sampling rates and the QA agreement report (docs/quality.md). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error-page';
import { QualityPage } from '~/features/quality';
import { loadQuality, saveQualityRates } from '~/features/quality/quality.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-quality') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadQuality(request);

export const action = ({ request }: ActionFunctionArgs) => saveQualityRates(request);

export default function AdminQualityRoute() {
  return <QualityPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
