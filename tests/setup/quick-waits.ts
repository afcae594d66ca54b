/**
 * For test files whose conformance runs wait on the in-process mock's clocks: its event streams beat every second
 * (runs judge that period: `heartbeatSeconds: QUICK_HEARTBEAT_SECONDS`, not the contract's 15 s), and the HL7 test
 * message and the archive test to a run's documentation address (conformance/ways.ts, which nothing answers) give
 * up after a second instead of ten. A whole run waited ~16 s of its ~60 on those, with both cores' worth of
 * other tests queued behind it.
 *
 * Set before each test and put back after it: the backend's test files share a process (vitest.config.ts,
 * `isolate: false`), and a value set at import was undone by a file run in between.
 */
import { afterEach, beforeEach } from 'vitest';

export const QUICK_HEARTBEAT_SECONDS = 1;

const QUICK: Record<string, string> = {
  MOCK_LIVE_HEARTBEAT_MS: String(QUICK_HEARTBEAT_SECONDS * 1000),
  MOCK_HL7_ACK_TIMEOUT_MS: '1000',
  MOCK_DICOMWEB_TIMEOUT_MS: '1000',
};

export function withQuickWaits() {
  const saved = new Map<string, string | undefined>();
  beforeEach(() => {
    for (const [name, value] of Object.entries(QUICK)) {
      saved.set(name, process.env[name]);
      process.env[name] = value;
    }
  });
  afterEach(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}
