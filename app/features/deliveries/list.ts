/**
 * The delivery log (decision 106) on the list kit: results sent to facilities as HL7 v2 ORU^R01 over MLLP, one
 * row per message. Its URL state is derived from the contract's listDeliveries query: the status filter and the
 * paging (the log has one order, newest first). Admins see every facility's (/admin/deliveries), a facility user
 * their own (/deliveries).
 */
import { schemas, type components } from '../../../contracts';
import { defineListQuery, type FilterControl, type ListData, type ListState } from '~/components/data-table';
import { statusTones } from '~/components/detail';

export type Delivery = components['schemas']['Delivery'];
export type DeliveryStatus = components['schemas']['DeliveryStatus'];
export type AttemptOutcome = components['schemas']['DeliveryAttempt']['outcome'];

export const deliveryListQuery = defineListQuery({
  schema: schemas.zListDeliveriesQuery,
  filters: ['status'],
});

type SortField = (typeof deliveryListQuery.sortFields)[number];
type FilterField = (typeof deliveryListQuery.filterFields)[number];
export type DeliveryListState = ListState<SortField, FilterField>;
export type DeliveryListData = ListData<Delivery, SortField, FilterField>;

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent, awaiting ACK',
  acknowledged: 'Acknowledged',
  failed: 'Failed',
};

export const DELIVERY_STATUS_TONES = statusTones<DeliveryStatus>({
  queued: 'neutral',
  sent: 'progress',
  acknowledged: 'success',
  failed: 'danger',
});

export const ATTEMPT_OUTCOME_LABELS: Record<AttemptOutcome, string> = {
  acknowledged: 'Acknowledged',
  rejected: 'Rejected',
  'no-answer': 'No answer',
  unreachable: 'Not reached',
};

/** "1 attempt", "6 attempts". */
export const attemptCountText = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`;

export const DELIVERY_FILTERS: Partial<Record<FilterField, FilterControl>> = {
  status: { label: 'Status', options: DELIVERY_STATUS_LABELS, allLabel: 'All statuses' },
};

export const RETRY_FETCHER = 'delivery-retry';

/** What Retry answers: its toast. */
export interface RetryReply {
  toast: { kind: 'success' | 'error'; message: string };
}

export const DELIVERY_TEXT = {
  forbidden:
    'The delivery log shows the results sent to a facility’s systems. Facility users see their facility’s; admins see every facility’s under Delivery Log in their menu.',
  retried: (controlId: string) =>
    `Delivery ${controlId} queued again; it is sent now under the same control id.`,
  retryTitle: (controlId: string) => `Send delivery ${controlId} again?`,
  retryDescription:
    'The message is queued now with its attempts counted afresh and the same control ID, so the receiving system can tell it is the same message.',
} as const;

/** The last ACK in a few words: its code and text, or why none came. */
export function lastAckText(delivery: Pick<Delivery, 'ackCode' | 'ackText'>): string {
  if (delivery.ackCode && delivery.ackText) return `${delivery.ackCode}: ${delivery.ackText}`;
  return delivery.ackCode ?? delivery.ackText ?? '';
}
