/**
 * The `spellings` scenario (decision 066): the HTTP mock answers login and the current user with another spelling
 * of the role and the status, as a backend may (spec 3.2, 3.6), and the conformance command passes it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runConformance } from '../../conformance/run';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { DEMO_PASSWORD } from '../store/seed';
import { qaHttp, type Envelope } from '../testing/qa-http';

let mock: MockHttpServer;
let client: ReturnType<typeof qaHttp>;
beforeAll(async () => {
  mock = await startMockHttpServer('spellings-test-secret');
  client = qaHttp(mock.base);
});
beforeEach(() => mock.passThrough());
afterEach(() => client.qa('DELETE', '/__mock/scenarios'));
afterAll(() => mock.close());

const logIn = async (email: string) => {
  const response = await client.api('/api/users/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  const text = await response.text();
  // The respelled body is sent whole: its Content-Length is its own, not the handler's.
  expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  return (JSON.parse(text) as Envelope<{ token: string; role: string }>).data;
};

describe('the spellings scenario', () => {
  it("answers login's role and the current user's role and status in the spelling asked for", async () => {
    const armed = await client.scenario({
      name: 'spellings',
      options: { role: 'physician', status: 'provisionally active' },
    });
    expect(armed.status, armed.body.message ?? '').toBe(200);
    const login = await logIn('provider@demo.test');
    expect(login.role).toBe('physician');
    const me = await client.api('/api/Users/current', { token: login.token });
    expect(((await me.json()) as Envelope<{ role: string; status: string }>).data).toMatchObject({
      role: 'physician',
      status: 'provisionally active',
    });
    // Other answers are left alone: the same user read by an admin keeps the canonical spellings.
    const admin = await logIn('admin@demo.test');
    const user = await client.api('/api/users/usr-provider', { token: admin.token });
    expect(user.status).toBe(200);
    expect(((await user.json()) as Envelope<{ role: string; status: string }>).data).toMatchObject({
      role: 'Provider',
      status: 'Active',
    });
  });

  it('takes only spellings the contract allows', async () => {
    for (const options of [{ role: 'Medical Facility' }, { status: 'pending' }]) {
      const { status, body } = await client.scenario({ name: 'spellings', options });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^Invalid options for spellings/);
    }
  });

  it('a backend that spells them so passes the conformance command', { timeout: 60_000 }, async () => {
    await client.scenario({
      name: 'spellings',
      options: { role: 'FacilityNP', status: 'PROVISIONALLY_ACTIVE' },
    });
    const report = await runConformance({
      baseUrl: mock.base,
      operations: ['login', 'getCurrentUser'],
      checks: ['response_schema_conformance', 'positive_data_acceptance'],
      maxExamples: 1,
      seed: 66,
    });
    expect(report.failures).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
