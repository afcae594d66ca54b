import { describe, expect, it } from 'vitest';
import { LIST_DEFAULTS, listSearch, parseListParams, sortedBy } from './list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('reads a full list state from the URL', () => {
    expect(parse('page=3&pageSize=50&sort=patientName&order=asc&search=%20Lovelace%20')).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'patientName',
      order: 'asc',
      search: 'Lovelace',
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(LIST_DEFAULTS);
    expect(LIST_DEFAULTS).toMatchObject({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  });

  it('clamps numbers into the contract’s range', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-4').page).toBe(1);
    expect(parse('pageSize=0').pageSize).toBe(1);
    expect(parse('pageSize=5000').pageSize).toBe(100);
    expect(parse('page=999999999').page).toBe(100_000);
  });

  it('falls back to the default for anything unreadable', () => {
    expect(parse('page=abc&pageSize=2.5&sort=password&order=sideways')).toEqual(LIST_DEFAULTS);
    expect(parse('page=&pageSize=').page).toBe(1);
    expect(parse('pageSize=').pageSize).toBe(20);
  });

  it('cuts the search to 100 characters and drops blank searches', () => {
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
    expect(parse('search=%20%20').search).toBe('');
  });
});

describe('listSearch', () => {
  it('leaves out defaults', () => {
    expect(listSearch(LIST_DEFAULTS)).toBe('');
    expect(listSearch({ ...LIST_DEFAULTS, page: 2 })).toBe('?page=2');
  });

  it('round-trips through parseListParams', () => {
    const state = { page: 4, pageSize: 10, sort: 'status', order: 'asc', search: 'A&B =?' } as const;
    expect(parse(listSearch(state).slice(1))).toEqual(state);
  });
});

describe('sortedBy', () => {
  it('starts a new text column A–Z, a date column newest first, on page 1', () => {
    const onPage3 = { ...LIST_DEFAULTS, page: 3 };
    expect(sortedBy(onPage3, 'caseRecordId')).toMatchObject({ sort: 'caseRecordId', order: 'asc', page: 1 });
    expect(sortedBy({ ...onPage3, sort: 'status' }, 'createdAt')).toMatchObject({ order: 'desc', page: 1 });
  });

  it('flips the order of the current column', () => {
    const byId = sortedBy(LIST_DEFAULTS, 'caseRecordId');
    expect(sortedBy(byId, 'caseRecordId').order).toBe('desc');
    expect(sortedBy(sortedBy(byId, 'caseRecordId'), 'caseRecordId').order).toBe('asc');
  });
});
