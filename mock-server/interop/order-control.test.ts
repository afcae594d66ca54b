/**
 * Orders that cancel or change (decision 118): only a Draft follows them, a repeat changes nothing, and a changed
 * order's specimens keep the blocks the clerk gave them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CaseRecord } from '../store/db';
import { changedSpecimens, decideOrder, type OrderControl } from './order-control';

const STATUSES: CaseRecord['status'][] = ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'];
const status = fc.constantFrom(...STATUSES);
const control = fc.constantFrom<OrderControl>('new', 'change', 'cancel');

describe('decideOrder', () => {
  it('the table: a Draft follows a cancel or a change; a case sent out or cancelled refuses them', () => {
    const table = Object.fromEntries(
      STATUSES.map((from) => [
        from,
        [
          decideOrder({ status: from, sameContent: false }, 'new').kind,
          decideOrder({ status: from, sameContent: false }, 'change'),
          decideOrder({ status: from, sameContent: false }, 'cancel'),
        ],
      ]),
    );
    expect(table).toEqual({
      Draft: ['same', { kind: 'update' }, { kind: 'cancel' }],
      Available: ['same', { kind: 'refuse', reason: 'sent-out' }, { kind: 'refuse', reason: 'sent-out' }],
      Assigned: ['same', { kind: 'refuse', reason: 'sent-out' }, { kind: 'refuse', reason: 'sent-out' }],
      SignOutCompleted: [
        'same',
        { kind: 'refuse', reason: 'sent-out' },
        { kind: 'refuse', reason: 'sent-out' },
      ],
      Cancelled: ['same', { kind: 'refuse', reason: 'cancelled' }, { kind: 'same' }],
    });
  });

  it('without a case only a new order makes one; a cancel or change of a number never received is refused', () => {
    expect(decideOrder(null, 'new')).toEqual({ kind: 'create' });
    expect(decideOrder(null, 'change')).toEqual({ kind: 'refuse', reason: 'unknown' });
    expect(decideOrder(null, 'cancel')).toEqual({ kind: 'refuse', reason: 'unknown' });
  });

  it('what the last order said, said again, changes nothing in any state', () => {
    fc.assert(
      fc.property(status, fc.constantFrom<OrderControl>('new', 'change'), (from, asked) => {
        expect(decideOrder({ status: from, sameContent: true }, asked)).toEqual({ kind: 'same' });
      }),
    );
  });

  it('only a Draft is ever changed or cancelled, and a case made only without one', () => {
    fc.assert(
      fc.property(status, fc.boolean(), control, (from, sameContent, asked) => {
        const kind = decideOrder({ status: from, sameContent }, asked).kind;
        if (kind === 'update' || kind === 'cancel') expect(from).toBe('Draft');
        expect(kind).not.toBe('create');
      }),
    );
  });
});

const specimen = (facilitySpecimenID: string | null, blocks: string[]): CaseRecord['slides'][number] => ({
  specimenID: 'case-x-S1',
  facilitySpecimenID,
  bodysite: null,
  subsite: 'Upper outer',
  specimenType: 'Core',
  totalNumberSlides: blocks.length,
  specimenCollectionDate: null,
  collectionTime: null,
  subsections: blocks.map((displayId) => ({
    id: `case-x-S1-${displayId}`,
    displayId,
    slideType: 'H&E',
    slideCount: 1,
    facilityId: null,
    stain: null,
    isRequested: false,
    requireRescan: false,
    requireRescanReason: null,
    slideOrders: [],
    images: [],
  })),
});

const ordered = (facilitySpecimenID: string | null, specimenType = 'Core') => ({
  facilitySpecimenID,
  specimenType,
  bodysite: 'Breast, left',
  specimenCollectionDate: '2026-11-26',
  collectionTime: null,
  subsections: [],
});

describe('changedSpecimens', () => {
  it('keeps the blocks of the specimen of the same id wherever it moved, and drops a specimen no longer named', () => {
    const current = [specimen('A', ['A1', 'A2']), specimen('B', ['B1']), specimen('C', ['C1'])];
    const next = changedSpecimens(current, [ordered('B', 'Punch'), ordered('A'), ordered('D')]);
    expect(next.map((item) => [item.facilitySpecimenID, item.specimenType, item.subsite])).toEqual([
      ['B', 'Punch', 'Upper outer'],
      ['A', 'Core', 'Upper outer'],
      ['D', 'Core', null],
    ]);
    expect(next.map((item) => item.subsections.map((sub) => sub.displayId))).toEqual([
      ['B1'],
      ['A1', 'A2'],
      [],
    ]);
  });

  it('a specimen without an id matches the one in its place that has none', () => {
    const current = [specimen(null, ['A1']), specimen('B', ['B1'])];
    const next = changedSpecimens(current, [ordered(null), ordered(null)]);
    expect(next.map((item) => item.subsections.length)).toEqual([1, 0]);
  });

  it('never gives one block to two specimens, and every specimen is one ordered', () => {
    const id = fc.option(fc.constantFrom('A', 'B', 'C'), { nil: null });
    fc.assert(
      fc.property(
        fc.uniqueArray(id, { maxLength: 3 }),
        fc.uniqueArray(id, { maxLength: 3 }),
        (had, asked) => {
          const current = had.map((name, index) => specimen(name, [`${name ?? 'n'}${index}`]));
          const next = changedSpecimens(
            current,
            asked.map((name) => ordered(name)),
          );
          expect(next.map((item) => item.facilitySpecimenID)).toEqual(asked);
          const blocks = next.flatMap((item) => item.subsections.map((sub) => sub.displayId));
          expect(new Set(blocks).size).toBe(blocks.length);
        },
      ),
    );
  });
});
