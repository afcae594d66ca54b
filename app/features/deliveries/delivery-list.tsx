/** The delivery log's page body: the list kit's table of messages, and Retry's answer as a toast. */
import { useEffect } from 'react';
import { useFetcher } from '@remix-run/react';
import { DataList } from '~/components/data-table';
import { PageIntro } from '~/components/layout/page-intro';
import { toast } from '~/components/ui/sonner';
import { deliveryColumns } from './columns';
import {
  DELIVERY_FILTERS,
  RETRY_FETCHER,
  deliveryListQuery,
  type DeliveryListData,
  type RetryReply,
} from './list';

export function DeliveryListView({
  title,
  data,
  allFacilities,
}: {
  title: string;
  data: DeliveryListData;
  allFacilities: boolean;
}) {
  const retry = useFetcher<RetryReply>({ key: RETRY_FETCHER });
  const answer = retry.state === 'idle' ? retry.data : undefined;
  useEffect(() => {
    if (answer?.toast.kind === 'error') toast.error(answer.toast.message);
    else if (answer) toast.success(answer.toast.message);
  }, [answer]);
  return (
    <section className="space-y-6">
      <PageIntro title={title}>
        {allFacilities
          ? 'Results sent to every facility’s systems as HL7 v2 ORU^R01 messages over MLLP, newest first.'
          : 'Results sent to your facility’s systems as HL7 v2 ORU^R01 messages over MLLP, newest first. The endpoint is set under Interfaces.'}{' '}
        A message not acknowledged is sent again under the same control id; after five attempts it has failed
        and can be retried.
      </PageIntro>
      <DataList
        title={title}
        id="deliveries"
        query={deliveryListQuery}
        columns={deliveryColumns(allFacilities)}
        data={data}
        getRowId={(d) => d.id}
        noun={{ one: 'delivery', other: 'deliveries' }}
        emptyText="No results have been sent yet."
        filters={DELIVERY_FILTERS}
      />
    </section>
  );
}
