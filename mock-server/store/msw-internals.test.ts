/**
 * What the store does around @msw/data (decision 101): a clear() in one pass that tells the delete hooks of every
 * record (the library's tells every other one), a load that leaves the loaded records through clear() (what
 * rebuilds from clear() sees them), and the audit trail kept out of the library, append-only, in its table.
 */
import { Collection } from '@msw/data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appendAuditEvent } from '../audit/recorder';
import type { AuditDraft } from '../audit/rules';
import { primaryKeyOf } from './change-log';
import { db } from './db';
import { afterClear } from './keyed';
import { asRecord, linearClear, refill } from './msw-internals';

const schema = z.object({ id: z.string(), n: z.number() });

function collection() {
  const items = new Collection({ schema });
  linearClear(items);
  const deleted: string[] = [];
  items.hooks.on('delete', ({ data }) => void deleted.push(data.deletedRecord.id));
  return { items, deleted };
}

describe('the store around @msw/data', () => {
  it('clears every record in one pass, each told to the delete hooks once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 60 }), async (n) => {
        const { items, deleted } = collection();
        for (let i = 0; i < n; i++) await items.create({ id: `r${i}`, n: i });
        items.clear();
        expect(items.count()).toBe(0);
        expect(deleted.sort()).toEqual(Array.from({ length: n }, (_, i) => `r${i}`).sort());
      }),
      { numRuns: 40 },
    );
  });

  it('loads records through clear(): what rebuilds after a clear sees them, each a record with its key', async () => {
    const { items, deleted } = collection();
    await items.create({ id: 'old', n: 0 });
    let seenAfterClear = -1;
    afterClear(items, () => (seenAfterClear = items.count()));
    refill(items, [asRecord({ id: 'a', n: 1 }, 'key-a'), asRecord({ id: 'b', n: 2 }, 'key-b')]);
    expect(deleted).toEqual(['old']);
    expect(seenAfterClear).toBe(2);
    expect(items.all().map((item) => [item.id, primaryKeyOf(item)])).toEqual([
      ['a', 'key-a'],
      ['b', 'key-b'],
    ]);
    // A loaded record is the library's like any other: found, updated (a copy under the same key), deleted.
    const updated = await items.update((q) => q.where({ id: 'b' }), {
      data(draft) {
        draft.n += 1;
      },
    });
    expect(updated && [updated.n, primaryKeyOf(updated)]).toEqual([3, 'key-b']);
    items.delete((q) => q.where({ id: 'a' }));
    expect(items.all().map((item) => item.id)).toEqual(['b']);
  });

  it('keeps the audit trail append-only, its records read back as made (decision 138)', async () => {
    db.auditEvents.clear();
    const draft = (n: number): AuditDraft => ({
      at: `2026-11-0${n}T10:00:00.000Z`,
      actor: { userId: 'usr-admin', name: 'Ada Admin', email: 'admin@demo.test', role: 'Admin' },
      attemptedEmail: null,
      action: 'CaseViewed',
      target: { type: 'Case', id: 'case-0001' },
      caseId: 'case-0001',
      caseRecordId: 'CUG-2026-0001',
      outcome: 'Succeeded',
      status: 200,
      clientAddress: '10.0.0.1',
      detail: null,
    });
    await appendAuditEvent(draft(1), { sessionKey: 'session-1', dedupeKey: null });
    await appendAuditEvent(draft(2), { sessionKey: 'session-1', dedupeKey: null });
    const [first, second] = db.auditEvents.all();
    expect(first!.seq).toBe(1);
    expect(second!).toEqual({
      ...draft(2),
      id: 'aud-00000002',
      seq: 2,
      sessionKey: 'session-1',
      dedupeKey: null,
    });
    await expect(db.auditEvents.update()).rejects.toThrow('append-only');
    // A record that does not fit the contract is refused, as @msw/data refused it.
    await expect(db.auditEvents.create({ ...draft(3), id: 'not-an-id', seq: 3 })).rejects.toThrow('schema');
    expect(db.auditEvents.count()).toBe(2);
    db.auditEvents.clear();
  });
});
