/**
 * The case links' index (./link-index.ts) answers what a scan of every link answered (a case's parent, a parent's
 * children), after any links made, moved and removed as linkParent makes them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { childLinksOf, parentIdOf } from './link-index';
import { linkParent } from './relations';

const byChild = (a: { caseID: string }, b: { caseID: string }) => a.caseID.localeCompare(b.caseID);

describe('the case links by child and by parent', () => {
  it('answer what a scan of every link answers, after any links made, moved and removed', async () => {
    const cases = db.cases.all().slice(0, 12);
    const link = fc.record({ child: fc.nat(11), parent: fc.option(fc.nat(11), { nil: undefined }) });
    await fc.assert(
      fc.asyncProperty(fc.array(link, { maxLength: 8 }), async (links) => {
        for (const each of links) {
          const parent = each.parent === undefined ? undefined : cases[each.parent];
          await linkParent(cases[each.child]!.caseID, parent);
        }
        for (const item of cases) {
          const scanned = db.caseLinks.findFirst((q) => q.where({ caseID: item.caseID }))?.parentCaseId;
          expect(parentIdOf(item.caseID)).toBe(scanned);
          const children = db.caseLinks.findMany((q) => q.where({ parentCaseId: item.caseID }));
          expect([...childLinksOf(item.caseID)].sort(byChild)).toEqual([...children].sort(byChild));
        }
      }),
      { numRuns: 40 },
    );
  });
});
