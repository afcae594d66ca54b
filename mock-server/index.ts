/** The mock backend as a value: its handlers (for the HTTP server and in-process tests) and its reset. */
import { faultHandlers, clearFaults } from './faults';
import { authHandlers } from './handlers/auth';
import { clearRateLimits } from './rate-limit';
import { facilityHandlers } from './handlers/facility';
import { fallbackHandlers } from './handlers/fallback';
import { slideHandlers } from './handlers/slides';
import { slideUploadHandlers } from './handlers/slide-uploads';
import { caseHandlers } from './handlers/cases';
import { peopleHandlers } from './handlers/people';
import { taskHandlers } from './handlers/tasks';
import { taskReviewHandlers } from './handlers/task-reviews';
import { billingHandlers } from './handlers/billing';
import { enquiryHandlers } from './handlers/enquiries';
import { referenceHandlers } from './handlers/reference';
import { caseExtraHandlers } from './handlers/case-extras';
import { attachmentHandlers } from './handlers/attachments';
import { annotationHandlers } from './handlers/annotations';
import { registrationDocumentHandlers } from './handlers/registration-documents';
import { persist } from './persistence';
import { seedDatabase } from './seed';
import { isDirty, restoreSnapshot, takeSnapshot, type DatabaseSnapshot } from './snapshot';

export interface MockBackendOptions {
  slidesDir: string | null;
  /** Secret for signing slide links; the standalone server makes one per start unless MOCK_LINK_SECRET is set. */
  linkSecret: string;
}

export function createMockBackend(options: MockBackendOptions) {
  // Seeding 400 cases takes ~150–300 ms, so it runs once: later resets put back only the collections written
  // since (mock-server/snapshot.ts), and nothing at all when nothing was written. The seed is deterministic, so
  // the copy is what a reseed would make. In-memory state (faults, rate limits) is cleared every time.
  let seed: DatabaseSnapshot | undefined;
  const reset = async () => {
    clearFaults();
    clearRateLimits();
    if (seed && !isDirty()) return;
    if (seed) await restoreSnapshot(seed);
    else {
      await seedDatabase({ slidesDir: options.slidesDir });
      seed = takeSnapshot();
    }
    await persist();
  };
  const handlers = [
    ...faultHandlers(reset),
    ...authHandlers,
    ...facilityHandlers,
    ...slideHandlers(options.linkSecret),
    ...slideUploadHandlers(options.linkSecret),
    ...caseHandlers,
    ...peopleHandlers,
    ...taskHandlers,
    ...taskReviewHandlers,
    ...billingHandlers,
    ...enquiryHandlers,
    ...referenceHandlers,
    ...caseExtraHandlers,
    ...attachmentHandlers,
    ...annotationHandlers,
    ...registrationDocumentHandlers,
    ...fallbackHandlers,
  ];
  return { handlers, reset };
}

export { db } from './db';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
export { resolveSlidesDir } from './slides/store';
