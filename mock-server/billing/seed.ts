/** The seeded billing records: one per signed-out case, plus a separate technical component for a dozen. */
import { personRef } from '../http/lists';
import { BILLING_COMPONENT_LABELS, INSURANCE_PAYERS } from '../reference/data';
import { DAY, seedIso as iso, type Random } from '../store/seed-generate';
import type { WorkSeedContext } from '../store/seed-work';
import { addDays, type BillingRecord } from './rules';

const BILLING_STATUSES: BillingRecord['status'][] = [
  'Draft',
  'Invoiced',
  'Invoiced',
  'Paid',
  'Paid',
  'Paid',
  'Void',
];

/**
 * One record per signed-out case, plus a separate technical component for `technical` professional-only cases (a
 * dozen in the seed); bill-0001 on, or numbered after `first` (a scale seed's further cases).
 */
export function generateBilling(
  random: Random,
  { admin, signedOut, countryOf }: WorkSeedContext,
  { first = 0, technical = 12 } = {},
): BillingRecord[] {
  const entries = [
    ...signedOut.map((c) => [c, c.billingComponent] as const),
    ...signedOut
      .filter((c) => c.billingComponent === 0)
      .slice(0, technical)
      .map((c) => [c, 1] as const),
  ];
  return entries.map(([item, component], serial) => {
    const index = first + serial;
    const status = BILLING_STATUSES[index % BILLING_STATUSES.length]!;
    const signedOutAt = Date.parse(item.finalReport?.signedOutAt ?? item.updatedAt);
    const createdAt = signedOutAt + random.int(1, 5) * DAY;
    const invoiceDate = status === 'Draft' ? null : new Date(createdAt + DAY).toISOString().slice(0, 10);
    const facilityCountry = countryOf(item.facility.id);
    const base = { 0: random.int(80, 220), 1: random.int(50, 160), 2: random.int(140, 380) }[component];
    const payer = random.next() < 0.1 ? null : random.pick(INSURANCE_PAYERS);
    const id = `bill-${String(index + 1).padStart(4, '0')}`;
    const updatedAt =
      status === 'Draft'
        ? createdAt
        : status === 'Invoiced'
          ? createdAt + DAY
          : createdAt + random.int(5, 40) * DAY;
    return {
      id,
      invoiceNumber: `INV-${new Date(createdAt).getUTCFullYear()}-${String(index + 1).padStart(6, '0')}`,
      case: { caseID: item.caseID, caseRecordId: item.caseRecordId },
      facility: item.facility,
      patientName: `${item.patientInfo.firstName} ${item.patientInfo.lastName}`,
      billingComponent: component,
      billingComponentLabel: BILLING_COMPONENT_LABELS[component],
      cptCodes:
        random.next() < 0.3 ? ['88305', '88342'] : [random.pick(['88305', '88307', '88309', '88312'])],
      amountCents: base * 100 + random.pick([0, 25, 50, 75]),
      currency: facilityCountry === 'Canada' ? 'CAD' : 'USD',
      status,
      payer: payer ? { id: payer.value, name: payer.label } : null,
      serviceDate: new Date(signedOutAt).toISOString().slice(0, 10),
      invoiceDate,
      dueDate: invoiceDate ? addDays(invoiceDate, 30) : null,
      paidAt: status === 'Paid' ? iso(updatedAt) : null,
      voidedAt: status === 'Void' ? iso(updatedAt) : null,
      voidReason: status === 'Void' ? 'Duplicate of another invoice.' : null,
      notes: index % 10 === 0 ? 'Patient asked for an itemised statement.' : null,
      createdBy: personRef(admin),
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    };
  });
}
