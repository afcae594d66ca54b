/** The admins' Enquiries list: search, the lead filters, paging, export, each row opening its details. */
import { DataList } from '~/components/data-table';
import { ENQUIRY_LIST_COLUMNS } from './columns';
import { CREATE_ENQUIRY_PATH } from './labels';
import { ENQUIRY_FILTERS, enquiryListQuery, type EnquiryListData } from './list';
import { PageIntro } from '~/components/layout/page-intro';

export function EnquiryListView({ title, data }: { title: string; data: EnquiryListData }) {
  return (
    <section className="space-y-6">
      <PageIntro title={title} action={{ to: CREATE_ENQUIRY_PATH, label: 'New enquiry' }}>
        Leads from the website&apos;s enquiry form and those the team entered. Open one to follow it up.
      </PageIntro>
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
