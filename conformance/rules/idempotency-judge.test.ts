/** idempotent_replay's pure part: the operations that take a key, the documented reuse, another body, verdicts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange } from '../types';
import {
  anotherBody,
  changedText,
  documentedReuse,
  messageLead,
  otherBodyVerdict,
  sameBodyVerdict,
  takesIdempotencyKey,
} from './idempotency-judge';

const doc = loadOpenapi();
const operations = listOperations(doc);

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
const refused = (status: number, message: string) =>
  answer(status, { isSuccess: false, message, data: null });

describe("the contract's Idempotency-Key", () => {
  it('is taken by createCase alone today, and its description promises 422 with its message', () => {
    expect(operations.filter(takesIdempotencyKey).map((op) => op.operationId)).toEqual(['createCase']);
    const createCase = doc.paths['/api/cases']!.post!;
    expect(documentedReuse((createCase as { description?: string }).description)).toEqual({
      status: 422,
      lead: 'This Idempotency-Key was already used for case',
    });
  });

  it('reads the status and quoted message of the sentence about another body; 422 when none says', () => {
    expect(
      documentedReuse('- The same key with another body answers 409 ("Key reused for order 12.").'),
    ).toEqual({ status: 409, lead: 'Key reused for order' });
    expect(documentedReuse('Creates a thing. The same key with the same body answers 200.')).toEqual({
      status: 422,
    });
    expect(documentedReuse(undefined)).toEqual({ status: 422 });
  });

  it("cuts a message at the example's own values", () => {
    expect(messageLead('Key used for case RCH-2026-0035 with other details.')).toBe('Key used for case');
    expect(messageLead('Already used with other details. …')).toBe('Already used with other details');
    expect(messageLead('2026 is a year')).toBeUndefined();
  });
});

describe('anotherBody', () => {
  it('changes the first listed field holding a string, and nothing else', () => {
    const body = { type: 'surgical', clinicalInfo: 'Mass.', specimens: [] };
    const fields = [{ name: 'notes' }, { name: 'clinicalInfo', maxLength: 5000 }];
    expect(anotherBody(body, fields)).toEqual({ ...body, clinicalInfo: 'Mass. (another request)' });
    expect(anotherBody({ clinicalInfo: null }, fields)).toBeUndefined();
    expect(anotherBody([1], fields)).toBeUndefined();
  });

  it('for any text and bound: another text, within the bound', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 1, max: 60 }), (text, bound) => {
        const value = text.slice(0, bound);
        const changed = changedText(value, bound);
        expect(changed).not.toBe(value);
        expect(changed.length).toBeLessThanOrEqual(bound);
      }),
    );
  });

  it('for any object: at most one field differs, and it was a listed string', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.jsonValue()), (body) => {
        const other = anotherBody(body, [{ name: 'b' }, { name: 'c', maxLength: 3 }]) as
          Record<string, unknown> | undefined;
        if (!other) return;
        const changed = Object.keys(body).filter((k) => JSON.stringify(body[k]) !== JSON.stringify(other[k]));
        expect(changed).toHaveLength(1);
        expect(['b', 'c']).toContain(changed[0]);
        expect(typeof body[changed[0]!]).toBe('string');
      }),
    );
  });
});

describe('the verdicts', () => {
  const counts = (before: number, after: number) => ({ list: 'listCases', before, after });

  it('same body: the first resource, and no record more', () => {
    expect(sameBodyVerdict(created('c1'), 'c1', 'caseID', counts(3, 3))).toEqual({ pass: true });
    expect(sameBodyVerdict(created('c2'), 'c1', 'caseID', counts(3, 4))).toMatchObject({
      pass: false,
      seen: expect.stringContaining('a new resource c2') as unknown,
    });
    expect(sameBodyVerdict(created('c1'), 'c1', 'caseID', counts(3, 4))).toMatchObject({
      pass: false,
      seen: expect.stringContaining('listCases counted 3 before and 4 after') as unknown,
    });
    expect(sameBodyVerdict(refused(429, 'Slow down.'), 'c1', 'caseID')).toBeNull();
  });

  const documented = { status: 422, lead: 'This Idempotency-Key was already used for case' };
  it('another body: the documented status and message, nothing created', () => {
    const message = 'This Idempotency-Key was already used for case RCH-2026-0041 with other details.';
    expect(otherBodyVerdict(refused(422, message), documented, counts(5, 5))).toEqual({ pass: true });
    expect(otherBodyVerdict(created('c1'), documented, counts(5, 5))).toMatchObject({
      pass: false,
      expected: expect.stringMatching(/^422 'This Idempotency-Key was already used for case …'/) as unknown,
      seen: expect.stringMatching(/^201/) as unknown,
    });
    expect(otherBodyVerdict(refused(422, 'Unknown body site.'), documented)).toMatchObject({
      pass: false,
      seen: '422 with the message "Unknown body site."',
    });
    expect(otherBodyVerdict(refused(422, message), documented, counts(5, 6))).toMatchObject({ pass: false });
    expect(otherBodyVerdict(refused(422, 'Anything'), { status: 422 })).toEqual({ pass: true });
  });

  it('for any answer: passes only the documented status', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 599 }).filter((s) => s !== 429),
        fc.string(),
        (status, text) => {
          const verdict = otherBodyVerdict(refused(status, text), { status: 422 });
          expect(verdict?.pass).toBe(status === 422);
        },
      ),
    );
  });
});
