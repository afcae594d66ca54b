/**
 * assignment_ranking_consistent: a ranking of providers for a case (listAssignmentCandidates) says what
 * docs/assignment.md says it does: every provider carries each rule once, in order; the eligible meet every rule
 * and are ranked 1…n with the fullest caseload (open ÷ cap) never before a lighter one; the ineligible break
 * at least one rule and have no rank; the caseload rule is met exactly when the open cases are under the cap.
 */
import { ASSIGNMENT_RULES } from '../../contracts/assignment';
import type { CheckContext, Verdict } from '../types';

interface Reason {
  rule: unknown;
  met: unknown;
}
interface Candidate {
  provider?: { id?: unknown };
  rank: unknown;
  openCases: unknown;
  caseloadCap: unknown;
  reasons: Reason[];
}

const isCandidate = (value: unknown): value is Candidate =>
  typeof value === 'object' &&
  value !== null &&
  'rank' in value &&
  Array.isArray((value as Candidate).reasons);

/** The two lists of a ranking answer, or null when the answer is not one. */
export function rankingIn(json: unknown): { eligible: Candidate[]; ineligible: Candidate[] } | null {
  const data = (json as { data?: { eligible?: unknown; ineligible?: unknown } } | undefined)?.data;
  if (!data || !Array.isArray(data.eligible) || !Array.isArray(data.ineligible)) return null;
  return { eligible: data.eligible.filter(isCandidate), ineligible: data.ineligible.filter(isCandidate) };
}

const nameOf = (c: Candidate) => String(c.provider?.id ?? 'a provider');
const load = (c: Candidate) => Number(c.openCases) / Math.max(1, Number(c.caseloadCap));

/** What is wrong with a ranking, one line per problem. */
export function rankingProblems(ranking: { eligible: Candidate[]; ineligible: Candidate[] }): string[] {
  const problems: string[] = [];
  const everyone = [...ranking.eligible, ...ranking.ineligible];
  for (const c of everyone) {
    const rules = c.reasons.map((r) => r.rule);
    if (rules.join() !== ASSIGNMENT_RULES.join()) problems.push(`${nameOf(c)}: rules ${rules.join(', ')}`);
    const caseload = c.reasons.find((r) => r.rule === 'caseload');
    const room = Number(c.openCases) < Number(c.caseloadCap);
    if (caseload && caseload.met !== room)
      problems.push(
        `${nameOf(c)}: ${String(c.openCases)} of ${String(c.caseloadCap)} open, caseload met ${String(caseload.met)}`,
      );
  }
  ranking.eligible.forEach((c, i) => {
    if (c.rank !== i + 1) problems.push(`${nameOf(c)}: eligible #${i + 1} ranked ${String(c.rank)}`);
    if (c.reasons.some((r) => r.met !== true)) problems.push(`${nameOf(c)}: eligible with a rule broken`);
    const before = ranking.eligible[i - 1];
    if (before && load(before) > load(c)) problems.push(`${nameOf(c)}: ranked after a fuller caseload`);
  });
  for (const c of ranking.ineligible) {
    if (c.rank !== null) problems.push(`${nameOf(c)}: ineligible ranked ${String(c.rank)}`);
    if (c.reasons.every((r) => r.met === true)) problems.push(`${nameOf(c)}: ineligible with every rule met`);
  }
  return problems;
}

export function assignmentRankingConsistent({ exchange }: CheckContext): Verdict {
  const response = exchange.response;
  if (!response || response.status >= 300) return null;
  const ranking = rankingIn(response.json);
  if (!ranking) return null;
  const problems = rankingProblems(ranking);
  if (!problems.length) return { pass: true };
  return {
    pass: false,
    expected: 'a ranking as docs/assignment.md words it (eligible meet every rule, ranked 1…n by room)',
    seen: problems.slice(0, 3).join('; ') + (problems.length > 3 ? ` (+${problems.length - 3} more)` : ''),
  };
}
