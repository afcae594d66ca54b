/**
 * Sending each signed-out report (and each addendum) to its facility's HL7 v2 endpoint (decision 106): a delivery
 * is queued when the report's version is saved, sent over MLLP, and retried after a NAK or a missing ACK with
 * back-off (30 s, 2 min, 8 min, 32 min; MOCK_HL7_RETRY_BASE_MS scales it) under its own control id, until
 * acknowledged or failed after the fifth attempt. The pump (delivery-pump.ts, decision 128) queues them per
 * destination and sends destinations in parallel, so one dead endpoint does not hold up the others.
 */
import { reportAtVersion, type components } from '../../contracts';
import { findCase } from '../cases/case-index';
import { clockNow } from '../qa/clock';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import { db } from '../store/db';
import { persist } from '../store/persistence';
import { facilityPdfOf, fhirPublicBase } from './fhir-documents';
import { binaryUrlOf } from './fhir-identifiers';
import { oruMessage } from './hl7-oru';
import { maxEmbeddedPdfBytes } from './mllp/limits';
import { originOfCase } from './order-input';
import { createPump, isOpen } from './delivery-pump';
import { ackTimeoutMs, sendForAck } from './mllp';

type Delivery = components['schemas']['Delivery'];

export const MAX_ATTEMPTS = 5;
const retryBaseMs = () => Number(process.env.MOCK_HL7_RETRY_BASE_MS ?? 30_000);

/** The wait before attempt n + 1 after n failed ones: base × 4^(n − 1). A pure rule (deliveries.test.ts). */
export const retryDelayMs = (attempts: number, base = retryBaseMs()) => base * 4 ** (attempts - 1);

async function change(id: string, patch: Partial<Delivery>) {
  const next = await db.deliveries.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, patch, { updatedAt: clockNow().toISOString() });
    },
  });
  pumper.track(id, Boolean(next && isOpen(next)));
  await persist();
}

/** A user's family and given names, when the user is known. */
function namesOfUser(id: string) {
  const user = db.users.findFirst((q) => q.where({ id }));
  return user && { family: user.lastName, given: user.firstName };
}

async function attempt(delivery: Delivery) {
  const item = findCase(delivery.case.caseID);
  const settings = db.facilityInterfaces.findFirst((q) => q.where({ facilityId: delivery.facility.id }))?.hl7;
  const now = clockNow();
  const attempts = delivery.attempts + 1;
  const fail = async (ackText: string, ackCode: Delivery['ackCode'] = null) => {
    const last = attempts >= MAX_ATTEMPTS;
    await change(delivery.id, {
      status: last ? 'failed' : 'queued',
      attempts,
      lastAttemptAt: now.toISOString(),
      nextAttemptAt: last ? null : new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
      ackCode,
      ackText,
    });
  };
  if (!item?.finalReport || !settings?.enabled || !settings.host || !settings.port) {
    return fail(
      !item?.finalReport
        ? 'The case has no report to send.'
        : 'The facility’s HL7 endpoint is off or incomplete.',
    );
  }
  const endpoint = `${settings.host}:${settings.port}`;
  await change(delivery.id, { status: 'sent', endpoint });
  const message = oruMessage({
    item: { ...item, finalReport: reportAtVersion(item.finalReport, delivery.reportVersion) },
    templates: SYNOPTIC_TEMPLATES,
    controlId: delivery.controlId,
    receiver: { application: settings.receivingApplication, facility: settings.receivingFacility },
    pdfUrl: binaryUrlOf(fhirPublicBase(), item.caseID, delivery.reportVersion),
    // The same bytes the RP OBX's Binary answers (fhir-documents.ts).
    pdf: settings.embedReportPdf
      ? (await facilityPdfOf({ ...item, finalReport: item.finalReport }, delivery.reportVersion)).bytes
      : null,
    maxEmbeddedBytes: maxEmbeddedPdfBytes(),
    now,
    signer: namesOfUser(item.finalReport.signedOutBy.id),
    origin: originOfCase(item)?.hl7,
  })!;
  const result = await sendForAck({ host: settings.host, port: settings.port }, message, ackTimeoutMs());
  if (result.outcome !== 'acknowledged') return fail(result.ackText ?? result.outcome, result.ackCode);
  await change(delivery.id, {
    status: 'acknowledged',
    attempts,
    lastAttemptAt: now.toISOString(),
    nextAttemptAt: null,
    ackCode: result.ackCode,
    ackText: result.ackText,
  });
}

const pumper = createPump(attempt);

/** Starts every delivery the schedule allows now (each destination's next due one, within the bound). */
export async function pump() {
  pumper.run();
}

/**
 * The next delivery's number, taken before the store's create (which awaits) so two reports signed out together
 * never share a control id, and never lower than one issued before a reset: a receiver that dropped the store's
 * earlier messages as duplicates by MSH-10 would drop a new result sent under a reused one. Deliveries are never
 * deleted but all at once, so the count is the highest number the store holds.
 */
let lastIssued = 0;
const nextDeliverySerial = () => (lastIssued = Math.max(lastIssued, db.deliveries.count()) + 1);

/** Queues the ORU^R01 of `caseID`'s report at `version` when its facility's endpoint is on; sends it soon after. */
export async function queueDelivery(caseID: string, version: number) {
  const item = findCase(caseID);
  const settings =
    item && db.facilityInterfaces.findFirst((q) => q.where({ facilityId: item.facility.id }))?.hl7;
  if (!item || !settings?.enabled || !settings.host || !settings.port) return;
  const serial = nextDeliverySerial();
  const id = `dlv-${String(serial).padStart(6, '0')}`;
  const now = clockNow().toISOString();
  await db.deliveries.create({
    id,
    case: { caseID, caseRecordId: item.caseRecordId },
    facility: item.facility,
    reportVersion: version,
    messageType: 'ORU^R01',
    controlId: `PB${String(serial).padStart(8, '0')}`,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    lastAttemptAt: null,
    ackCode: null,
    ackText: null,
    endpoint: `${settings.host}:${settings.port}`,
    createdAt: now,
    updatedAt: now,
  });
  await persist();
  pumper.track(id, true);
  setImmediate(pumper.run);
}

/** A failed delivery queued again now, attempts counted afresh, its control id kept. */
export async function requeue(id: string) {
  await change(id, { status: 'queued', attempts: 0, nextAttemptAt: clockNow().toISOString() });
  setImmediate(pumper.run);
}
