/** refusal_as_listed: reading the rule, finding the item a list refuses, and judging the answer for it. */
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { readRule, refusalVerdict, refusedItem } from './refusal-as-listed';

const answer = (status: number, json: unknown): Exchange => ({
  request: {
    method: 'POST',
    template: '/api/cases/{caseId}/pick-up',
    pathParams: { caseId: 'case-1' },
    query: {},
    headers: {},
    auth: { role: 'Provider' },
  },
  url: 'http://h/api/cases/case-1/pick-up',
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
const REASON = 'You cannot pick up this case: you are not licensed in IL.';
const rule = readRule({
  list: 'listCases',
  query: { status: 'Available', pageSize: 100 },
  verdict: 'pickUp',
  id: 'caseID',
  param: 'caseId',
}) as Exclude<ReturnType<typeof readRule>, string>;
const refused = { id: 'case-1', reason: REASON };

describe('refusal_as_listed', () => {
  it('reads the extension, its query as strings, and says what is missing', () => {
    expect(rule).toEqual({
      list: 'listCases',
      query: { status: 'Available', pageSize: '100' },
      verdict: 'pickUp',
      id: 'caseID',
      param: 'caseId',
    });
    expect(readRule({ list: 'listCases', verdict: 'pickUp', id: 'caseID' })).toBe(
      'x-refusal-listed.param is not a non-empty string',
    );
  });

  it('finds the first item the list refuses, and none when every verdict allows', () => {
    const page = (items: unknown[]) => ({ isSuccess: true, data: { items } });
    const allowed = { caseID: 'case-0', pickUp: { allowed: true, reason: null } };
    const listed = { caseID: 'case-1', pickUp: { allowed: false, reason: REASON } };
    expect(refusedItem(page([allowed, { caseID: 'case-9' }, listed]), rule)).toEqual(refused);
    expect(refusedItem(page([allowed, { caseID: 'case-9' }]), rule)).toBeNull();
    expect(refusedItem({ isSuccess: true, data: null }, rule)).toBeNull();
  });

  it('passes a 403 saying the listed reason, fails a 2xx or another refusal, and leaves a 409 unjudged', () => {
    const envelope = (message: string, details: string | null = null) => ({
      isSuccess: false,
      message,
      data: null,
      error: null,
      details,
    });
    expect(refusalVerdict('Provider', refused, answer(403, envelope(REASON, REASON)))).toEqual({
      pass: true,
    });
    expect(refusalVerdict('Provider', refused, answer(403, envelope('Forbidden', REASON)))).toEqual({
      pass: true,
    });
    const taken = refusalVerdict('Provider', refused, answer(200, { isSuccess: true, data: {} }));
    expect(taken).toMatchObject({
      pass: false,
      expected: `403 saying "${REASON}" for case-1, as the list told Provider`,
    });
    expect(refusalVerdict('Provider', refused, answer(403, envelope('Forbidden')))).toMatchObject({
      pass: false,
    });
    expect(refusalVerdict('Provider', refused, answer(409, envelope('Taken')))).toBeNull();
    expect(refusalVerdict('Provider', refused, answer(503, envelope('Busy')))).toBeNull();
  });
});
