/**
 * A search's page reads the page, not every case it matches: the cases of the texts that
 * hold the needle are merged in the list's order (../store/record-index.ts `matching`), so a page of a search that
 * thousands of cases match costs what a page costs. Seen here on the seed: a facility's name, held by dozens of
 * cases, leaves the other matches untouched (the query stamp, Entry.mark, that marking every match set before),
 * after writes to those cases as well; and the page is the scan's.
 */
import { describe, expect, it } from 'vitest';
import { pageOf, sortStable } from '../http/lists';
import { db } from '../store/db';
import { SORT_KEYS, caseIndex } from './case-index';
import { listCasePage, toSummary } from './views';

const admin = () => db.users.findFirst((q) => q.where({ email: 'admin@demo.test' }))!;
const FACILITY = 'Lakeshore University Medical Center';

/** How many cases a call stamps (marked as a query's matches). */
function stamped(read: () => unknown) {
  const before = new Map([...caseIndex.entries()].map((entry) => [entry, entry.mark]));
  read();
  return [...before].filter(([entry, mark]) => entry.mark !== mark).length;
}

function scan(search: string, sort: 'createdAt' | 'patientName', order: 'asc' | 'desc', page: number) {
  const matches = db.cases
    .all()
    .filter((c) =>
      [c.caseRecordId, c.patientInfo.firstName, c.patientInfo.lastName, c.facility.name].some((text) =>
        text.toLowerCase().includes(search.toLowerCase()),
      ),
    );
  const sorted = sortStable(matches, SORT_KEYS[sort], order, (c) => c.caseID);
  const cut = pageOf(sorted, page, 5);
  return { ...cut, items: cut.items.map((item) => toSummary(item)) };
}

describe("a search's page", () => {
  it('reads the page, not every case the search matches, before and after writes to those cases', async () => {
    const held = db.cases.all().filter((c) => c.facility.name === FACILITY);
    expect(held.length).toBeGreaterThan(20);
    const reads = [
      { sort: 'createdAt' as const, order: 'desc' as const, page: 1 },
      { sort: 'patientName' as const, order: 'asc' as const, page: 2 },
      { sort: 'createdAt' as const, order: 'desc' as const, page: Math.ceil(held.length / 5) },
    ];
    const readAll = () => {
      for (const read of reads) {
        const query = { search: FACILITY, pageSize: 5, ...read };
        let page: ReturnType<typeof listCasePage> | undefined;
        expect(stamped(() => (page = listCasePage(admin(), query)))).toBe(0);
        expect(JSON.stringify(page)).toBe(JSON.stringify(scan(FACILITY, read.sort, read.order, read.page)));
      }
    };
    readAll();
    // Writes that move the cases in both orders, one that takes a case out of the facility's text, one that
    // brings a new one in.
    for (const [i, item] of held.slice(0, 6).entries())
      await db.cases.update((q) => q.where({ caseID: item.caseID }), {
        data(draft) {
          draft.patientInfo.lastName = `Aalto ${i}`;
          draft.createdAt = new Date(Date.UTC(2026, 11, 1 + i)).toISOString();
        },
      });
    const other = db.cases.all().find((c) => c.facility.name !== FACILITY)!;
    await db.cases.update((q) => q.where({ caseID: other.caseID }), {
      data: (draft) => void (draft.facility = held[0]!.facility),
    });
    await db.cases.update((q) => q.where({ caseID: held[7]!.caseID }), {
      data: (draft) => void (draft.facility = other.facility),
    });
    readAll();
  });
});
