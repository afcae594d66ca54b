import { describe, expect, it } from 'vitest';
import {
  createdIds,
  holdReason,
  irreversibleReason,
  maxSeconds,
  timeoutFor,
  transitionOperations,
} from './harm';
import { listOperations, loadOpenapi } from './openapi';

const doc = loadOpenapi();
const operations = listOperations(doc);
const op = (id: string) => operations.find((o) => o.operationId === id)!;
const facts = {
  made: (id: string) => id === 'case-mine',
  foundAccount: (key: string) => key.split('#')[0] === 'MedicalFacility',
};

describe('what the contract marks irreversible, and its documented waits', () => {
  it('reads x-irreversible with its reason, x-max-seconds with its number', () => {
    const marked = operations.filter((o) => irreversibleReason(doc, o)).map((o) => o.operationId);
    expect(marked.sort()).toEqual([
      'addReportAddendum',
      'cancelCase',
      'retryDelivery',
      'rotateFhirCredential',
      'sendInterfaceTestMessage',
      'sendOutCase',
      'signOutCase',
      'updateMyFacilityInterfaces',
    ]);
    expect(irreversibleReason(doc, op('rotateFhirCredential'))).toBe(
      "the facility's systems lose the old credential at once",
    );
    expect(maxSeconds(doc, op('sendInterfaceTestMessage'))).toBe(30);
    expect(maxSeconds(doc, op('getCase'))).toBeUndefined();
    expect(transitionOperations(doc, operations)).toContain('pickUpCase');
  });

  it("waits an operation's documented worst case and a margin, never less than the run's time-out", () => {
    expect(timeoutFor(10_000, 30)).toBe(35_000);
    expect(timeoutFor(60_000, 30)).toBe(60_000);
    expect(timeoutFor(10_000, undefined)).toBe(10_000);
  });
});

describe('which irreversible requests are held back', () => {
  const reason = 'never undone';
  const cancel = op('cancelCase');
  const rotate = op('rotateFhirCredential');

  it('names a record in its path: sent only when the run made it', () => {
    const as = { role: 'Admin' };
    expect(
      holdReason(cancel, reason, { pathParams: { caseId: 'case-mine' }, auth: as }, facts),
    ).toBeUndefined();
    expect(holdReason(cancel, reason, { pathParams: { caseId: 'case-0001' }, auth: as }, facts)).toBe(
      'never undone: sent only for records the run made',
    );
    // Without a token too: a server that ignored it would cancel a found case.
    expect(
      holdReason(cancel, reason, { pathParams: { caseId: 'case-0001' }, auth: { none: true } }, facts),
    ).toMatch(/only for records the run made/);
  });

  it("acts on the caller's own account: never as an account the run found", () => {
    const held = (auth: Parameters<typeof holdReason>[2]['auth']) =>
      holdReason(rotate, reason, { pathParams: {}, auth }, facts);
    expect(held({ role: 'MedicalFacility' })).toMatch(/only as accounts the run made/);
    expect(held({ role: 'MedicalFacility#fresh' })).toMatch(/only as accounts the run made/);
    expect(held({ role: 'throwaway-facility' })).toBeUndefined();
    expect(held({ none: true })).toBeUndefined();
    expect(held({ invalid: true })).toBeUndefined();
  });

  it('an operation that can be put back is never held', () => {
    expect(
      holdReason(
        op('getCase'),
        undefined,
        { pathParams: { caseId: 'case-0001' }, auth: { role: 'Admin' } },
        facts,
      ),
    ).toBeUndefined();
  });
});

describe("a create's own ids", () => {
  it("are the record's id or caseID, and an import's items', never a field naming another record", () => {
    expect(createdIds({ data: { id: 'task-1', caseId: 'case-0001', facilityId: 'fac-001' } })).toEqual([
      'task-1',
    ]);
    expect(createdIds({ data: { caseID: 'case-9', facility: { id: 'fac-001' } } })).toEqual(['case-9']);
    expect(createdIds({ data: { items: [{ caseID: 'case-a' }, { caseID: 'case-b', id: 'x' }] } })).toEqual([
      'case-a',
      'case-b',
      'x',
    ]);
    expect(createdIds(undefined)).toEqual([]);
  });
});
