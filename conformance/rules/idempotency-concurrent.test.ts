/** idempotent_replay's concurrent pair, the pure part: the in-flight promise read from the contract, the verdict. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange } from '../types';
import { concurrentVerdict, documentedInFlight, type InFlightAnswer } from './idempotency-concurrent';

const operations = listOperations(loadOpenapi());
const createCase = operations.find((op) => op.operationId === 'createCase')!;
const description = (loadOpenapi().paths['/api/cases']!.post as { description?: string }).description;

const answer = (status: number, json: unknown): Exchange => ({
  request: {
    method: 'POST',
    template: '/api/cases',
    pathParams: {},
    query: {},
    headers: {},
    auth: { role: 'R' },
  },
  url: 'http://h/api/cases',
  curl: 'curl',
  response: { status, headers: { 'content-type': 'application/json' }, json, size: 1, ms: 1 },
});
const created = (caseID: string) => answer(201, { isSuccess: true, data: { caseID } });
const MESSAGE = 'A request with this Idempotency-Key is still being processed. Try again in a moment.';
const inFlight = (message = MESSAGE) => answer(409, { isSuccess: false, message, data: null });
const documented: InFlightAnswer = { status: 409, lead: MESSAGE };
const counts = (before: number, after: number) => ({ list: 'listCases', before, after });

describe('the in-flight promise', () => {
  it("is createCase's 409 with the whole message its 409 example quotes", () => {
    expect(documentedInFlight(description, createCase.responses)).toEqual({ status: 409, lead: MESSAGE });
  });

  it('is nothing when the description says nothing of a key in flight', () => {
    expect(documentedInFlight('The same key with a different body answers 422.', createCase.responses)).toBe(
      undefined,
    );
  });
});

describe('the verdict on two requests at once', () => {
  it('passes the one record twice, or the record and the refusal, with one record more', () => {
    const orders = [
      [created('case-1'), created('case-1')],
      [created('case-1'), inFlight()],
      [inFlight(), created('case-1')],
    ] as const;
    for (const pair of orders)
      expect(concurrentVerdict(pair, documented, 'caseID', counts(4, 5)).verdict).toEqual({ pass: true });
  });

  it('fails two records, whatever their ids, naming both and the count', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        fc.pre(a !== b);
        const { verdict, shown } = concurrentVerdict(
          [created(a), created(b)],
          documented,
          'caseID',
          counts(1, 3),
        );
        expect(verdict).toMatchObject({
          pass: false,
          seen: `two resources made: caseID ${a} and ${b}; listCases counted 1 before and 3 after`,
        });
        expect(shown.response?.status).toBe(201);
      }),
    );
  });

  it('fails a refusal other than the documented one, or with another message', () => {
    const other = concurrentVerdict([created('case-1'), answer(500, {})], documented, 'caseID', counts(0, 1));
    expect(other.verdict).toMatchObject({ pass: false });
    expect(other.shown.response?.status).toBe(500);
    const worded = concurrentVerdict([inFlight('Busy.'), created('case-1')], documented, 'caseID');
    expect(worded.verdict).toMatchObject({ pass: false, seen: '409 with the message "Busy."' });
  });

  it('fails a pair that made nothing, and one record counted twice by the list', () => {
    expect(concurrentVerdict([inFlight(), inFlight()], documented, 'caseID').verdict).toMatchObject({
      pass: false,
      seen: 'no resource made: 409 and 409',
    });
    expect(
      concurrentVerdict([created('case-1'), inFlight()], documented, 'caseID', counts(2, 4)).verdict,
    ).toMatchObject({ pass: false, seen: 'listCases counted 2 before and 4 after' });
  });

  it('judges nothing when an answer was rate-limited or lost', () => {
    expect(concurrentVerdict([created('case-1'), answer(429, {})], documented, 'caseID').verdict).toBe(null);
  });
});
