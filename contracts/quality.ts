/**
 * Sampled QA (docs/quality.md, decision 084): which signed-out cases get a blinded second read, who
 * reads them, and the agreement figures of the admin's quality report. Pure rules, shared by the mock backend
 * (sampling at sign-out, the report), the conformance command and the pages.
 *
 * - **Sampling**: a case signed out is sampled when the draw (a number in [0, 1) the caller passes in) times 100
 *   is below its case type's rate (0–100 %). Rate 0 never samples; rate 100 always does.
 * - **Reviewer**: the first-ranked provider of the assignment rules (contracts/assignment.ts) who meets every rule
 *   but the caseload cap, and is not the signer. A second read is a short task, not a case of their caseload:
 *   a provider at their cap still reviews (the rule is shown, not applied). Nobody eligible: the sample is kept
 *   unassigned and the admins are told.
 * - **Agreement**: graded reviews in a period, by signer and by case type: reviews, agree, minor, major, and
 *   agree % (null without reviews).
 */
import {
  rankCandidates,
  type AssignmentCandidate,
  type AssignmentCase,
  type AssignmentCaseType,
  type RankedCandidate,
} from './assignment';
import { zCaseTypeName } from './generated/zod.gen';

/** Every case type, in the contract's order (CaseTypeName): each has its own rate. */
export const QUALITY_CASE_TYPES: readonly AssignmentCaseType[] = zCaseTypeName.options;

export const MIN_RATE = 0;
export const MAX_RATE = 100;
/** The message under a rate that is not a number from 0 to 100. */
export const RATE_MESSAGE = 'Enter a rate from 0 to 100 %.';

export type QaGradeName = 'Agree' | 'MinorDiscrepancy' | 'MajorDiscrepancy';

/** Whether a rate (per cent) is one an admin may set: a finite number from 0 to 100. */
export function isValidRate(rate: unknown): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= MIN_RATE && rate <= MAX_RATE;
}

/** Whether a case signed out under `ratePercent` is sampled, given a draw in [0, 1). */
export function isSampled(ratePercent: number, draw: number): boolean {
  if (!isValidRate(ratePercent) || ratePercent <= 0) return false;
  if (ratePercent >= MAX_RATE) return true;
  return draw * 100 < ratePercent;
}

export interface ReviewerChoice {
  /** The reviewer, or null when nobody is eligible. */
  reviewer: RankedCandidate | null;
  /** Everyone who could not review it, with the rules they break ('Signed this case out' for the signer). */
  ineligible: { providerId: string; name: string; why: string[] }[];
}

/** Why someone who took part in a consult on the case does not review it: they read it beside the signer. */
export const CONSULTED_WHY = 'Took part in a consult on this case';

/**
 * The QA reviewer of a case signed out by `signerId`: the assignment ranking over everyone but the signer and
 * whoever took part in a consult on the case (`consulted`: they read it with the signer, so their read is not
 * blind), with the caseload cap set aside (ranked by how full their caseload is all the same).
 */
export function chooseReviewer(
  facts: AssignmentCase,
  candidates: readonly AssignmentCandidate[],
  signerId: string,
  today: string,
  consulted: readonly string[] = [],
): ReviewerChoice {
  const excluded = new Set(consulted);
  const others = candidates.filter((c) => c.id !== signerId && !excluded.has(c.id));
  // The cap set aside: each candidate judged as if they had room, then ranked by their real load.
  const uncapped = others.map((c) => ({ ...c, caseloadCap: Math.max(c.caseloadCap, c.openCases + 1) }));
  const { eligible, ineligible } = rankCandidates(facts, uncapped, today);
  const real = new Map(others.map((c) => [c.id, c]));
  const byLoad = [...eligible].sort((a, b) => {
    const ca = real.get(a.providerId)!;
    const cb = real.get(b.providerId)!;
    return (
      ca.openCases / Math.max(1, ca.caseloadCap) - cb.openCases / Math.max(1, cb.caseloadCap) ||
      (a.rank ?? 0) - (b.rank ?? 0)
    );
  });
  const first = byLoad[0];
  const signer = candidates.find((c) => c.id === signerId);
  return {
    reviewer: first ? { ...first, caseloadCap: real.get(first.providerId)!.caseloadCap, rank: 1 } : null,
    ineligible: [
      ...(signer ? [{ providerId: signer.id, name: signer.name, why: ['Signed this case out'] }] : []),
      ...candidates
        .filter((c) => c.id !== signerId && excluded.has(c.id))
        .map((c) => ({ providerId: c.id, name: c.name, why: [CONSULTED_WHY] })),
      ...ineligible.map((c) => ({
        providerId: c.providerId,
        name: c.name,
        why: c.reasons.filter((r) => !r.met).map((r) => r.text),
      })),
    ],
  };
}

/** One graded review, as the agreement figures read it. */
export interface GradedReview {
  signerId: string;
  signerName: string;
  caseType: AssignmentCaseType;
  caseTypeLabel: string;
  grade: QaGradeName;
  /** When it was graded (ISO). */
  gradedAt: string;
}

export interface AgreementRow {
  key: string;
  label: string;
  reviews: number;
  agree: number;
  minor: number;
  major: number;
  /** Agree ÷ reviews × 100, to one decimal; null without reviews. */
  agreePercent: number | null;
}

/** Whether an instant (ISO) falls on or between two UTC days (either may be absent). */
export function withinDays(at: string, from?: string | null, to?: string | null): boolean {
  const day = at.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

export const percentOf = (part: number, whole: number): number | null =>
  whole ? Math.round((part / whole) * 1000) / 10 : null;

function rows(
  reviews: readonly GradedReview[],
  keyOf: (r: GradedReview) => string,
  labelOf: (r: GradedReview) => string,
): AgreementRow[] {
  const byKey = new Map<string, AgreementRow>();
  for (const review of reviews) {
    const key = keyOf(review);
    const row = byKey.get(key) ?? {
      key,
      label: labelOf(review),
      reviews: 0,
      agree: 0,
      minor: 0,
      major: 0,
      agreePercent: null,
    };
    row.reviews += 1;
    if (review.grade === 'Agree') row.agree += 1;
    else if (review.grade === 'MinorDiscrepancy') row.minor += 1;
    else row.major += 1;
    byKey.set(key, row);
  }
  return [...byKey.values()]
    .map((row) => ({ ...row, agreePercent: percentOf(row.agree, row.reviews) }))
    .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : a.key < b.key ? -1 : 1));
}

/** Agreement by signer and by case type over the reviews graded from `from` to `to` (UTC days, inclusive). */
/** The total row of a period without a graded review. */
export const NO_REVIEWS: AgreementRow = {
  key: 'all',
  label: 'All reviews',
  reviews: 0,
  agree: 0,
  minor: 0,
  major: 0,
  agreePercent: null,
};

export function agreementFigures(
  reviews: readonly GradedReview[],
  from?: string | null,
  to?: string | null,
): { byProvider: AgreementRow[]; byCaseType: AgreementRow[]; total: AgreementRow } {
  const inPeriod = reviews.filter((r) => withinDays(r.gradedAt, from, to));
  const [total] = rows(
    inPeriod,
    () => 'all',
    () => 'All reviews',
  );
  return {
    byProvider: rows(
      inPeriod,
      (r) => r.signerId,
      (r) => r.signerName,
    ),
    byCaseType: rows(
      inPeriod,
      (r) => r.caseType,
      (r) => r.caseTypeLabel,
    ),
    total: total ?? NO_REVIEWS,
  };
}

/**
 * Where a reader stands in the sampled QA reviews of one case (docs/quality.md, the three steps):
 * - `BlindRead`: they review it and have not recorded their own diagnosis: the signer and the diagnosis are
 *   withheld;
 * - `Compare`: their blind read is recorded, the grade not given: the diagnosis is shown, the signer withheld;
 * - null: not blinded (admins; no open sampled review of theirs; graded).
 * One open review still at its blind read keeps the whole case at `BlindRead` (the stricter step wins).
 */
export type BlindingPhase = 'BlindRead' | 'Compare' | null;

export interface SampledReviewFacts {
  assigneeId: string | null;
  /** The QA task's status. */
  status: string;
  graded: boolean;
  /** Who recorded the task's blind read (null: none yet). */
  blindReadBy: string | null;
}

export function blindingPhase(
  viewer: { id: string; isAdmin: boolean },
  reviews: readonly SampledReviewFacts[],
): BlindingPhase {
  if (viewer.isAdmin) return null;
  const mine = reviews.filter(
    (r) => r.assigneeId === viewer.id && !r.graded && (r.status === 'Open' || r.status === 'InProgress'),
  );
  if (!mine.length) return null;
  return mine.some((r) => r.blindReadBy !== viewer.id) ? 'BlindRead' : 'Compare';
}
