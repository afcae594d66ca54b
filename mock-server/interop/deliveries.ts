/**
 * Sending each signed-out report (and each addendum) to its facility's HL7 v2 endpoint (decision 106): a delivery
 * is queued when the report's version is saved, sent over MLLP, and retried after a NAK or a missing ACK with
 * back-off (30 s, 2 min, 8 min, 32 min; MOCK_HL7_RETRY_BASE_MS scales it) under its own control id, until
 * acknowledged or failed after the fifth attempt. The pump (delivery-pump.ts, decision 128) queues them per
 * destination and sends destinations in parallel, so one dead endpoint does not hold up the others. A facility
 * that names a FHIR server gets a second delivery of each version, a FHIR transaction (fhir-push.ts, decision
 * 139), through the same queue, retries and log; every attempt is kept in the delivery's history.
 */
import { reportAtVersion, type components } from '../../contracts';
import { findCase } from '../cases/case-index';
import { clockNow } from '../qa/clock';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import { db, type CaseRecord } from '../store/db';
import { settle } from '../store/persistence';
import { facilityPdfOf, fhirPublicBase } from './fhir-documents';
import { binaryUrlOf } from './fhir-identifiers';
import { oruMessage } from './hl7-oru';
import { maxEmbeddedPdfBytes } from './mllp/limits';
import { originOfCase } from './order-input';
import { createPump, isOpen } from './delivery-pump';
import { ackTimeoutMs, sendForAck } from './mllp';
import { withAttempt, type AttemptResult } from './delivery-history';
import { pushBundle, reportBundleFor } from './fhir-push';

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
  await settle();
}

/** A user's family and given names, when the user is known. */
function namesOfUser(id: string) {
  const user = db.users.findFirst((q) => q.where({ id }));
  return user && { family: user.lastName, given: user.firstName };
}

/**
 * Records an attempt begun at `at` to `endpoint`: the delivery acknowledged, queued for its next attempt after the
 * back-off (later when the receiver asked, up to the longest back-off), or failed after the last; logged either way.
 */
async function recordAttempt(delivery: Delivery, at: Date, endpoint: string, result: AttemptResult) {
  const attempts = delivery.attempts + 1;
  const done = result.outcome === 'acknowledged';
  const last = !done && attempts >= MAX_ATTEMPTS;
  const wait = Math.max(
    retryDelayMs(attempts),
    Math.min(result.retryAfterMs ?? 0, retryDelayMs(MAX_ATTEMPTS - 1)),
  );
  const { outcome, ackCode, ackText } = result;
  const current = db.deliveries.findFirst((q) => q.where({ id: delivery.id })) ?? delivery;
  await change(delivery.id, {
    status: done ? 'acknowledged' : last ? 'failed' : 'queued',
    attempts,
    lastAttemptAt: at.toISOString(),
    nextAttemptAt: done || last ? null : new Date(Date.now() + wait).toISOString(),
    ackCode,
    ackText,
    ...withAttempt(current, {
      at: at.toISOString(),
      outcome,
      ackCode,
      ackText,
      endpoint,
      controlId: delivery.controlId,
    }),
  });
}

/** One attempt of an ORU^R01 over MLLP. */
async function attemptHl7(delivery: Delivery, item: CaseRecord | undefined, now: Date) {
  const settings = db.facilityInterfaces.findFirst((q) => q.where({ facilityId: delivery.facility.id }))?.hl7;
  if (!item?.finalReport || !settings?.enabled || !settings.host || !settings.port) {
    return recordAttempt(delivery, now, delivery.endpoint, {
      outcome: 'unreachable',
      ackCode: null,
      ackText: !item?.finalReport
        ? 'The case has no report to send.'
        : 'The facility’s HL7 endpoint is off or incomplete.',
    });
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
  await recordAttempt(delivery, now, endpoint, result);
}

/** One attempt of a FHIR transaction to the facility's FHIR server. */
async function attemptFhir(delivery: Delivery, item: CaseRecord | undefined, now: Date) {
  const settings = db.facilityInterfaces.findFirst((q) =>
    q.where({ facilityId: delivery.facility.id }),
  )?.fhirPush;
  const bundle = item && (await reportBundleFor(item, delivery.reportVersion, delivery.controlId, now));
  if (!bundle || !settings?.enabled || !settings.baseUrl) {
    return recordAttempt(delivery, now, delivery.endpoint, {
      outcome: 'unreachable',
      ackCode: null,
      ackText: !bundle ? 'The case has no report to send.' : 'The facility’s FHIR server is off or not set.',
    });
  }
  await change(delivery.id, { status: 'sent', endpoint: settings.baseUrl });
  await recordAttempt(
    delivery,
    now,
    settings.baseUrl,
    await pushBundle({ baseUrl: settings.baseUrl, token: settings.token }, bundle),
  );
}

async function attempt(delivery: Delivery) {
  const send = delivery.messageType === FHIR_TRANSACTION ? attemptFhir : attemptHl7;
  await send(delivery, findCase(delivery.case.caseID), clockNow());
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

export const FHIR_TRANSACTION = 'FHIR transaction';

/** A delivery as it is queued: numbered `serial` (its id and control id), no attempt yet, due now. */
export function queuedDelivery(
  item: Pick<CaseRecord, 'caseID' | 'caseRecordId' | 'facility'>,
  version: number,
  messageType: Delivery['messageType'],
  endpoint: string,
  serial: number,
): Delivery {
  const now = clockNow().toISOString();
  return {
    id: `dlv-${String(serial).padStart(6, '0')}`,
    case: { caseID: item.caseID, caseRecordId: item.caseRecordId },
    facility: item.facility,
    reportVersion: version,
    messageType,
    controlId: `PB${String(serial).padStart(8, '0')}`,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    lastAttemptAt: null,
    ackCode: null,
    ackText: null,
    endpoint,
    history: [],
    historyDropped: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** Queues one delivery of `caseID`'s report at `version` to `endpoint` (a new number and control id), to send soon. */
async function enqueue(
  item: CaseRecord,
  version: number,
  messageType: Delivery['messageType'],
  endpoint: string,
) {
  const { id } = await db.deliveries.create(
    queuedDelivery(item, version, messageType, endpoint, nextDeliverySerial()),
  );
  await settle();
  pumper.track(id, true);
}

/**
 * Queues `caseID`'s report at `version` to each of its facility's destinations that is on: the ORU^R01 to its HL7
 * endpoint, the transaction to its FHIR server, each a delivery of its own; sends them soon after.
 */
export async function queueDelivery(caseID: string, version: number) {
  const item = findCase(caseID);
  const settings = item && db.facilityInterfaces.findFirst((q) => q.where({ facilityId: item.facility.id }));
  if (!item || !settings) return;
  const { hl7, fhirPush } = settings;
  if (hl7.enabled && hl7.host && hl7.port) await enqueue(item, version, 'ORU^R01', `${hl7.host}:${hl7.port}`);
  if (fhirPush?.enabled && fhirPush.baseUrl) await enqueue(item, version, FHIR_TRANSACTION, fhirPush.baseUrl);
  setImmediate(pumper.run);
}

/** A failed delivery queued again now, attempts counted afresh, its control id kept. */
export async function requeue(id: string) {
  await change(id, { status: 'queued', attempts: 0, nextAttemptAt: clockNow().toISOString() });
  setImmediate(pumper.run);
}
