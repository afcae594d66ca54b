/** The verdicts of state_transitions on one try. */
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { allowedTry, describeTry, landed, refusedTry } from './state-verdicts';

const answer = (status: number, json: unknown): Exchange => ({
  request: {
    method: 'POST',
    template: '/x',
    pathParams: {},
    query: {},
    headers: {},
    auth: { role: 'Admin' },
  },
  url: 'http://h/x',
  curl: 'curl',
  response: {
    status,
    headers: { 'content-type': 'application/json' },
    json,
    text: JSON.stringify(json),
    size: 1,
    ms: 1,
  },
});
const envelope = (body: unknown) => (body as { isSuccess?: unknown } | undefined)?.isSuccess === false;
const refusal = { isSuccess: false, message: 'A case in status Assigned cannot be cancelled.' };
const what = describeTry('cancelCase', 'Assigned', ['Draft', 'Available']);

describe('a move the contract forbids', () => {
  it('passes with 409 in the error envelope', () => {
    expect(what).toBe('cancelCase from Assigned (allowed from Draft, Available)');
    expect(refusedTry(answer(409, refusal), what, envelope)).toEqual({ pass: true });
  });

  it('fails when done, refused with another status, or refused outside the envelope', () => {
    const done = refusedTry(answer(200, { isSuccess: true, data: {} }), what, envelope, false, 'Cancelled');
    expect(done).toEqual({
      pass: false,
      expected: `409 in the ErrorEnvelope: ${what}`,
      seen: `200: it was done, the answer's record "Cancelled"`,
    });
    expect(refusedTry(answer(400, refusal), what, envelope)).toMatchObject({ pass: false });
    expect(refusedTry(answer(409, { error: 'conflict' }), what, envelope)).toMatchObject({
      pass: false,
      seen: expect.stringMatching(/not in the ErrorEnvelope$/),
    });
  });

  it('says nothing of a 403 or 404 to a caller who cannot read the record, nor of a 5xx or 429', () => {
    expect(refusedTry(answer(403, refusal), what, envelope, true)).toBeNull();
    expect(refusedTry(answer(403, refusal), what, envelope, false)).toMatchObject({ pass: false });
    expect(refusedTry(answer(400, refusal), what, envelope, true)).toMatchObject({ pass: false });
    expect(refusedTry(answer(503, refusal), what, envelope)).toBeNull();
    expect(refusedTry(answer(429, refusal), what, envelope)).toBeNull();
  });
});

describe('a move the contract allows', () => {
  it('passes with a 2xx and fails with a refusal', () => {
    expect(allowedTry(answer(200, {}), what, 'Cancelled')).toEqual({ pass: true });
    expect(allowedTry(answer(409, refusal), what, 'Cancelled')).toMatchObject({
      pass: false,
      expected: `2xx: ${what} moves it to Cancelled`,
    });
  });

  it('must leave the record in its target state', () => {
    expect(landed('Cancelled', 'Cancelled', 'cancelCase from Draft')).toEqual({ pass: true });
    expect(landed('Draft', 'Cancelled', 'cancelCase from Draft')).toEqual({
      pass: false,
      expected: 'the record is Cancelled after cancelCase from Draft',
      seen: 'it is Draft',
    });
    expect(landed(undefined, 'Cancelled', 'x')).toMatchObject({ seen: 'no state the contract names' });
  });
});
