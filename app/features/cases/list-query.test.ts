/** The case lists' URL state for turnaround (decision 080): sort by Due, filter by due state and priority. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminCaseListQuery, caseListQuery, facilityCaseListQuery } from './list-query';

const QUERIES = { provider: caseListQuery, facility: facilityCaseListQuery, admin: adminCaseListQuery };

describe.each(Object.entries(QUERIES))('the %s case lists', (_, query) => {
  it('read ?dueState=Overdue (the dashboard’s link), ?priority= and sort=dueAt into the API query', () => {
    const state = query.parse(new URLSearchParams('dueState=Overdue&priority=STAT&sort=dueAt&order=asc'));
    expect(state.filters).toMatchObject({ dueState: 'Overdue', priority: 'STAT' });
    expect(state.sort).toBe('dueAt');
    expect(query.toApiQuery(state)).toMatchObject({
      dueState: 'Overdue',
      priority: 'STAT',
      sort: 'dueAt',
      order: 'asc',
    });
    expect(query.search(state)).toBe('?dueState=Overdue&priority=STAT&sort=dueAt&order=asc');
    expect(query.filterValues('dueState' as never)).toEqual(['OnTime', 'AtRisk', 'Overdue']);
    expect(query.filterValues('priority' as never)).toEqual(['Routine', 'Rush', 'STAT']);
  });

  it('ignore any other value rather than fail', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (dueState, priority) => {
        const state = query.parse(new URLSearchParams({ dueState, priority }));
        const filters = state.filters as Record<string, string | undefined>;
        if (filters.dueState !== undefined) expect(['OnTime', 'AtRisk', 'Overdue']).toContain(dueState);
        if (filters.priority !== undefined) expect(['Routine', 'Rush', 'STAT']).toContain(priority);
        expect(() => query.toApiQuery(state)).not.toThrow();
      }),
    );
    expect(query.parse(new URLSearchParams('dueState=overdue&priority=Urgent')).filters).toEqual({});
  });
});
