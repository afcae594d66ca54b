/** due_state_consistent's judgement of one case's clock, and of an answer's cases at its Date. */
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { clockProblem, dueStateConsistent } from './due-state';

const due = '2026-11-20T12:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const open = (dueState: string | null, dueAt: string | null = due) => ({
  status: 'Assigned',
  dueAt,
  dueState,
});

describe('clockProblem', () => {
  it('wants an open case Overdue from its due time on, and not before it', () => {
    expect(clockProblem(open('Overdue'), at('2026-11-21T00:00:00Z'))).toBeNull();
    expect(clockProblem(open('AtRisk'), at('2026-11-21T00:00:00Z'))).toMatch(/AtRisk at/);
    expect(clockProblem(open('Overdue'), at('2026-11-20T11:00:00Z'))).toMatch(/Overdue at/);
    expect(clockProblem(open('AtRisk'), at('2026-11-20T11:59:59.500Z'))).toBeNull();
    expect(clockProblem(open('OnTime'), at('2026-11-20T11:00:00Z'))).toBeNull();
  });

  it('wants dueAt and dueState null together, and no due time on a draft or a cancelled case', () => {
    expect(clockProblem(open(null, null), 0)).toBeNull();
    expect(clockProblem(open('OnTime', null), 0)).toMatch(/dueAt null with dueState OnTime/);
    expect(clockProblem(open(null), 0)).toMatch(/with dueState null/);
    expect(clockProblem({ status: 'Draft', dueAt: due, dueState: 'OnTime' }, 0)).toMatch(/a Draft case/);
  });

  it('judges a signed-out case at its sign-out, never AtRisk', () => {
    const signed = (signedOutAt: string, dueState: string) => ({
      status: 'SignOutCompleted',
      dueAt: due,
      dueState,
      finalReport: { signedOutAt },
    });
    const later = at('2027-01-01T00:00:00Z');
    expect(clockProblem(signed('2026-11-19T00:00:00Z', 'OnTime'), later)).toBeNull();
    expect(clockProblem(signed('2026-11-21T00:00:00Z', 'Overdue'), later)).toBeNull();
    expect(clockProblem(signed('2026-11-21T00:00:00Z', 'OnTime'), later)).toMatch(/signed out/);
    expect(clockProblem(signed('2026-11-19T00:00:00Z', 'AtRisk'), later)).toMatch(/AtRisk/);
  });
});

describe('dueStateConsistent', () => {
  const answer = (json: unknown, date?: string): Exchange => ({
    request: { method: 'GET', template: '/x', pathParams: {}, query: {}, headers: {}, auth: { none: true } },
    url: 'http://x/x',
    curl: 'curl',
    response: { status: 200, headers: date ? { date } : {}, json, size: 0, ms: 1 },
  });
  const page = (...items: unknown[]) => ({ data: { items } });

  it("judges a page's cases at the answer's Date, and says which case is wrong", () => {
    const verdict = (json: unknown, date: string) =>
      dueStateConsistent({ operation: {} as never, exchange: answer(json, date) });
    const friday = 'Fri, 20 Nov 2026 13:00:00 GMT';
    expect(verdict(page({ caseRecordId: 'A-1', ...open('Overdue') }), friday)).toEqual({ pass: true });
    expect(verdict(page({ caseRecordId: 'A-2', ...open('OnTime') }), friday)).toMatchObject({
      pass: false,
      seen: expect.stringContaining('A-2: due 2026-11-20T12:00:00.000Z, OnTime at 2026-11-20T13:00:00.000Z'),
    });
    expect(verdict({ data: { items: [] } }, friday)).toBeNull();
  });
});
