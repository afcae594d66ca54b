/**
 * The mock backend as a value: its handlers (for the HTTP server and in-process tests) and its reset. One folder
 * per resource (its handlers, rules, views and seed); the HTTP plumbing in http/, the database and the seed's
 * order in store/, the QA routes in qa/, slide bytes in slides/ (docs/mock-server.md).
 */
// The spec's wording for a phone number that breaks the contract's pattern, wherever zod validates one.
import './users/rules';
import { accountHandlers } from './accounts/handlers';
import { facilityHandlers } from './accounts/facility';
import { accountReviewHandlers } from './accounts/review';
import { annotationHandlers } from './annotations/handlers';
import { reportHandlers } from './reports/handlers';
import { consultHandlers } from './consults/handlers';
import { attachmentHandlers } from './attachments/handlers';
import { auditHandlers } from './audit/handlers';
import { resetAuditSequence, setAuditClock } from './audit/recorder';
import { authHandlers } from './auth/handlers';
import { createDeviceTokens } from './auth/device-tokens';
import { passwordHandlers } from './auth/password-handlers';
import { billingHandlers } from './billing/handlers';
import { caseExtraHandlers } from './cases/extras';
import { caseHandlers } from './cases/handlers';
import { caseImportHandlers } from './cases/import';
import { turnaroundHandlers } from './cases/turnaround';
import { assignmentHandlers } from './assignment/handlers';
import { blindReadHandlers } from './quality/blind-read';
import { qualityHandlers } from './quality/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { enquiryHandlers } from './enquiries/handlers';
import { groupHandlers } from './groups/handlers';
import { notificationHandlers } from './notifications/handlers';
import { notificationPreferenceHandlers } from './notifications/preference-handlers';
import { forgetSweep } from './notifications/sweep';
import { fallbackHandlers } from './http/fallback';
import { clearRateLimits } from './http/rate-limit';
import { clearQa, qaHandlers } from './qa/handlers';
import { clockNow } from './qa/clock';
import { qaGuardHandlers, resolveQaToken } from './qa/qa-token';
import { referenceHandlers } from './reference/handlers';
import { interfaceHandlers } from './interop/interfaces';
import { dicomWebHandlers } from './interop/dicomweb/handlers';
import { deliveryHandlers } from './interop/delivery-handlers';
import { orderHandlers } from './interop/order-handlers';
import { fhirApiHandlers } from './interop/fhir-api';
import { fhirTransactionHandlers } from './interop/fhir-transaction';
import { fhirTaskHandlers } from './interop/fhir-task-handlers';
import { backendClientHandlers } from './interop/smart/clients';
import { smartHandlers } from './interop/smart/token';
import { registrationDocumentHandlers } from './registration/document-handlers';
import { registrationHandlers } from './registration/handlers';
import { slideHandlers } from './slides/link-handlers';
import { archiveRetryHandlers } from './slides/archive-retry';
import type { DicomwebArchive } from './slides/archive-config';
import { slideUploadHandlers } from './slides/upload-handlers';
import { archiveAttachHandlers } from './slides/archive-attach';
import { supportHandlers } from './support/handlers';
import { taskHandlers } from './tasks/handlers';
import { taskReviewHandlers } from './tasks/review-handlers';
import { providerProfileHandlers } from './users/provider-profile';
import { userHandlers } from './users/handlers';
import { userStatusHandlers } from './users/status-handlers';
import { settle } from './store/persistence';
import { clearLive } from './live/bus';
import { withoutLiveEvents } from './live/quiet';
import { forgetAbsences } from './live/presence';
import './live/watch';
// The retention prune runs when the QA clock moves (docs/notifications.md); the server's timer is server.ts's.
import './notifications/prune';
import { markClean } from './store/db';
import { seedDatabase } from './store/seed';
import { keepSeedCopy, restoreSeedCopy } from './store/seed-copy';
import { CASE_COUNT } from './store/seed-generate';
import { isDirty, restoreSnapshot, takeSnapshot, type DatabaseSnapshot } from './store/snapshot';

export interface MockBackendOptions {
  slidesDir: string | null;
  /**
   * Secret for signing slide links, and (through a key derived for that alone) the device tokens of logins;
   * the standalone server makes one per start unless MOCK_LINK_SECRET is set.
   */
  linkSecret: string;
  /** The token the QA routes (`/__mock/*`) ask for (qa/qa-token.ts); MOCK_QA_TOKEN or one per process. */
  qaToken?: string;
  /** `--seed-cases N`: seed and reset to a network of N cases (store/seed-scale.ts), not the seed's 400. */
  seedCases?: number;
  /** Told after each fresh seed, before it is saved (the server prints what a scale seed made, and its time). */
  onSeeded?: () => void;
  /**
   * The site's image archive (DICOMWEB_URL, read once by server.ts: slides/archive-config.ts): slides linked to a
   * series of it answer a signed DICOMweb root that forwards to it. None by default.
   */
  archive?: DicomwebArchive | null;
}

export function createMockBackend(options: MockBackendOptions) {
  // Seeding 400 cases takes ~150–300 ms, so it runs once: later resets put back only the collections written
  // since (mock-server/store/snapshot.ts), and nothing at all when nothing was written. The seed is deterministic, so
  // the copy is what a reseed would make. In-memory state (QA faults, scenarios and journal; rate limits; absences
  // not yet judged away) is cleared every time. A scale seed (`seedCases`) is not copied (at 100,000 cases the copy would double the
  // memory the database takes): it is kept as a file beside the database, from which a reset after a write puts back
  // the tables written and loads them (store/seed-copy.ts); without one (persistence off, the copy refused) it seeds
  // again, the same database.
  let seed: DatabaseSnapshot | undefined;
  let seeded = false;
  const scale = options.seedCases !== undefined && options.seedCases > CASE_COUNT;
  const scaleSeed = `${options.seedCases} cases`;
  const reset = async () => {
    clearQa();
    clearRateLimits();
    forgetSweep();
    resetAuditSequence();
    // A reset tells no stream about the records it puts back; resuming from before it answers stream.reset.
    clearLive();
    forgetAbsences();
    if (seeded && !isDirty()) return;
    let fresh = false;
    await withoutLiveEvents(async () => {
      if (seed) await restoreSnapshot(seed);
      // A scale seed saved before: what was written put back from its file (store/seed-copy.ts), not seeded again.
      else if (seeded && scale && (await restoreSeedCopy(scaleSeed))) markClean();
      else {
        await seedDatabase({ slidesDir: options.slidesDir, cases: options.seedCases });
        options.onSeeded?.();
        fresh = true;
        if (scale) markClean();
        else seed = takeSnapshot();
      }
    });
    seeded = true;
    await settle();
    if (fresh && scale) keepSeedCopy(scaleSeed);
  };
  const qaToken = options.qaToken ?? resolveQaToken();
  // The audit trail's stamps follow the QA clock, as every other time the backend writes (decision 082).
  setAuditClock(clockNow);
  const handlers = [
    ...qaGuardHandlers(qaToken),
    ...qaHandlers(reset, qaToken),
    ...authHandlers(createDeviceTokens(options.linkSecret)),
    ...facilityHandlers,
    ...slideHandlers(options.linkSecret, options.archive ?? null),
    ...archiveRetryHandlers(options.archive ?? null),
    ...slideUploadHandlers(options.linkSecret),
    ...archiveAttachHandlers,
    ...caseHandlers,
    ...caseImportHandlers,
    ...turnaroundHandlers,
    ...assignmentHandlers,
    ...qualityHandlers,
    ...blindReadHandlers,
    ...passwordHandlers,
    ...userHandlers,
    ...userStatusHandlers,
    ...accountHandlers,
    ...accountReviewHandlers,
    ...groupHandlers,
    ...supportHandlers,
    ...dashboardHandlers,
    ...notificationHandlers,
    ...notificationPreferenceHandlers,
    ...registrationHandlers,
    ...providerProfileHandlers,
    ...taskHandlers,
    ...taskReviewHandlers,
    ...billingHandlers,
    ...enquiryHandlers,
    ...referenceHandlers,
    ...interfaceHandlers,
    ...dicomWebHandlers,
    ...backendClientHandlers,
    ...deliveryHandlers,
    ...orderHandlers,
    // Ahead of the FHIR API's catch-all under /fhir/R4/: the token endpoint and the SMART configuration.
    ...smartHandlers,
    // Before the API's: a POST to the base (a trailing slash too) is a transaction, not a read-only refusal.
    ...fhirTransactionHandlers,
    ...fhirTaskHandlers,
    ...fhirApiHandlers,
    ...caseExtraHandlers,
    ...attachmentHandlers(options.archive ?? null),
    ...annotationHandlers,
    ...reportHandlers,
    ...consultHandlers,
    ...registrationDocumentHandlers,
    ...auditHandlers,
    ...fallbackHandlers,
  ];
  return { handlers, reset, qaToken, archive: options.archive ?? null };
}

export { db } from './store/db';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './store/seed';
export { resolveSlidesDir } from './slides/store';
