/** Audit Trail (/admin/audit, admins, decision 082): the append-only record of reads and changes, on the list kit. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AuditListView } from '~/features/audit';
import { loadAuditList } from '~/features/audit/list.server';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('admin-audit') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadAuditList(request);

export default function AuditPage() {
  const title = useCurrentPage()?.title ?? 'Audit Trail';
  return <AuditListView title={title} data={useLoaderData<typeof loader>()} />;
}
