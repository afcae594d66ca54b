/**
 * Every node test runs against the mock backend in-process (the same handlers `npm run mock` serves):
 * an unhandled request fails the test, every test starts from the seeded database (the backend's reset seeds once
 * per test file, then puts back only the collections a test wrote, from a copy: mock-server/store/snapshot.ts), and
 * every response the mock gives is validated against openapi.yaml.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { createMockBackend, resolveSlidesDir } from '../../mock-server';

type MockBackend = ReturnType<typeof createMockBackend>;
import { qaHeaders } from '../../mock-server/qa/qa-token';
import { contractViolations } from '../contract/openapi-validator';

// Every test logs in; scrypt at its default cost spends ~80 ms of CPU per login (mock-server/auth/passwords.ts).
process.env.MOCK_SCRYPT_COST ??= '1024';
// The tests' MLLP listeners run on this machine's loopback, which interfaces may not reach by default
// (mock-server/interop/destinations.ts); the destination tests set the setting themselves.
process.env.MOCK_INTERFACE_ALLOWED_NETWORKS ??= '127.0.0.0/8';

export const TEST_API = 'http://api.test';

/**
 * A hospital's FHIR server in a test is a real one on the loopback (mock-server/testing/fhir-receiver.ts), reached
 * as such. Among the handlers every test starts with, not added by a test: a delivery's retry fires on its own
 * timer, also between one test's handlers being reset and the next test's being added.
 */
const hospitalServers = http.all(/^http:\/\/127\.0\.0\.1:\d+\/hospital\//, () => passthrough());
/**
 * The image archive of a conformance run's throwaway facility is on a documentation address (conformance/ways.ts):
 * the archive test searches it for real, as the HL7 test message connects to its endpoint, rather than this
 * process's request interception answering.
 */
const conformanceArchive = http.all('https://192.0.2.10/dicom-web/*', () => passthrough());

/**
 * One backend and one MSW server per worker process. The backend project runs its files without isolation
 * (vitest.config.ts: a fresh module graph per file cost ~2 s of imports each), so this file is evaluated again
 * for every test file while the modules a test imports stay cached: both must see the same instances.
 */
const shared = ((
  globalThis as { __pathbridgeMock?: { mockBackend: MockBackend; server: ReturnType<typeof setupServer> } }
).__pathbridgeMock ??= (() => {
  const mockBackend = createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret: 'test-link-secret' });
  return { mockBackend, server: setupServer(...mockBackend.handlers, hospitalServers, conformanceArchive) };
})());
export const mockBackend = shared.mockBackend;
export const server = shared.server;
/** The header the mock's QA routes (`/__mock/*` but health) ask for: the backend's QA token. */
export const QA_HEADERS = qaHeaders(mockBackend.qaToken);

let violations: string[] = [];

const judge = async ({ request, response }: { request: Request; response: Response }) => {
  violations.push(...(await contractViolations(request, response)));
};

/** Starts this process's request interception, as every test file has it. */
export const listen = () => server.listen({ onUnhandledRequest: 'error' });

beforeAll(() => {
  server.events.on('response:mocked', judge);
  listen();
});
beforeEach(async () => {
  violations = [];
  await mockBackend.reset();
});
afterEach(async () => {
  server.resetHandlers();
  // Let response events of the last request settle before judging them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(violations, 'mock responses that break openapi.yaml').toEqual([]);
});
afterAll(() => {
  server.events.removeListener('response:mocked', judge);
  server.close();
});
