/**
 * Billing Details (/billing-detail/:id): the record (invoice number, case linked to its page, facility, patient,
 * component label, CPT codes, payer, amount in its currency, status, dates, notes shown as written, who created
 * it) and its actions: Edit, and the lifecycle steps BillingStatus allows from the current status, each behind
 * a confirm (Void asks for the reason).
 */
import { useId } from 'react';
import { Link } from '@remix-run/react';
import { ActionBar, Breadcrumbs, ConfirmDialog, DetailView, StatusBadge } from '~/components/detail';
import { CONTROL_CLASS, toUsDate } from '~/components/form';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/sonner';
import {
  BILLING_FIELD_LABELS as L,
  BILLING_LIST_PATH,
  BILLING_STATUS_LABELS,
  BILLING_TONES,
  NEXT_STATUSES,
  billingEditHref,
  caseHref,
  formatMoney,
  type BillingActionReply,
  type BillingRecord,
  type BillingStatus,
} from './labels';
import { VOID_REASON_MAX } from './schemas';

export interface BillingDetailData {
  record: BillingRecord;
  flash: FlashData | null;
}

/** Each step of the lifecycle in words: its verb, what it does, and whether it is destructive. */
const STEPS: Record<
  Exclude<BillingStatus, 'Draft'>,
  { label: string; effect: string; destructive: boolean }
> = {
  Invoiced: {
    label: 'Invoice',
    effect:
      'The invoice date becomes today and the due date 30 days later. From then on the amount, currency, component, payer, CPT codes and service date cannot change.',
    destructive: false,
  },
  Paid: {
    label: 'Mark paid',
    effect: 'The payment is recorded with today’s date. A paid record is final.',
    destructive: false,
  },
  Void: {
    label: 'Void',
    effect:
      'The record stays in the list as Void with your reason, and no longer counts as billed. This is final.',
    destructive: true,
  },
};

function VoidReasonField() {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{`${L.voidReason} *`}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Kept on the record. At most {VOID_REASON_MAX} characters.
      </p>
      <textarea
        id={id}
        name="voidReason"
        rows={3}
        required
        maxLength={VOID_REASON_MAX}
        aria-describedby={`${id}-hint`}
        className={CONTROL_CLASS}
      />
    </div>
  );
}

const showRefusal = (reply: BillingActionReply | undefined) => {
  if (reply?.toast.kind === 'error') toast.error(reply.toast.message);
};

function LifecycleActions({ record }: { record: BillingRecord }) {
  return (
    <>
      {NEXT_STATUSES[record.status].map((to) => {
        if (to === 'Draft') return null;
        const step = STEPS[to];
        return (
          <ConfirmDialog<BillingActionReply>
            key={to}
            trigger={
              <Button variant={step.destructive ? 'outline' : 'default'} className="w-full sm:w-auto">
                {step.label}
              </Button>
            }
            title={`${step.label} ${record.invoiceNumber}?`}
            description={`${record.invoiceNumber} moves from ${record.status} to ${to}. ${step.effect}`}
            confirmLabel={step.label}
            cancelLabel="Keep as it is"
            destructive={step.destructive}
            submit={{ method: 'post', fields: { intent: 'status', status: to } }}
            onDone={showRefusal}
          >
            {to === 'Void' ? <VoidReasonField /> : null}
          </ConfirmDialog>
        );
      })}
    </>
  );
}

const dateOf = (iso: string | null) => toUsDate(iso) || null;

export function BillingDetailView({ record, flash }: BillingDetailData) {
  const status = <StatusBadge status={record.status} tones={BILLING_TONES} labels={BILLING_STATUS_LABELS} />;
  return (
    <section className="space-y-6">
      <Breadcrumbs items={[{ label: 'Billing', to: BILLING_LIST_PATH }, { label: record.invoiceNumber }]} />
      <PageHeading>{record.invoiceNumber}</PageHeading>
      <FlashMessage flash={flash} />
      <ActionBar label="Billing actions" start={status}>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={billingEditHref(record.id)}>Edit</Link>
        </Button>
        <LifecycleActions record={record} />
      </ActionBar>
      <DetailView
        sections={[
          {
            title: 'Invoice',
            items: [
              { label: L.invoiceNumber, value: record.invoiceNumber },
              { label: L.status, value: status },
              { label: L.amount, value: formatMoney(record.amountCents, record.currency) },
              { label: L.billingComponent, value: record.billingComponentLabel },
              { label: L.cptCodes, value: record.cptCodes },
              { label: L.payer, value: record.payer?.name ?? 'None (self-pay)' },
            ],
          },
          {
            title: 'Case',
            items: [
              {
                label: L.case,
                value: (
                  <Link
                    to={caseHref(record.case.caseID)}
                    className="text-primary underline underline-offset-4"
                  >
                    {record.case.caseRecordId}
                  </Link>
                ),
              },
              { label: L.facility, value: record.facility.name },
              { label: L.patientName, value: record.patientName },
            ],
          },
          {
            title: 'Dates',
            items: [
              { label: L.serviceDate, value: dateOf(record.serviceDate) },
              { label: L.invoiceDate, value: dateOf(record.invoiceDate) },
              { label: L.dueDate, value: dateOf(record.dueDate) },
              { label: L.paidAt, value: record.paidAt, type: 'dateTime' },
              ...(record.status === 'Void'
                ? [
                    { label: L.voidedAt, value: record.voidedAt, type: 'dateTime' as const },
                    { label: L.voidReason, value: record.voidReason, wide: true },
                  ]
                : []),
            ],
          },
          {
            title: 'Record',
            items: [
              { label: L.createdBy, value: record.createdBy.name },
              { label: L.createdAt, value: record.createdAt, type: 'dateTime' },
              { label: L.updatedAt, value: record.updatedAt, type: 'dateTime' },
              { label: L.notes, value: record.notes, wide: true },
            ],
          },
        ]}
      />
    </section>
  );
}
