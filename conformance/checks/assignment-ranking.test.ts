import { describe, expect, it } from 'vitest';
import { rankingProblems } from './assignment-ranking';

const reasons = (broken: string[] = []) =>
  ['active', 'subspecialty', 'licence', 'caseload', 'away'].map((rule) => ({
    rule,
    met: !broken.includes(rule),
  }));
const candidate = (id: string, rank: number | null, open: number, cap: number, broken: string[] = []) => ({
  provider: { id },
  rank,
  openCases: open,
  caseloadCap: cap,
  reasons: reasons(broken),
});

describe('assignment_ranking_consistent', () => {
  it('passes a ranking as docs/assignment.md words it', () => {
    expect(
      rankingProblems({
        eligible: [candidate('a', 1, 1, 10), candidate('b', 2, 5, 10)],
        ineligible: [candidate('c', null, 10, 10, ['caseload']), candidate('d', null, 0, 10, ['licence'])],
      }),
    ).toEqual([]);
  });

  it('names a fuller caseload ranked first, a wrong rank, and someone eligible who breaks a rule', () => {
    expect(
      rankingProblems({
        eligible: [candidate('a', 1, 8, 10), candidate('b', 3, 1, 10), candidate('c', 3, 2, 10, ['away'])],
        ineligible: [],
      }),
    ).toEqual([
      'b: eligible #2 ranked 3',
      'b: ranked after a fuller caseload',
      'c: eligible with a rule broken',
    ]);
  });

  it('names an ineligible provider with a rank or with every rule met, and a caseload verdict that is wrong', () => {
    expect(
      rankingProblems({ eligible: [], ineligible: [candidate('a', 2, 3, 10), candidate('b', null, 12, 10)] }),
    ).toEqual([
      'b: 12 of 10 open, caseload met true',
      'a: ineligible ranked 2',
      'a: ineligible with every rule met',
      'b: ineligible with every rule met',
    ]);
  });
});
