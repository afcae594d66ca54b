/**
 * A login under load (decision 072), over the mock's real HTTP server (a 503 is not in the contract, so
 * the in-process contract check does not judge it): password checks past the gate are refused at once with 503,
 * Retry-After and the envelope, for an e-mail with an account and one without alike, and logins come back as
 * soon as a check is free; a login whose caller leaves gives its place back at once, never checked; concurrent
 * guesses for one account are still counted one by one; a user's sessions are bounded, so a flood of right
 * passwords does not grow the database without end.
 */
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { DEMO_PASSWORD } from '../store/seed';
import { db } from '../store/db';
import { BUSY_MESSAGE } from '../http/load-shed';
import { intFromEnv } from '../../server/load-shed.js';
import { hashGate } from './passwords';
import { sessionsToEnd } from './session-bound';

const PROVIDER = 'provider@demo.test';
// The gate is made on first use: its queue must not time out under a slow machine while the test holds it.
process.env.MOCK_HASH_QUEUE_MS = '60000';
let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer('login-load-test-secret');
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

async function login(email: string, password: string, client = '192.0.2.7') {
  const response = await fetch(`${mock.base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: await response.json(),
  };
}

/** Takes every slot and every place in the queue of the password checks, as a flood would; answers a freeing. */
function fillHashGate() {
  const gate = hashGate();
  const places: Array<Promise<(() => void) | null>> = [];
  for (;;) {
    const [active, queued] = [gate.active, gate.queued];
    const place = gate.enter();
    if (gate.active === active && gate.queued === queued) break; // refused: all taken
    places.push(place);
  }
  return async () => {
    // In order: each slot given back hands itself to the next place in the queue.
    for (const place of places) (await place)?.();
  };
}

describe('password checks past their bound', () => {
  it('answer 503 at once with Retry-After in the envelope, known e-mail or not; logins come back after', async () => {
    const free = fillHashGate();
    const busy = { isSuccess: false, message: BUSY_MESSAGE, data: null, error: null, details: null };
    for (const email of [PROVIDER, 'nobody@example.org']) {
      const answer = await login(email, DEMO_PASSWORD);
      expect(answer).toEqual({ status: 503, retryAfter: '2', body: busy });
    }
    await free();
    expect((await login(PROVIDER, DEMO_PASSWORD)).status).toBe(200);
    expect((await login('nobody@example.org', DEMO_PASSWORD)).status).toBe(401);
  });
});

describe('a login whose caller leaves while its password check waits', () => {
  it('gives its place in the queue back at once and is never checked: the next login goes through', async () => {
    const gate = hashGate();
    const limit = intFromEnv(process.env.MOCK_HASH_CONCURRENCY, availableParallelism(), 1);
    const slots: Array<() => void> = [];
    while (gate.active < limit) slots.push((await gate.enter())!);
    try {
      const caller = new AbortController();
      const leaving = fetch(`${mock.base}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.8' },
        body: JSON.stringify({ email: PROVIDER, password: DEMO_PASSWORD }),
        signal: caller.signal,
      }).catch(() => 'left');
      await vi.waitFor(() => expect(gate.queued).toBe(1), { timeout: 10_000 });
      caller.abort();
      expect(await leaving).toBe('left');
      // Before: the place stayed taken until a slot came free (MOCK_HASH_QUEUE_MS here: 60 s), then was checked.
      await vi.waitFor(() => expect(gate.queued).toBe(0), { timeout: 10_000 });
    } finally {
      for (const free of slots) free();
    }
    expect([gate.active, gate.queued]).toEqual([0, 0]);
    expect((await login(PROVIDER, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('the login throttle with checks off the event loop', () => {
  it('counts concurrent wrong passwords for one account one by one: the 6th from an address is held back', async () => {
    const site = '203.0.113.77';
    const first = await Promise.all(Array.from({ length: 4 }, () => login(PROVIDER, 'wrong', site)));
    expect(first.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    const next = await Promise.all(Array.from({ length: 4 }, () => login(PROVIDER, 'wrong', site)));
    expect(next.map((a) => a.status).sort()).toEqual([401, 429, 429, 429]);
  });
});

describe("a user's sessions", () => {
  it('end past MOCK_SESSIONS_PER_USER, oldest first, and expired ones go at the next login', async () => {
    const previous = process.env.MOCK_SESSIONS_PER_USER;
    process.env.MOCK_SESSIONS_PER_USER = '3';
    try {
      const tokens: string[] = [];
      for (let i = 0; i < 5; i++)
        tokens.push((await login(PROVIDER, DEMO_PASSWORD)).body.data.token as string);
      const kept = db.sessions.findMany((q) => q.where({ userId: 'usr-provider' })).map((s) => s.token);
      expect(kept.sort()).toEqual(tokens.slice(-3).sort());
      const me = (token: string) =>
        fetch(`${mock.base}/api/Users/current`, { headers: { Authorization: `Bearer ${token}` } }).then(
          (r) => r.status,
        );
      expect(await me(tokens[0]!)).toBe(401);
      expect(await me(tokens[4]!)).toBe(200);
    } finally {
      if (previous === undefined) delete process.env.MOCK_SESSIONS_PER_USER;
      else process.env.MOCK_SESSIONS_PER_USER = previous;
    }
  });

  it('sessionsToEnd: the expired ones, then the oldest past the number kept', () => {
    const now = Date.parse('2026-01-10T00:00:00Z');
    const s = (token: string, expiresAt: string) => ({ token, expiresAt });
    const sessions = [
      s('gone', '2026-01-09T00:00:00.000Z'),
      s('old', '2026-01-10T01:00:00.000Z'),
      s('mid', '2026-01-10T02:00:00.000Z'),
      s('new', '2026-01-10T03:00:00.000Z'),
    ];
    expect(sessionsToEnd(sessions, now, 2)).toEqual(['gone', 'old']);
    expect(sessionsToEnd(sessions, now, 10)).toEqual(['gone']);
  });
});
