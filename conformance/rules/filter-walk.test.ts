/** pagination_consistency under filters: which filters a paged list is walked with, and the verdicts on one. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import { filtersOf, judgeFiltered, nothingMatches } from './filter-walk';
import { readPagination, type Pagination } from './page-walk';
import { operationExtension } from './extension';

const doc = loadOpenapi();
const operations = listOperations(doc);
const filters = (id: string) => {
  const operation = operations.find((op) => op.operationId === id)!;
  const pagination = readPagination(operationExtension(doc, operation, 'x-pagination')) as Pagination;
  return filtersOf(doc, operation, pagination, 7);
};

describe('filtersOf', () => {
  it('walks each enum, boolean and search parameter of a list, never its paging or ordering', () => {
    const tasks = filters('listTasks');
    expect(tasks.map((f) => f.name).sort()).toEqual(['assignedToMe', 'ownerGroup', 'search', 'status']);
    expect(tasks.find((f) => f.name === 'search')).toEqual({
      name: 'search',
      value: nothingMatches(7),
      nothing: true,
      exact: false,
    });
    expect(tasks.find((f) => f.name === 'status')).toMatchObject({ value: 'Open', exact: true });
    expect(filters('listMyNotifications')).toEqual([
      { name: 'unread', value: 'true', nothing: false, exact: false },
    ]);
  });
});

describe('judgeFiltered', () => {
  const none = { name: 'search', value: 'zz', nothing: true, exact: false };
  const status = { name: 'status', value: 'In Progress', exact: true, nothing: false };
  it('passes an empty list for a filter that matches nothing, and fails any total or item', () => {
    expect(judgeFiltered(none, { total: 0, items: [] })).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (total) => {
        expect(judgeFiltered(none, { total, items: [] })[0]).toContain(`total ${total}`);
      }),
    );
  });

  it('fails items whose field is not the enum value asked, in any of its spellings', () => {
    expect(
      judgeFiltered(status, { total: 2, items: [{ status: 'in_progress' }, { status: 'InProgress' }] }),
    ).toEqual([]);
    expect(judgeFiltered(status, { total: 2, items: [{ status: 'Open' }, {}] })).toEqual([
      '1 items with status other than In Progress (Open)',
    ]);
  });
});
