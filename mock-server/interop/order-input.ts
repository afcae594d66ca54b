/**
 * The one intake of orders (decision 106, change 4): a FHIR Bundle (order-bundle.ts) and an HL7
 * OML^O21 (oml.ts) both become an `IncomingOrder`, and `receiveOrder` makes it a draft case of the facility, or
 * answers the case an earlier order of the same placer order number made (idempotent): the same order twice is
 * one case. The draft is an ordinary one, which the facility's clerk finishes in the pages. An order may also
 * change or cancel its draft (decision 118, order-control.ts).
 */
import type { z } from 'zod';
import type { OperationOutcomeIssue } from '@medplum/fhirtypes';
import type { schemas } from '../../contracts';
import { findCase, caseIndex, caseToUpdate, nextRecordIdOf } from '../cases/case-index';
import { CASE_TYPE_LABELS, buildSpecimens, newCaseId, newDraftCase } from '../cases/build';
import { bodyFingerprint } from '../cases/idempotency';
import { clockNow } from '../qa/clock';
import { db, type CaseRecord } from '../store/db';
import { settle } from '../store/persistence';
import { appendAuditEvent } from '../audit/recorder';
import { dropAccessionLookup, queueAccessionLookup } from './dicomweb/accession-queue';
import { changeLooksUp } from './dicomweb/accession-rules';
import { orderAuditEntry } from './order-audit';
import { changedSpecimens, decideOrder } from './order-control';
import type { OrderOrigin } from './order-origin';

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

/** An order read from FHIR or HL7: a new order or a change with what it says of the case, or a cancel. */
export type IncomingOrder =
  | {
      ok: true;
      placerOrderNumber: string;
      control: 'new' | 'change';
      input: OrderInput;
      /** What the order said of itself, echoed in the results; not part of what tells a change from a repeat. */
      origin: OrderOrigin;
      /** The accession number of the order's slides in the facility's image archive, when it named one
       * (decision 171): the new case's slides are looked up there. */
      accessionNumber?: string | null;
    }
  | { ok: true; placerOrderNumber: string; control: 'cancel' }
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

/** What an order did: its case made, answered as it was, changed or cancelled; or why it was refused. */
export type OrderOutcome =
  | { outcome: 'created' | 'same' | 'changed' | 'cancelled'; item: CaseRecord }
  | { outcome: 'refused'; reason: 'unknown' | 'sent-out' | 'cancelled'; item: CaseRecord | null };

/** The last order content received under a placer number (its fingerprint), which a change is told from. */
const receiptId = (facilityId: string, placer: string) => `${facilityId}\u0000${placer}`;

/** The accession number an order names (a cancel names none). */
const namedAccession = (order: Extract<IncomingOrder, { ok: true }>) =>
  order.control === 'cancel' ? null : (order.accessionNumber ?? null);

/** The accession number the last order of that number named (none before decision 176 kept it). */
const accessionOf = (id: string) =>
  db.orderReceipts.findFirst((q) => q.where({ id }))?.accessionNumber ?? null;

async function keepReceipt(
  id: string,
  input: OrderInput,
  origin: OrderOrigin,
  accessionNumber: string | null,
) {
  const kept = {
    fingerprint: bodyFingerprint(input),
    receivedAt: clockNow().toISOString(),
    origin,
    accessionNumber,
  };
  if (db.orderReceipts.findFirst((q) => q.where({ id })))
    await db.orderReceipts.update((q) => q.where({ id }), {
      data(draft) {
        Object.assign(draft, kept);
      },
    });
  else await db.orderReceipts.create({ id, ...kept });
}

/** What the order of the case said of itself, when an order made the case. */
export function originOfCase(item: Pick<CaseRecord, 'facility' | 'placerOrderNumber'>): OrderOrigin | null {
  if (!item.placerOrderNumber) return null;
  const id = receiptId(item.facility.id, item.placerOrderNumber);
  return db.orderReceipts.findFirst((q) => q.where({ id }))?.origin ?? null;
}

/** Orders of one facility and placer number are taken one at a time, in the order they came. */
const inLine = new Map<string, Promise<unknown>>();

/**
 * What `order` does to the facility's case of its placer order number (decision 118, `decideOrder`): makes the
 * draft, answers it as it is, changes or cancels it, or refuses. Orders of the same number wait for each other,
 * so two at once are one case.
 */
export async function receiveOrder(
  facility: { id: string; name: string },
  order: Extract<IncomingOrder, { ok: true }>,
  via: keyof typeof ORDER_INTERFACES,
  /** The address the order came from, for the audit trail; null when not known. */
  from: string | null,
): Promise<OrderOutcome> {
  const key = receiptId(facility.id, order.placerOrderNumber);
  const before = inLine.get(key) ?? Promise.resolve();
  const turn = before.then(async () => {
    const accessionBefore = accessionOf(key);
    const done = await apply(facility, order, via, key);
    if (done.outcome === 'created' || done.outcome === 'changed' || done.outcome === 'cancelled') {
      const entry = orderAuditEntry({
        change: done.outcome,
        item: done.item,
        placerOrderNumber: order.placerOrderNumber,
        via,
        from,
        at: clockNow().toISOString(),
      });
      // The change is made and answered as made (a refusal now would have the hospital send it again, which
      // then changes nothing and records nothing); a record the store refuses is said in the mock's log.
      await appendAuditEvent(entry, { sessionKey: null, dedupeKey: null }).catch((error: unknown) =>
        console.error(`mock: audit: an order's record was not saved: ${String(error)}`),
      );
    }
    // Its slides from the facility's archive, looked up in the background after the order is answered
    // (decision 171), by a new order or by a change that names another accession number (decision 176).
    const accession = namedAccession(order);
    if (done.outcome !== 'created' && done.outcome !== 'changed') return done;
    const looksUp = done.outcome === 'created' || changeLooksUp(accessionBefore, accession, done.item.slides);
    if (accession !== null && looksUp)
      await queueAccessionLookup({
        caseID: done.item.caseID,
        facilityId: facility.id,
        accession,
        by: ORDER_INTERFACES[via],
      });
    else if (done.outcome === 'changed' && accession !== accessionBefore)
      await dropAccessionLookup(done.item.caseID);
    return done;
  });
  const settled = turn.catch(() => undefined);
  inLine.set(key, settled);
  void settled.then(() => {
    if (inLine.get(key) === settled) inLine.delete(key);
  });
  return turn;
}

async function apply(
  facility: { id: string; name: string },
  order: Extract<IncomingOrder, { ok: true }>,
  via: keyof typeof ORDER_INTERFACES,
  key: string,
): Promise<OrderOutcome> {
  const earlier = caseOfPlacer(facility.id, order.placerOrderNumber) ?? null;
  const input = order.control === 'cancel' ? null : order.input;
  const origin = order.control === 'cancel' ? null : order.origin;
  const accession = namedAccession(order);
  // Another accession number is a change too: it names other slides (decision 176).
  const sameContent =
    input !== null &&
    db.orderReceipts.findFirst((q) => q.where({ id: key }))?.fingerprint === bodyFingerprint(input) &&
    accessionOf(key) === accession;
  // FHIR has no order control: an order of a number received before is a change of it (the same one, nothing).
  const control = via === 'fhir' && order.control === 'new' && earlier ? 'change' : order.control;
  const decision = decideOrder(earlier && { status: earlier.status, sameContent }, control);
  const now = clockNow();
  switch (decision.kind) {
    case 'refuse':
      return { outcome: 'refused', reason: decision.reason, item: earlier };
    case 'same':
      return { outcome: 'same', item: earlier! };
    case 'cancel':
      return { outcome: 'cancelled', item: await saveOrderCase(earlier!.caseID, cancelDraft(now)) };
    case 'update':
      await keepReceipt(key, input!, origin!, accession);
      return { outcome: 'changed', item: await saveOrderCase(earlier!.caseID, changeDraft(input!, now)) };
    case 'create': {
      const caseID = newCaseId();
      const record = newDraftCase(
        { ...input!, ...ORDER_DEFAULTS },
        facility,
        ORDER_INTERFACES[via],
        { caseID, caseRecordId: nextRecordIdOf(facility, now) },
        now,
      );
      const created = await db.cases.create({ ...record, placerOrderNumber: order.placerOrderNumber });
      await keepReceipt(key, input!, origin!, accession);
      await settle();
      return { outcome: 'created', item: findCase(caseID) ?? created };
    }
  }
}

type CaseChange = (draft: CaseRecord) => void;

/** A cancelled draft, as cancelCase leaves one. */
const cancelDraft =
  (now: Date): CaseChange =>
  (draft) => {
    draft.status = 'Cancelled';
    draft.cancelledAt = now.toISOString();
    draft.dueAt = null;
    draft.updatedAt = now.toISOString();
  };

/** A draft changed to what the order now says; the blocks and slides the clerk added stay with their specimens. */
const changeDraft =
  (input: OrderInput, now: Date): CaseChange =>
  (draft) => {
    draft.type = { name: input.type, displayName: CASE_TYPE_LABELS[input.type] };
    if (input.priority) draft.priority = input.priority;
    draft.patientInfo = {
      ...input.patientInfo,
      race: draft.patientInfo.race ?? null,
      mrn: input.patientInfo.mrn ?? null,
    };
    draft.slides = buildSpecimens(draft.caseID, changedSpecimens(draft.slides, input.specimens));
    draft.clinicalInfo = input.clinicalInfo ?? null;
    draft.updatedAt = now.toISOString();
  };

async function saveOrderCase(caseID: string, change: CaseChange): Promise<CaseRecord> {
  const updated = await db.cases.update(caseToUpdate(caseID), {
    data(draft) {
      change(draft as CaseRecord);
    },
  });
  await settle();
  return findCase(caseID) ?? updated!;
}
