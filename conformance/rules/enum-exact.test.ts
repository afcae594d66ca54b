/** enum_exact's pure parts: which query parameters the contract makes exact, their variants, the verdict. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange } from '../types';
import { caseVariant, exactEnumParameters, exactVerdict } from './enum-exact';

const doc = loadOpenapi();
const operations = listOperations(doc);
const operation = (id: string) => operations.find((op) => op.operationId === id)!;

const answer = (status: number, json?: unknown): Exchange => ({
  request: { method: 'GET', template: '/x', pathParams: {}, query: {}, headers: {}, auth: { none: true } },
  url: 'http://x/x',
  curl: 'curl',
  response: { status, headers: {}, json, size: 0, ms: 1 },
});

describe('the contract', () => {
  it('makes every enum query parameter exact (x-enum-exact at the top)', () => {
    expect(exactEnumParameters(doc, operation('listCases')).map((p) => p.name)).toEqual([
      'sort',
      'order',
      'status',
      'type',
      'dueState',
      'priority',
    ]);
    expect(
      exactEnumParameters(doc, operation('listCases')).find((p) => p.name === 'status')?.values,
    ).toContain('Assigned');
    const covered = operations.filter((op) => exactEnumParameters(doc, op).length);
    expect(covered.map((op) => op.operationId)).toEqual([
      'listCases',
      'listUsers',
      'listAccounts',
      'getMyTeam',
      'listSupportRequests',
      'listRegistrations',
      'listTasks',
      'listBillingRecords',
      'listEnquiries',
      'listDeliveries',
      'listAuditEvents',
    ]);
  });

  it('lets a parameter say otherwise, and says nothing without the extension', () => {
    const listCases = operation('listCases');
    const folded = {
      ...listCases,
      parameters: listCases.parameters.map((p) =>
        p.name === 'status' ? { ...p, 'x-enum-exact': false } : p,
      ),
    };
    expect(exactEnumParameters(doc, folded).map((p) => p.name)).not.toContain('status');
    expect(exactEnumParameters({ ...doc, 'x-enum-exact': undefined } as typeof doc, listCases)).toEqual([]);
  });
});

describe('caseVariant', () => {
  it('is a listed value in another case, never itself listed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        (values) => {
          const pair = caseVariant(values);
          if (!pair)
            return values.every(
              (v) => v.toLowerCase() === v.toUpperCase() || values.includes(v.toLowerCase()),
            );
          return (
            values.includes(pair.value) &&
            !values.includes(pair.variant) &&
            pair.variant.toLowerCase() === pair.value.toLowerCase()
          );
        },
      ),
    );
    expect(caseVariant(['Draft', 'Assigned'])).toEqual({ value: 'Draft', variant: 'draft' });
    expect(caseVariant(['asc', 'desc'])).toEqual({ value: 'asc', variant: 'ASC' });
    expect(caseVariant(['1', '2'])).toBeUndefined();
  });
});

describe('exactVerdict', () => {
  const pair = { value: 'Assigned', variant: 'assigned' };
  it('passes a 400 and fails a success, saying what it matched', () => {
    expect(exactVerdict('status', pair, answer(400))).toEqual({ pass: true });
    const verdict = exactVerdict(
      'status',
      pair,
      answer(200, { data: { items: [], total: 7 } }),
      answer(200, { data: { items: [], total: 7 } }),
    );
    expect(verdict).toEqual({
      pass: false,
      expected: '400 for status=assigned (the enum lists Assigned: exact values only)',
      seen: '200, 7 records; status=Assigned answers 7 records',
    });
    expect(exactVerdict('status', pair, answer(503))).toBeNull();
    expect(exactVerdict('status', pair, answer(422))?.pass).toBe(false);
  });
});
