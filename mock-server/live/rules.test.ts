/** The live rules (./rules.ts): who hears of a case's change, and what the change was. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../store/db';
import { canListCase } from '../cases/access';
import { caseChange, caseDeliveries } from './rules';

const STATUSES = ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'] as const;
const people = ['p1', 'p2', 'p3'];
const facilities = ['fac-1', 'fac-2'];

const caseArb = fc.record({
  status: fc.constantFrom(...STATUSES),
  facility: fc.constantFrom(...facilities),
  provider: fc.option(fc.constantFrom(...people), { nil: null }),
  priority: fc.constantFrom('Routine', 'STAT'),
});
type CaseFacts = {
  status: (typeof STATUSES)[number];
  facility: string;
  provider: string | null;
  priority: string;
};
const asRecord = (c: CaseFacts) =>
  ({
    caseID: 'case-1',
    caseRecordId: 'R-1',
    status: c.status,
    facility: { id: c.facility, name: c.facility },
    assignedProvider: c.provider ? { id: c.provider, name: c.provider } : null,
    priority: c.priority,
  }) as unknown as CaseRecord;

const readerArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  role: fc.constantFrom('Admin', 'Provider', 'MedicalFacility', 'Facility_NP'),
  status: fc.constantFrom('Active', 'Provisionally Active'),
  facilityId: fc.option(fc.constantFrom(...facilities), { nil: null }),
});
const readersArb = fc.uniqueArray(readerArb, { selector: (r) => r.id, maxLength: 8 });

describe('caseDeliveries', () => {
  it('tells exactly those who may list the case before or after, once each', () => {
    fc.assert(
      fc.property(caseArb, caseArb, readersArb, (b, a, readers) => {
        const before = asRecord(b);
        const after = asRecord(a);
        const deliveries = caseDeliveries(before, after, 'Updated', readers as never);
        const told = deliveries.flatMap((d) => d.to);
        expect(new Set(told).size).toBe(told.length);
        const expected = readers
          .filter((r) => canListCase(r as never, before) || canListCase(r as never, after))
          .map((r) => r.id);
        expect(told.sort()).toEqual(expected.sort());
      }),
    );
  });

  it('never tells a facility user of another facility, and names the assignee only to who may still list it', () => {
    fc.assert(
      fc.property(caseArb, caseArb, readersArb, (b, a, readers) => {
        const before = asRecord(b);
        const after = { ...asRecord(a), facility: before.facility } as CaseRecord;
        for (const { to, data } of caseDeliveries(before, after, 'Updated', readers as never)) {
          for (const id of to) {
            const reader = readers.find((r) => r.id === id)!;
            if (reader.role === 'MedicalFacility' || reader.role === 'Facility_NP') {
              expect(reader.facilityId).toBe(before.facility.id);
            }
            if (data.providerId !== null) expect(canListCase(reader as never, after)).toBe(true);
          }
        }
      }),
    );
  });
});

describe('caseChange', () => {
  it('is null exactly when nothing a list shows changed', () => {
    fc.assert(
      fc.property(caseArb, caseArb, (b, a) => {
        const change = caseChange(asRecord(b), asRecord(a));
        const same =
          b.status === a.status &&
          b.provider === a.provider &&
          b.priority === a.priority &&
          b.facility === a.facility;
        expect(change === null).toBe(same);
      }),
    );
  });

  it('names the status it moved to, and a pick-up by its operation', () => {
    const available = asRecord({
      status: 'Available',
      facility: 'fac-1',
      provider: null,
      priority: 'Routine',
    });
    const assigned = asRecord({ status: 'Assigned', facility: 'fac-1', provider: 'p1', priority: 'Routine' });
    const draft = asRecord({ status: 'Draft', facility: 'fac-1', provider: null, priority: 'Routine' });
    expect(caseChange(available, assigned, 'pickUpCase')).toBe('PickedUp');
    expect(caseChange(available, assigned, 'assignCase')).toBe('Assigned');
    expect(caseChange(assigned, available)).toBe('Released');
    expect(caseChange(draft, available)).toBe('SentOut');
    expect(caseChange(null, draft)).toBe('Created');
    expect(caseChange(draft, null)).toBe('Deleted');
  });
});
