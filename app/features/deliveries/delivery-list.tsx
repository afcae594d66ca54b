/** The delivery log's page body: the list kit's table of messages, and Retry's answer as a toast. */
import { useEffect } from 'react';
import { useFetcher } from '@remix-run/react';
import { DataList } from '~/components/data-table';
import { TermList } from '~/components/detail';
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
import { ASK_INTERFACE_TEAM, HL7_TERMS } from './terms';

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
          ? 'Each report sent to a facility’s own system, newest first.'
          : 'Each report sent to your facility’s own system, newest first. Where it goes is set under Interfaces.'}{' '}
        A message your system does not accept is sent again; after five attempts it has failed and can be
        retried.
      </PageIntro>
      <TermList
        terms={[HL7_TERMS.oru, HL7_TERMS.controlId, HL7_TERMS.ack]}
        ask={allFacilities ? ASK_INTERFACE_TEAM.anyLog : ASK_INTERFACE_TEAM.ownLog}
      />
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
