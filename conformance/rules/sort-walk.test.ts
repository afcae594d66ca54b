/**
 * pagination_consistency under each sort: the sorts read from the contract, and the judge on recorded answers
 * (an honest list passes at every size and order; a repeat across pages, a skip and an order reversed are caught).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDoc } from '../openapi';
import { listOperations, loadOpenapi } from '../openapi';
import { judgeSortedItems, judgeWalkAgainstWhole, sortWaysOf, type SortWay } from './sort-walk';

const byCreated = (order: 'asc' | 'desc'): SortWay => ({
  query: { sort: 'createdAt', order },
  field: 'createdAt',
  order,
  label: `sort=createdAt&order=${order}`,
});

/** listGroups' items as the mock answered them, sorted by createdAt descending. */
const recorded = [
  { id: 'g-3', name: 'Renal', createdAt: '2026-11-20T09:00:00.000Z' },
  { id: 'g-2', name: 'breast', createdAt: '2026-11-18T15:30:00.000Z' },
  { id: 'g-1', name: 'GI', createdAt: '2026-11-18T15:30:00.000Z' },
  { id: 'g-0', name: 'Derm', createdAt: '2026-10-01T08:00:00.000Z' },
];

const pagesOf = (ids: string[], size: number, count: number) =>
  Array.from({ length: count }, (_, p) => ids.slice(p * size, (p + 1) * size));

describe('the sorts a list offers', () => {
  let doc: OpenApiDoc;
  // Reading the whole contract takes seconds on a loaded machine.
  beforeAll(() => void (doc = loadOpenapi()), 30_000);

  it('are every sort value in each order the contract enumerates', () => {
    const op = listOperations(doc).find((o) => o.operationId === 'listAccounts')!;
    expect(sortWaysOf(doc, op).map((way) => way.label)).toEqual([
      'sort=name&order=asc',
      'sort=name&order=desc',
      'sort=createdAt&order=asc',
      'sort=createdAt&order=desc',
      'sort=status&order=asc',
      'sort=status&order=desc',
      'sort=country&order=asc',
      'sort=country&order=desc',
    ]);
  });

  it("judge no order on an enumerated field, whose order is the backend's (a task's priority)", () => {
    const op = listOperations(doc).find((o) => o.operationId === 'listTasks')!;
    const ways = sortWaysOf(doc, op);
    expect(ways.filter((way) => way.field === 'priority').map((way) => [way.label, way.order])).toEqual([
      ['sort=priority&order=asc', undefined],
      ['sort=priority&order=desc', undefined],
    ]);
    expect(ways.find((way) => way.label === 'sort=dueDate&order=asc')?.order).toBe('asc');
  });

  it('are none for a list that takes no enumerated sort', () => {
    const op = listOperations(doc).find((o) => o.operationId === 'listCanadianProvinces')!;
    expect(sortWaysOf(doc, op)).toEqual([]);
  });
});

describe('the items in the stated order', () => {
  it('passes the recorded descending list, ties and all', () => {
    expect(judgeSortedItems(recorded, byCreated('desc'))).toEqual([]);
  });

  it('catches it answered ascending when asked descending', () => {
    expect(judgeSortedItems([...recorded].reverse(), byCreated('desc'))).toEqual([
      'item 1 has createdAt "2026-10-01T08:00:00.000Z" and item 2 "2026-11-18T15:30:00.000Z", out of descending order',
    ]);
  });

  it('takes text in code-point or case-blind order, and places no missing value', () => {
    const way: SortWay = { query: {}, field: 'name', order: 'asc', label: 'sort=name&order=asc' };
    expect(
      judgeSortedItems([{ name: 'breast' }, { name: 'Derm' }, { name: null }, { name: 'GI' }], way),
    ).toEqual([]);
    expect(judgeSortedItems([{ name: 'GI' }, { name: 'Derm' }], way)).toHaveLength(1);
  });

  it('judges numbers and instants as such, whichever the order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4e12 })), fc.boolean(), (times, asc) => {
        const sorted = [...times].sort((a, b) => (asc ? a - b : b - a));
        const way = { ...byCreated(asc ? 'asc' : 'desc') };
        const items = sorted.map((t) => ({ createdAt: new Date(t).toISOString(), n: t }));
        expect(judgeSortedItems(items, way)).toEqual([]);
        expect(judgeSortedItems(items, { ...way, field: 'n' })).toEqual([]);
      }),
    );
  });
});

describe('a walk of pages against one large page', () => {
  const ids = recorded.map((r) => r.id);

  it('passes an honest walk at every size (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 10 }),
        (all, size) => {
          expect(judgeWalkAgainstWhole(pagesOf(all, size, 3), all, all.length)).toEqual([]);
        },
      ),
    );
  });

  it('catches an item repeated across pages (a sort without a tie-breaker)', () => {
    const pages = [
      ['g-3', 'g-2'],
      ['g-2', 'g-0'],
    ];
    expect(judgeWalkAgainstWhole(pages, ids, ids.length)).toEqual([
      'item g-2 on page 1 and page 2',
      'item 3 of the walk (on page 2) is g-2, the large page holds g-1 there',
      '1 items of the large page on no page of the walk (g-1)',
    ]);
  });

  it('catches the walk in another order than the large page', () => {
    expect(
      judgeWalkAgainstWhole(
        [
          ['g-3', 'g-1'],
          ['g-2', 'g-0'],
        ],
        ids,
        ids.length,
      ),
    ).toEqual(['item 2 of the walk (on page 1) is g-1, the large page holds g-2 there']);
  });
});
