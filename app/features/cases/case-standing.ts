/**
 * Where the reader stands with a case the API lets them see: whether an Assigned case is theirs, and
 * the live consult they take part in, if any. A consult participant reads another provider's case (docs/consult.md)
 * but may not do its owner's work: the case page offers them the way back into the consult instead. Pure rules;
 * the reads are in case-standing.server.ts.
 */
import type { components } from '../../../contracts';

type Consult = components['schemas']['Consult'];

export interface CaseStanding {
  /** Whether the case is assigned to the reader; null when not known (then the API decides on the action). */
  assignee: boolean | null;
  /** The live consult the reader takes part in: how to get back into it. */
  consult: { href: string; label: string } | null;
}

export const UNKNOWN_STANDING: CaseStanding = { assignee: null, consult: null };

export const CONSULT_LINK_TEXT = { join: 'Join the consult', back: 'Back to the consult' } as const;

/** The viewer's address that joins a consult on opening (the invitation's link, decision 086). */
export function consultHref(caseId: string, consultId: string): string {
  return `/viewer?${new URLSearchParams({ caseId, consult: consultId })}`;
}

/**
 * The active consult `me` is still in (invited or present, or gone but not for lost access: they may join
 * again), the most recently started first; null when none.
 */
export function consultToRejoin(
  consults: readonly Consult[],
  me: string,
): { href: string; label: string } | null {
  const mine = consults
    .filter((consult) => consult.state === 'Active')
    .map((consult) => ({ consult, self: consult.participants.find((p) => p.userId === me) }))
    .filter(({ self }) => self && !self.lostAccess)
    .sort((a, b) => b.consult.startedAt.localeCompare(a.consult.startedAt))[0];
  if (!mine) return null;
  return {
    href: consultHref(mine.consult.caseId, mine.consult.consultId),
    label: mine.self!.presence === 'Invited' ? CONSULT_LINK_TEXT.join : CONSULT_LINK_TEXT.back,
  };
}
