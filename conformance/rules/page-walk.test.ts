/** pagination_consistency's judge: a list paged honestly passes at every size; each way of lying is caught. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import { operationExtension } from './extension';
import {
  itemsOnPage,
  judgePage,
  judgeWalk,
  PAGINATION_EXTENSION,
  readPage,
  readPagination,
  walkPageSize,
  type PageSeen,
  type Pagination,
} from './page-walk';

const pagination: Pagination = {
  page: 'page',
  pageSize: 'pageSize',
  items: 'items',
  total: 'total',
  totalPages: 'totalPages',
  id: 'id',
};

/** An honest server's page of `ids`. */
function honest(ids: string[], page: number, pageSize: number): PageSeen {
  return {
    page,
    pageSize,
    ids: ids.slice((page - 1) * pageSize, page * pageSize),
    total: ids.length,
    totalPages: Math.ceil(ids.length / pageSize),
    echoed: { page, pageSize },
  };
}

const walk = (ids: string[], pageSize: number) => {
  const last = Math.ceil(ids.length / pageSize);
  return Array.from({ length: last + 1 }, (_, i) => honest(ids, i + 1, pageSize));
};

const list = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 40 });

describe('x-pagination in openapi.yaml', () => {
  it('marks the fourteen paged lists, each naming its fields', () => {
    const doc = loadOpenapi();
    const marked = listOperations(doc).filter((op) => operationExtension(doc, op, PAGINATION_EXTENSION));
    expect(marked.map((op) => op.operationId).sort()).toEqual(
      [
        'getMyTeam',
        'getQualityReport',
        'listAccounts',
        'listAuditEvents',
        'listBillingRecords',
        'listCases',
        'listDeliveries',
        'listEnquiries',
        'listGroups',
        'listMyNotifications',
        'listRegistrations',
        'listSupportRequests',
        'listTasks',
        'listUsers',
      ].sort(),
    );
    for (const op of marked) {
      const read = readPagination(operationExtension(doc, op, PAGINATION_EXTENSION));
      expect(typeof read, op.operationId).toBe('object');
      const size = op.parameters.find((p) => p.name === (read as Pagination).pageSize);
      expect(size?.schema?.maximum, op.operationId).toBe(100);
    }
  });

  it('refuses an extension missing a field', () => {
    expect(readPagination({ page: 'page' })).toMatch(/pageSize/);
    expect(readPagination('items')).toMatch(/not an object/);
  });
});

describe('a page', () => {
  it('reads items, total and totalPages from data as the extension names them', () => {
    const data = { members: [{ id: 'a' }, { id: 'b' }], page: 1, pageSize: 2, total: 3, totalPages: 2 };
    expect(readPage(data, { ...pagination, items: 'members' }, { page: 1, pageSize: 2 })).toMatchObject({
      ids: ['a', 'b'],
      total: 3,
      totalPages: 2,
    });
    expect(readPage({ items: 'x' }, pagination, { page: 1, pageSize: 2 })).toMatch(/not an array/);
    expect(readPage({ items: [], total: '3', totalPages: 1 }, pagination, { page: 1, pageSize: 2 })).toMatch(
      /not both counts/,
    );
  });

  it('an honest page passes, at any size and page', () => {
    fc.assert(
      fc.property(
        list,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (ids, size, page) => {
          expect(judgePage(honest(ids, page, size))).toEqual([]);
        },
      ),
    );
  });

  it('an empty list may say 0 or 1 pages', () => {
    expect(judgePage({ ...honest([], 1, 5), totalPages: 1 })).toEqual([]);
    expect(judgePage({ ...honest([], 1, 5), totalPages: 2 })).not.toEqual([]);
  });

  it('catches a wrong totalPages, a short or long page, a page or pageSize not echoed', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    expect(judgePage({ ...honest(ids, 1, 2), totalPages: 2 })[0]).toMatch(/totalPages 2 for total 5/);
    expect(judgePage({ ...honest(ids, 1, 2), ids: ['a'] })[0]).toMatch(/1 items on page 1/);
    expect(judgePage({ ...honest(ids, 4, 2), ids: ['a'] })[0]).toMatch(/on page 4/);
    expect(judgePage({ ...honest(ids, 2, 2), echoed: { page: 1, pageSize: 2 } })[0]).toMatch(/echoed/);
    expect(itemsOnPage(5, 2, 3)).toBe(1);
  });
});

describe('a walk', () => {
  it('an honest walk to the page past the last passes', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 12 }), (ids, size) => {
        const pages = walk(ids, size);
        expect(pages.flatMap(judgePage)).toEqual([]);
        expect(judgeWalk(pages, true)).toEqual([]);
      }),
    );
  });

  it('a total that counts one more than the pages hold is caught, by a page or by the walk', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 1, max: 12 }), (ids, size) => {
        const lying = walk(ids, size).map((p) => {
          const total = p.total + 1;
          return { ...p, total, totalPages: Math.ceil(total / size) };
        });
        // One more page to walk: the server claims it.
        const extra = { ...lying[0]!, page: lying.length + 1, ids: [] };
        const pages = [...lying, extra];
        expect([...pages.flatMap(judgePage), ...judgeWalk(pages, true)]).not.toEqual([]);
      }),
    );
  });

  it('catches an item on two pages, and a total that changes', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const pages = walk(ids, 2);
    pages[1] = { ...pages[1]!, ids: ['b', 'c'] };
    expect(judgeWalk(pages, true)).toEqual(
      expect.arrayContaining([expect.stringMatching(/item b on page 1 and page 2/)]),
    );
    const moving = walk(ids, 2);
    moving[1] = { ...moving[1]!, total: 5 };
    expect(judgeWalk(moving, true)[0]).toMatch(/total changed/);
  });

  it('an incomplete walk does not count the items against total', () => {
    expect(judgeWalk(walk(['a', 'b', 'c', 'd'], 1).slice(0, 2), false)).toEqual([]);
  });

  it('walks at a small size, large enough to see the list in maxPages pages when the maximum allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (total) => {
        const size = walkPageSize(total, 10, 2, 100);
        expect(size).toBeGreaterThanOrEqual(2);
        expect(size).toBeLessThanOrEqual(100);
        if (total <= 1000) expect(Math.ceil(total / size)).toBeLessThanOrEqual(10);
      }),
    );
    expect(walkPageSize(13, 10, 2, 100)).toBe(2);
  });
});
