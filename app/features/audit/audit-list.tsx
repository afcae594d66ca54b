/** The admins' Audit Trail: every recorded read and change, newest first, filtered, paged and exported. */
import { DataList } from '~/components/data-table';
import { PageIntro } from '~/components/layout/page-intro';
import { TimesAreIn } from '~/components/ui/date-time';
import { AUDIT_COLUMNS } from './columns';
import { AUDIT_FILTERS, auditListQuery, type AuditListData } from './list';

export function AuditListView({ title, data }: { title: string; data: AuditListData }) {
  return (
    <section className="space-y-6">
      <PageIntro title={title}>
        Who read or changed what, when, from where and with what outcome. Records are never changed or
        deleted. <TimesAreIn />
      </PageIntro>
      <DataList
        title={title}
        id="audit"
        query={auditListQuery}
        columns={AUDIT_COLUMNS}
        data={data}
        getRowId={(e) => e.id}
        noun={{ one: 'record', other: 'records' }}
        emptyText="Nothing has been recorded yet."
        filters={AUDIT_FILTERS}
        exportPath="/admin/audit/export"
      />
    </section>
  );
}
