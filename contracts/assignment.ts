/**
 * Explainable assignment (docs/assignment.md): which providers may read a case, in what order, and
 * why. Pure rules, shared by the mock backend (which ranks candidates, assigns automatically and refuses a
 * pick-up that breaks them), the conformance command and the pages.
 *
 * A provider is eligible for a case when every rule is met:
 * - **active**: their account is Active;
 * - **subspecialty**: the case type's subspecialty is among theirs (surgical and consult cases need none);
 * - **licence**: they are licensed in the state of the case's facility (a facility outside the US needs no US
 *   state licence: the rule is met and says so);
 * - **caseload**: their open (Assigned) cases are fewer than their caseload cap;
 * - **away**: today is not within their away dates.
 * The eligible are ranked by how full their caseload is (open ÷ cap), then by open cases, then by name: the
 * provider with the most room first. Nothing else (no random draw), so the same facts give the same order.
 */
import type { components } from './generated/types.gen';

/** The case types, as the contract names them (CaseTypeName). */
export type AssignmentCaseType = components['schemas']['CaseTypeName'];

/** The subspecialty a case type needs (SUBSPECIALTIES of the reference lists); null: any pathologist. */
export const CASE_TYPE_SUBSPECIALTY: Record<AssignmentCaseType, string | null> = {
  surgical: null,
  consult: null,
  cytology: 'Cytopathology',
  dermatopathology: 'Dermatopathology',
  hematopathology: 'Hematopathology',
  gastrointestinal: 'Gastrointestinal',
};

/** A provider's caseload cap when an admin has set none. */
export const DEFAULT_CASELOAD_CAP = 20;
/** The highest cap an admin may set. */
export const MAX_CASELOAD_CAP = 500;

export const ASSIGNMENT_RULES = ['active', 'subspecialty', 'licence', 'caseload', 'away'] as const;
export type AssignmentRule = (typeof ASSIGNMENT_RULES)[number];

export interface AssignmentCase {
  caseType: AssignmentCaseType;
  /** The facility's country ('US', or another): outside the US no state licence applies. */
  facilityCountry: string;
  /** The two-letter state of the case's facility; null when the facility has none on file. */
  facilityState: string | null;
}

export interface AssignmentCandidate {
  id: string;
  name: string;
  /** The account's status (UserStatus): only 'Active' may read cases. */
  status: string;
  subspecialties: readonly string[];
  licensedStates: readonly string[];
  /** Cases assigned to them and not yet signed out. */
  openCases: number;
  caseloadCap: number;
  /** The first and last day away (YYYY-MM-DD, inclusive); both null when none is set. */
  awayFrom: string | null;
  awayTo: string | null;
}

export interface AssignmentReason {
  rule: AssignmentRule;
  met: boolean;
  /** What the dialog shows: 'Gastrointestinal ✓', 'Not licensed in TX', '4 of 10 open ✓'. */
  text: string;
}

/** One verdict per rule, in ASSIGNMENT_RULES order. */
export type AssignmentReasons = [
  AssignmentReason,
  AssignmentReason,
  AssignmentReason,
  AssignmentReason,
  AssignmentReason,
];

export interface RankedCandidate {
  providerId: string;
  name: string;
  /** 1 for the first choice; null when not eligible. */
  rank: number | null;
  openCases: number;
  caseloadCap: number;
  awayFrom: string | null;
  awayTo: string | null;
  reasons: AssignmentReasons;
}

export interface Ranking {
  eligible: RankedCandidate[];
  ineligible: RankedCandidate[];
}

/** True when `day` (YYYY-MM-DD) lies within the away dates. */
export function isAway(candidate: Pick<AssignmentCandidate, 'awayFrom' | 'awayTo'>, day: string): boolean {
  const { awayFrom, awayTo } = candidate;
  if (!awayFrom && !awayTo) return false;
  return (!awayFrom || awayFrom <= day) && (!awayTo || day <= awayTo);
}

/** Each rule's verdict on one provider for one case, in ASSIGNMENT_RULES order. */
export function reasonsFor(
  facts: AssignmentCase,
  candidate: AssignmentCandidate,
  today: string,
): AssignmentReasons {
  const needed = CASE_TYPE_SUBSPECIALTY[facts.caseType];
  const state = facts.facilityState;
  const room = candidate.openCases < candidate.caseloadCap;
  const away = isAway(candidate, today);
  return [
    {
      rule: 'active',
      met: candidate.status === 'Active',
      text: candidate.status === 'Active' ? 'Active ✓' : `Account ${candidate.status}`,
    },
    needed === null
      ? { rule: 'subspecialty', met: true, text: 'Any subspecialty ✓' }
      : candidate.subspecialties.includes(needed)
        ? { rule: 'subspecialty', met: true, text: `${needed} ✓` }
        : { rule: 'subspecialty', met: false, text: `Not ${needed}` },
    facts.facilityCountry !== 'US'
      ? { rule: 'licence', met: true, text: 'No US licence needed ✓' }
      : state === null
        ? { rule: 'licence', met: false, text: "The facility's state is not on file" }
        : candidate.licensedStates.includes(state)
          ? { rule: 'licence', met: true, text: `Licensed in ${state} ✓` }
          : { rule: 'licence', met: false, text: `Not licensed in ${state}` },
    {
      rule: 'caseload',
      met: room,
      text: `${candidate.openCases} of ${candidate.caseloadCap} open${room ? ' ✓' : ': at the cap'}`,
    },
    away
      ? { rule: 'away', met: false, text: `Away until ${candidate.awayTo ?? 'further notice'}` }
      : { rule: 'away', met: true, text: 'Not away ✓' },
  ];
}

const load = (c: AssignmentCandidate) => c.openCases / Math.max(1, c.caseloadCap);

/** The eligible first-to-last with their ranks, and the ineligible (by name) with why. */
export function rankCandidates(
  facts: AssignmentCase,
  candidates: readonly AssignmentCandidate[],
  today: string,
): Ranking {
  const judged = candidates.map((candidate) => ({ candidate, reasons: reasonsFor(facts, candidate, today) }));
  const byName = (a: AssignmentCandidate, b: AssignmentCandidate) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  const eligible = judged
    .filter(({ reasons }) => reasons.every((reason) => reason.met))
    .sort(
      (a, b) =>
        load(a.candidate) - load(b.candidate) ||
        a.candidate.openCases - b.candidate.openCases ||
        byName(a.candidate, b.candidate),
    );
  const ineligible = judged
    .filter(({ reasons }) => reasons.some((reason) => !reason.met))
    .sort((a, b) => byName(a.candidate, b.candidate));
  const entry = ({ candidate, reasons }: (typeof judged)[number], rank: number | null): RankedCandidate => ({
    providerId: candidate.id,
    name: candidate.name,
    rank,
    openCases: candidate.openCases,
    caseloadCap: candidate.caseloadCap,
    awayFrom: candidate.awayFrom,
    awayTo: candidate.awayTo,
    reasons,
  });
  return {
    eligible: eligible.map((judgement, index) => entry(judgement, index + 1)),
    ineligible: ineligible.map((judgement) => entry(judgement, null)),
  };
}

/** A rule broken, as the provider themself is told it when they try to pick the case up. */
function refusalText(rule: AssignmentRule, facts: AssignmentCase, candidate: AssignmentCandidate): string {
  switch (rule) {
    case 'active':
      return `your account is ${candidate.status}`;
    case 'subspecialty':
      return `this case needs the ${CASE_TYPE_SUBSPECIALTY[facts.caseType]} subspecialty`;
    case 'licence':
      return facts.facilityState === null
        ? "the facility's state is not on file"
        : `you are not licensed in ${facts.facilityState}`;
    case 'caseload':
      return `you have ${candidate.openCases} open cases, your cap is ${candidate.caseloadCap}`;
    case 'away':
      return `you are away until ${candidate.awayTo ?? 'further notice'}`;
  }
}

/** Why `candidate` may not pick the case up, in words; null when they may. */
export function refusalOf(
  facts: AssignmentCase,
  candidate: AssignmentCandidate,
  today: string,
): string | null {
  const unmet = reasonsFor(facts, candidate, today).filter((reason) => !reason.met);
  if (!unmet.length) return null;
  return `You cannot pick up this case: ${unmet.map((r) => refusalText(r.rule, facts, candidate)).join('; ')}.`;
}
