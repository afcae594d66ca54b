/** createOrder's rules: the run's order made from the example, and the verdicts on what came back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { statusVerdict } from './extension';
import { orderNumbered, sameCaseVerdict } from './order-intake-rules';

const EXAMPLE = {
  resourceType: 'Bundle',
  entry: [
    { resource: { resourceType: 'ServiceRequest', status: 'active', identifier: [{ value: 'ORD-1' }] } },
    { resource: { resourceType: 'Patient', name: [{ family: 'Okafor' }] } },
  ],
};

const answer = (status: number, data: unknown): Pick<Exchange, 'response'> => ({
  response: { status, headers: {}, json: { data, message: 'm' }, text: '', size: 1, ms: 1 },
});

describe("the run's order", () => {
  it('carries the number on its ServiceRequest, in a copy: the example stays as the contract has it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (number) => {
        const order = orderNumbered(EXAMPLE, number, (resources) => {
          resources[1]!.name = [{ family: 'Changed' }];
        }) as typeof EXAMPLE;
        expect(order.entry[0]!.resource.identifier).toEqual([{ value: number }]);
        expect(order.entry[1]!.resource.name).toEqual([{ family: 'Changed' }]);
        expect(EXAMPLE.entry[0]!.resource.identifier).toEqual([{ value: 'ORD-1' }]);
        expect(EXAMPLE.entry[1]!.resource.name).toEqual([{ family: 'Okafor' }]);
      }),
    );
  });
});

describe('verdicts', () => {
  it('the same order again: only 200 with the same case, not created, passes', () => {
    expect(sameCaseVerdict('case-1', answer(200, { caseID: 'case-1', created: false }))).toEqual({
      pass: true,
    });
    for (const [status, data] of [
      [201, { caseID: 'case-2', created: true }],
      [200, { caseID: 'case-2', created: false }],
      [200, { caseID: 'case-1', created: true }],
      [409, null],
    ] as const)
      expect(sameCaseVerdict('case-1', answer(status, data))).toMatchObject({ pass: false });
    expect(sameCaseVerdict('case-1', { response: undefined })).toBeNull();
  });

  it('a named status passes only as itself, and says what came otherwise', () => {
    expect(statusVerdict(422, 'x', answer(422, null))).toEqual({ pass: true });
    expect(statusVerdict(422, 'a cancel of a number never received', answer(201, {}))).toEqual({
      pass: false,
      expected: '422: a cancel of a number never received',
      seen: '201 (no Content-Type) "m"',
    });
  });
});
