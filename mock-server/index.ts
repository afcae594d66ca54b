/** The mock backend as a value: its handlers (for the HTTP server and in-process tests) and its reset. */
import { faultHandlers, clearFaults } from './faults';
import { authHandlers, clearLoginFailures } from './handlers/auth';
import { facilityHandlers } from './handlers/facility';
import { fallbackHandlers } from './handlers/fallback';
import { slideHandlers } from './handlers/slides';
import { caseHandlers } from './handlers/cases';
import { peopleHandlers } from './handlers/people';
import { taskHandlers } from './handlers/tasks';
import { billingHandlers } from './handlers/billing';
import { enquiryHandlers } from './handlers/enquiries';
import { referenceHandlers } from './handlers/reference';
import { caseExtraHandlers } from './handlers/case-extras';
import { attachmentHandlers } from './handlers/attachments';
import { persist } from './persistence';
import { seedDatabase } from './seed';
import { writeCount } from './db';

export interface MockBackendOptions {
  slidesDir: string | null;
  /** Secret for signing slide links; the standalone server makes one per start unless MOCK_LINK_SECRET is set. */
  linkSecret: string;
}

export function createMockBackend(options: MockBackendOptions) {
  // Reseeding 400 cases takes ~150 ms; when nothing was written since the last seed, the data is already
  // the seed and only the in-memory state (faults, lock-outs) needs clearing.
  let writesAfterSeed = -1;
  const reset = async () => {
    clearFaults();
    clearLoginFailures();
    if (writeCount() === writesAfterSeed) return;
    await seedDatabase({ slidesDir: options.slidesDir });
    await persist();
    writesAfterSeed = writeCount();
  };
  const handlers = [
    ...faultHandlers(reset),
    ...authHandlers,
    ...facilityHandlers,
    ...slideHandlers(options.linkSecret),
    ...caseHandlers,
    ...peopleHandlers,
    ...taskHandlers,
    ...billingHandlers,
    ...enquiryHandlers,
    ...referenceHandlers,
    ...caseExtraHandlers,
    ...attachmentHandlers,
    ...fallbackHandlers,
  ];
  return { handlers, reset };
}

export { db } from './db';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
export { resolveSlidesDir } from './slides/store';
