/**
 * Orders that cancel or change (decision 118): what an order does to the case its placer order number made, as a
 * pure rule. HL7 says it in ORC-1 (`NW` new, `XO` change, `CA` cancel); FHIR in the ServiceRequest (`status`
 * revoked: a cancel; the same placer number with other content: a change). Only a Draft, which the facility's clerk
 * is still finishing, follows a cancel or a change: once the case is sent out it is the network's, and the order
 * is refused with the reason (the clerk can still cancel a case no pathologist has, in the pages).
 */
import type { CaseRecord } from '../store/db';
import type { OrderInput } from './order-input';

/** What an order asks: a new case, a change of its case, or a cancel. */
export type OrderControl = 'new' | 'change' | 'cancel';

export type OrderDecision =
  /** Make the draft case. */
  | { kind: 'create' }
  /** Answer the case as it is: the order was received before (or asks what is already so). */
  | { kind: 'same' }
  /** Update the draft with the order's patient, specimens and the rest. */
  | { kind: 'update' }
  /** Cancel the draft. */
  | { kind: 'cancel' }
  /** Refuse, nothing changed: no case of that number, or its case went on without the order. */
  | { kind: 'refuse'; reason: 'unknown' | 'sent-out' | 'cancelled' };

/**
 * The rule: `existing` is the case the placer number made (null: none) and whether the order says what the last
 * order of that number said (`sameContent`). A repeat is always harmless: the same change twice, or a cancel of a
 * cancelled order, answers the case as it is.
 */
export function decideOrder(
  existing: { status: CaseRecord['status']; sameContent: boolean } | null,
  control: OrderControl,
): OrderDecision {
  if (!existing) return control === 'new' ? { kind: 'create' } : { kind: 'refuse', reason: 'unknown' };
  if (control === 'new') return { kind: 'same' };
  if (control === 'cancel') {
    if (existing.status === 'Draft') return { kind: 'cancel' };
    if (existing.status === 'Cancelled') return { kind: 'same' };
    return { kind: 'refuse', reason: 'sent-out' };
  }
  if (existing.sameContent) return { kind: 'same' };
  if (existing.status === 'Draft') return { kind: 'update' };
  return { kind: 'refuse', reason: existing.status === 'Cancelled' ? 'cancelled' : 'sent-out' };
}

type Specimen = CaseRecord['slides'][number];
type OrderedSpecimen = OrderInput['specimens'][number];

/**
 * A changed order's specimens as a case's input: each ordered specimen keeps the blocks and slides the clerk gave
 * the specimen it matches (the same facility specimen id, else the same place when neither has one); a specimen
 * the change no longer names goes, with its blocks.
 */
export function changedSpecimens(current: readonly Specimen[], ordered: readonly OrderedSpecimen[]) {
  return ordered.map((specimen, index) => {
    const match = specimen.facilitySpecimenID
      ? current.find((old) => old.facilitySpecimenID === specimen.facilitySpecimenID)
      : current[index]?.facilitySpecimenID
        ? undefined
        : current[index];
    const subsections = (match?.subsections ?? []).map((sub) => ({
      displayId: sub.displayId,
      slideType: sub.slideType,
      slideCount: sub.slideCount,
      facilityId: sub.facilityId,
      stain: sub.stain,
      slideOrders: sub.slideOrders,
      images: sub.images,
    }));
    return { ...specimen, subsite: match?.subsite ?? null, subsections };
  });
}

type Verb = 'cancelled' | 'changed';

/** Why a cancel or change is refused, in the words both answers give (an ACK's MSA-3, an OperationOutcome's). */
export const ORDER_REFUSALS = {
  unknown: (verb: Verb) =>
    `No order of this placer order number was received: there is nothing to be ${verb}.`,
  'sent-out': (item: { caseRecordId: string }, verb: Verb) =>
    `Case ${item.caseRecordId} has been sent out: the order can no longer be ${verb}.`,
  cancelled: (item: { caseRecordId: string }, verb: Verb) =>
    `Case ${item.caseRecordId} was cancelled: the order can no longer be ${verb}.`,
} as const;
