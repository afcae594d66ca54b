/**
 * The QA clock in the mock's tests (POST / DELETE /__mock/clock, docs/qa.md): moved forward or set, and put back
 * after each test that moves it, so no later test runs on a moved clock.
 */
import { expect } from 'vitest';
import { QA_HEADERS, TEST_API } from '../../tests/setup/mock-backend';

/** Moves the clock (`{ at }` or `{ advanceHours }`); the mock must take it. */
export async function moveQaClock(body: { at?: string; advanceHours?: number }) {
  const response = await fetch(`${TEST_API}/__mock/clock`, {
    method: 'POST',
    headers: { ...QA_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Back to the real time (an `afterEach` of every file that moves it). */
export async function resetQaClock() {
  await fetch(`${TEST_API}/__mock/clock`, { method: 'DELETE', headers: QA_HEADERS });
}
