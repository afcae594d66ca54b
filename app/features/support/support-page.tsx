/** /support (admins): the global banner, then the users' support requests on the list kit. */
import { DataList } from '~/components/data-table';
import { PageHeading } from '~/components/layout/page-heading';
import { BannerPanel } from './banner-panel';
import { SUPPORT_COLUMNS } from './columns';
import { SUPPORT_FILTERS, supportListQuery, type Banner, type SupportListData } from './list';
import { useResolveToast } from './request-dialog';

export type SupportPageData = SupportListData & { banner: Banner | null; bannerError: string | null };

export function SupportPage({ title, data }: { title: string; data: SupportPageData }) {
  useResolveToast();
  return (
    <section className="space-y-8">
      <div>
        <PageHeading>{title}</PageHeading>
        <p className="mt-1 text-muted-foreground">
          The banner every user sees, and the requests for help users sent. Open a request to read it and
          resolve it with a reply.
        </p>
      </div>
      <BannerPanel banner={data.banner} error={data.bannerError} />
      <section aria-labelledby="support-requests-heading" className="space-y-4">
        <h2 id="support-requests-heading" className="text-lg font-semibold">
          Support requests
        </h2>
        <DataList
          title="Support requests"
          id="support-requests"
          query={supportListQuery}
          columns={SUPPORT_COLUMNS}
          data={data}
          getRowId={(r) => r.id}
          noun={{ one: 'support request', other: 'support requests' }}
          emptyText="No support requests yet."
          searchPlaceholder="Subject, message, name or email"
          filters={SUPPORT_FILTERS}
        />
      </section>
    </section>
  );
}
