import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import { defineListQuery } from './list-query';

// The case lists' definition: the contract's own query schema of GET /api/cases.
const cases = defineListQuery({
  schema: schemas.zListCasesQuery,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  newestFirst: ['createdAt', 'updatedAt'],
});
// A list with filters: status (an enum) and assignedToMe (a boolean) from the same schema.
const filtered = defineListQuery({
  schema: schemas.zListCasesQuery,
  defaultSort: 'createdAt',
  filters: ['status', 'assignedToMe'],
});

const parse = (query: string) => cases.parse(new URLSearchParams(query));

describe('defineListQuery: what the contract allows', () => {
  it('takes the sort fields, page-size and search limits from the schema', () => {
    expect(cases.sortFields).toEqual([
      'createdAt',
      'updatedAt',
      'caseRecordId',
      'patientName',
      'facilityName',
      'status',
      'dueAt',
      'urgency',
    ]);
    expect(cases.maxPageSize).toBe(100);
    expect(cases.searchMaxLength).toBe(100);
    expect(filtered.filterValues('status')).toEqual([
      'Draft',
      'Available',
      'Assigned',
      'SignOutCompleted',
      'Cancelled',
    ]);
    expect(filtered.filterValues('assignedToMe')).toEqual(['true', 'false']);
  });

  it('refuses a definition the schema cannot serve', () => {
    expect(() => defineListQuery({ schema: schemas.zListCasesQuery })).toThrow(/defaultSort/);
    const withText = z.object({ page: z.int().optional(), note: z.string().optional() });
    expect(() => defineListQuery({ schema: withText, filters: ['note'] })).toThrow(/'note'/);
  });

  it('has no sort and no search for an operation without them', () => {
    // The shape of a plain paged list operation (support requests had it before they gained a search).
    const plainQuery = z.object({
      page: z.int().gte(1).optional().default(1),
      pageSize: z.int().gte(1).lte(100).optional().default(20),
      status: z.enum(['Open', 'Resolved']).optional(),
    });
    const plain = defineListQuery({ schema: plainQuery, filters: ['status'] });
    expect(plain.defaults.sort).toBeNull();
    expect(plain.searchMaxLength).toBeNull();
    expect(plain.parse(new URLSearchParams('sort=name&order=asc&search=x'))).toMatchObject({
      sort: null,
      search: '',
    });
  });
});

describe('parse: the list state of a URL', () => {
  it('reads a full list state', () => {
    expect(parse('page=3&pageSize=50&sort=patientName&order=asc&search=%20Lovelace%20')).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'patientName',
      order: 'asc',
      search: 'Lovelace',
      filters: {},
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(cases.defaults);
    expect(cases.defaults).toMatchObject({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  });

  it('clamps numbers into the contract’s range', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-4').page).toBe(1);
    expect(parse('pageSize=0').pageSize).toBe(1);
    expect(parse('pageSize=5000').pageSize).toBe(100);
    expect(parse('page=999999999').page).toBe(100_000);
  });

  it('falls back to the default for anything unreadable', () => {
    expect(parse('page=abc&pageSize=2.5&sort=password&order=sideways')).toEqual(cases.defaults);
    expect(parse('page=&pageSize=').page).toBe(1);
    expect(parse('pageSize=').pageSize).toBe(20);
  });

  it('cuts the search to 100 characters and drops blank searches', () => {
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
    expect(parse('search=%20%20').search).toBe('');
  });

  it('keeps only filter values the schema allows, and only declared filters', () => {
    const state = filtered.parse(
      new URLSearchParams('status=Assigned&assignedToMe=true&createdByMyFacility=true'),
    );
    expect(state.filters).toEqual({ status: 'Assigned', assignedToMe: 'true' });
    expect(filtered.parse(new URLSearchParams('status=Lost&assignedToMe=yes')).filters).toEqual({});
    // A list without filters ignores them in the URL.
    expect(parse('status=Assigned').filters).toEqual({});
  });
});

describe('search: the URL of a list state', () => {
  it('leaves out defaults', () => {
    expect(cases.search(cases.defaults)).toBe('');
    expect(cases.search({ ...cases.defaults, page: 2 })).toBe('?page=2');
    expect(filtered.search({ ...filtered.defaults, filters: { status: 'Draft' } })).toBe('?status=Draft');
  });

  it('round-trips through parse, filters included', () => {
    const state = {
      page: 4,
      pageSize: 10,
      sort: 'status',
      order: 'asc',
      search: 'A&B =?',
      filters: { status: 'Cancelled', assignedToMe: 'false' },
    } as const;
    expect(filtered.parse(new URLSearchParams(filtered.search(state).slice(1)))).toEqual(state);
  });

  it('round-trips any state parse can produce', () => {
    fc.assert(
      fc.property(
        fc.record({
          page: fc.integer({ min: 1, max: 100_000 }),
          pageSize: fc.integer({ min: 1, max: 100 }),
          sort: fc.constantFrom(...filtered.sortFields),
          order: fc.constantFrom('asc' as const, 'desc' as const),
          search: fc.string({ maxLength: 100 }).map((text) => text.trim()),
          status: fc.option(fc.constantFrom(...filtered.filterValues('status')), { nil: undefined }),
        }),
        ({ status, ...rest }) => {
          const state = { ...rest, filters: status ? { status } : {} };
          const again = filtered.parse(new URLSearchParams(filtered.search(state).slice(1)));
          expect(again).toEqual(filtered.parse(new URLSearchParams(filtered.search(again).slice(1))));
          expect(again).toMatchObject({ page: state.page, pageSize: state.pageSize, filters: state.filters });
        },
      ),
    );
  });
});

describe('sortedBy', () => {
  it('starts a new text column A–Z, a date column newest first, on page 1', () => {
    const onPage3 = { ...cases.defaults, page: 3 };
    expect(cases.sortedBy(onPage3, 'caseRecordId')).toMatchObject({
      sort: 'caseRecordId',
      order: 'asc',
      page: 1,
    });
    expect(cases.sortedBy({ ...onPage3, sort: 'status' }, 'createdAt')).toMatchObject({
      order: 'desc',
      page: 1,
    });
  });

  it('flips the order of the current column', () => {
    const byId = cases.sortedBy(cases.defaults, 'caseRecordId');
    expect(cases.sortedBy(byId, 'caseRecordId').order).toBe('desc');
    expect(cases.sortedBy(cases.sortedBy(byId, 'caseRecordId'), 'caseRecordId').order).toBe('asc');
  });
});

describe('toApiQuery', () => {
  it('is the state as the contract’s query, with the list’s fixed filters on top', () => {
    const state = filtered.parse(new URLSearchParams('search=Ada&assignedToMe=false&page=2'));
    expect(filtered.toApiQuery(state, { status: 'Available' })).toEqual({
      page: 2,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
      search: 'Ada',
      assignedToMe: false,
      status: 'Available',
    });
  });

  it('offers a bounded integer filter (the task type 1…3) by its values and sends it as a number', () => {
    const tasks = defineListQuery({
      schema: schemas.zListTasksQuery,
      defaultSort: 'createdAt',
      filters: ['type', 'status'],
    });
    expect(tasks.filterValues('type')).toEqual(['1', '2', '3']);
    const state = tasks.parse(new URLSearchParams('type=2&status=Open'));
    expect(state.filters).toEqual({ type: '2', status: 'Open' });
    expect(tasks.toApiQuery(state)).toMatchObject({ type: 2, status: 'Open' });
    expect(tasks.parse(new URLSearchParams('type=4')).filters).toEqual({});
    expect(tasks.parse(new URLSearchParams('type=1.5')).filters).toEqual({});
    // An unbounded or wide integer is not a choice.
    const wide = z.object({ page: z.int().optional(), count: z.int().gte(0).lte(1000).optional() });
    expect(() => defineListQuery({ schema: wide, filters: ['count'] })).toThrow(/'count'/);
  });

  it('keeps a lookup filter (an id from a list the page loads) as the schema allows it, and sends it as text', () => {
    const billing = defineListQuery({
      schema: schemas.zListBillingRecordsQuery,
      defaultSort: 'createdAt',
      filters: ['status'],
      lookupFilters: ['facilityId', 'payerId'],
    });
    expect(billing.filterFields).toEqual(['status', 'facilityId', 'payerId']);
    expect(billing.filterValues('facilityId')).toEqual([]);
    const state = billing.parse(new URLSearchParams('facilityId=fac-001&payerId=aetna&status=Paid'));
    expect(state.filters).toEqual({ status: 'Paid', facilityId: 'fac-001', payerId: 'aetna' });
    expect(billing.search(state)).toBe('?status=Paid&facilityId=fac-001&payerId=aetna');
    expect(billing.toApiQuery(state)).toMatchObject({ facilityId: 'fac-001', payerId: 'aetna' });
    // Longer than the schema's 64 characters, or empty: no filter.
    const tooLong = billing.parse(new URLSearchParams(`facilityId=${'x'.repeat(65)}&payerId=`));
    expect(tooLong.filters).toEqual({});
    const withEnum = z.object({ page: z.int().optional(), kind: z.enum(['a']).optional() });
    expect(() => defineListQuery({ schema: withEnum, lookupFilters: ['kind'] })).toThrow(/'kind'/);
  });

  it('leaves out an empty search', () => {
    expect(cases.toApiQuery(cases.defaults)).not.toHaveProperty('search');
  });

  it('refuses a fixed filter the contract does not allow', () => {
    expect(() => cases.toApiQuery(cases.defaults, { status: 'Lost' })).toThrow();
  });
});
