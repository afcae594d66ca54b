/**
 * Each user's unread count, kept as notifications are written: after any notices created, read, made
 * unread, deleted and a clear() (which tells only every other record deleted), it is the count a scan gives; and
 * the live notice carries the count with itself in it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { unreadCountOf } from './unread';

const USERS = ['usr-admin', 'usr-provider', 'usr-0003'];
const scan = (userId: string) =>
  db.notifications.all().filter((n) => n.userId === userId && n.readAt === null).length;
let made = 0;

describe('the unread counts', () => {
  it('are what a scan of every notification counts, after any writes', async () => {
    const step = fc.record({
      kind: fc.integer({ min: 0, max: 5 }),
      n: fc.nat(),
      user: fc.constantFrom(...USERS),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 15 }), async (steps) => {
        for (const { kind, n, user } of steps) {
          const all = db.notifications.all();
          const some = all[n % Math.max(1, all.length)];
          if (kind <= 1 || !some) {
            await db.notifications.create({
              id: `ntf-prop-${(made += 1)}`,
              userId: user,
              kind: 'CaseOverdue',
              title: 'A title',
              message: 'A message.',
              caseId: null,
              caseRecordId: null,
              createdAt: new Date().toISOString(),
              readAt: kind === 1 ? new Date().toISOString() : null,
            });
          } else if (kind <= 3) {
            await db.notifications.update((q) => q.where({ id: some.id }), {
              data(draft) {
                draft.readAt = kind === 2 ? new Date().toISOString() : null;
              },
            });
          } else if (kind === 4) db.notifications.delete((q) => q.where({ id: some.id }));
          else if (n % 5 === 0) {
            const kept = structuredClone(all.slice(0, 3));
            db.notifications.clear();
            for (const each of kept) await db.notifications.create(each);
          }
        }
        for (const user of USERS) expect(unreadCountOf(user)).toBe(scan(user));
      }),
      { numRuns: 40 },
    );
  });
});
