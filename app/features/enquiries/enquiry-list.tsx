/** The admins' Enquiries list: search, the lead filters, paging, export, each row opening its details. */
import { Link } from '@remix-run/react';
import { DataList } from '~/components/data-table';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { ENQUIRY_LIST_COLUMNS } from './columns';
import { CREATE_ENQUIRY_PATH } from './labels';
import { ENQUIRY_FILTERS, enquiryListQuery, type EnquiryListData } from './list';

export function EnquiryListView({ title, data }: { title: string; data: EnquiryListData }) {
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeading>{title}</PageHeading>
          <p className="mt-1 text-muted-foreground">
            Leads from the website&apos;s enquiry form and those the team entered. Open one to follow it up.
          </p>
        </div>
        <Button asChild>
          <Link to={CREATE_ENQUIRY_PATH}>New enquiry</Link>
        </Button>
      </div>
      <DataList
        title={title}
        id="enquiries"
        query={enquiryListQuery}
        columns={ENQUIRY_LIST_COLUMNS}
        data={data}
        getRowId={(e) => e.id}
        noun={{ one: 'enquiry', other: 'enquiries' }}
        emptyText="There are no enquiries yet."
        searchPlaceholder="Name, email or organisation"
        filters={ENQUIRY_FILTERS}
        exportPath="/enquiries/export"
      />
    </section>
  );
}
