/**
 * The one intake of orders (issue 49, decision 106, change 4): a FHIR Bundle (order-bundle.ts) and an HL7
 * OML^O21 (oml.ts) both become an `IncomingOrder`, and `receiveOrder` makes it a draft case of the facility, or
 * answers the case an earlier order of the same placer order number made (idempotent): the same order twice is
 * one case. The draft is an ordinary one, which the facility's clerk finishes in the pages.
 */
import type { z } from 'zod';
import type { OperationOutcomeIssue } from '@medplum/fhirtypes';
import type { schemas } from '../../contracts';
import { findCase, caseIndex, nextRecordIdOf } from '../cases/case-index';
import { newCaseId, newDraftCase } from '../cases/build';
import { clockNow } from '../qa/clock';
import { db, type CaseRecord } from '../store/db';
import { persist } from '../store/persistence';

type CaseInput = z.infer<typeof schemas.zCaseInput>;

/** What an order says of the case: the rest of a CaseInput takes the defaults below. */
export type OrderInput = Pick<CaseInput, 'type' | 'priority' | 'patientInfo' | 'specimens' | 'clinicalInfo'>;

/** The case types an order may name (FHIR ServiceRequest.code, HL7 OBR-4 in our own coding system). */
export const ORDERABLE_CASE_TYPES: ReadonlySet<string> = new Set([
  'surgical',
  'cytology',
  'consult',
  'dermatopathology',
  'hematopathology',
  'gastrointestinal',
]);

export type IncomingOrder =
  | { ok: true; placerOrderNumber: string; input: OrderInput }
  | { ok: false; problems: OperationOutcomeIssue[] };

/**
 * What an order does not say, as a clerk's new case starts: the global component billed, a case of its own, slide
 * images uploaded, no insurance payer. The clerk changes any of them in the pages before sending the case out.
 */
export const ORDER_DEFAULTS = {
  billingComponent: 2,
  caseRelation: 'Standalone',
  slideDelivery: 'Upload_the_Slide_Images',
  insurancePayer: null,
} as const satisfies Partial<CaseInput>;

/** Who a case made by an order was created by (createdBy): the interface, not a person. */
export const ORDER_INTERFACES = {
  fhir: { id: 'interface-fhir-orders', firstName: 'Order interface', lastName: '(FHIR)' },
  hl7: { id: 'interface-hl7-orders', firstName: 'Order interface', lastName: '(HL7)' },
} as const;

/** The facility's case of that placer order number, if an order made one. */
export function caseOfPlacer(facilityId: string, placerOrderNumber: string): CaseRecord | undefined {
  caseIndex.ready();
  for (const entry of caseIndex.posting('facility', facilityId)) {
    if (entry.record.placerOrderNumber === placerOrderNumber) return entry.record;
  }
  return undefined;
}

/** Orders being made now, by facility and placer number: a second arrival waits for the first's case. */
const inFlight = new Map<string, Promise<CaseRecord>>();

/**
 * The draft case of `order` for the facility, created now (`created: true`) or made by an earlier order of the
 * same placer order number (`created: false`, unchanged whatever this order says).
 */
export async function receiveOrder(
  facility: { id: string; name: string },
  order: Extract<IncomingOrder, { ok: true }>,
  via: keyof typeof ORDER_INTERFACES,
): Promise<{ item: CaseRecord; created: boolean }> {
  const key = `${facility.id}\u0000${order.placerOrderNumber}`;
  const pending = inFlight.get(key);
  if (pending) return { item: await pending, created: false };
  const earlier = caseOfPlacer(facility.id, order.placerOrderNumber);
  if (earlier) return { item: earlier, created: false };
  const making = (async () => {
    const now = clockNow();
    const caseID = newCaseId();
    const record = newDraftCase(
      { ...order.input, ...ORDER_DEFAULTS },
      facility,
      ORDER_INTERFACES[via],
      { caseID, caseRecordId: nextRecordIdOf(facility, now) },
      now,
    );
    const created = await db.cases.create({ ...record, placerOrderNumber: order.placerOrderNumber });
    await persist();
    return findCase(caseID) ?? created;
  })();
  inFlight.set(key, making);
  try {
    return { item: await making, created: true };
  } finally {
    inFlight.delete(key);
  }
}
