/** The mock backend as a value: its handlers (for the HTTP server and in-process tests) and its reset. */
import { faultHandlers, clearFaults } from './faults';
import { authHandlers, clearLoginFailures } from './handlers/auth';
import { facilityHandlers } from './handlers/facility';
import { fallbackHandlers } from './handlers/fallback';
import { slideHandlers } from './handlers/slides';
import { seedDatabase } from './seed';

export interface MockBackendOptions {
  slidesDir: string | null;
  /** Secret for signing slide links; the standalone server makes one per start unless MOCK_LINK_SECRET is set. */
  linkSecret: string;
}

export function createMockBackend(options: MockBackendOptions) {
  const reset = async () => {
    clearFaults();
    clearLoginFailures();
    await seedDatabase({ slidesDir: options.slidesDir });
  };
  const handlers = [
    ...faultHandlers(reset),
    ...authHandlers,
    ...facilityHandlers,
    ...slideHandlers(options.linkSecret),
    ...fallbackHandlers,
  ];
  return { handlers, reset };
}

export { db } from './db';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
export { resolveSlidesDir } from './slides/store';
