/**
 * A provider's own pick-up under the assignment rules (docs/assignment.md): pickUpCase refuses a provider who
 * breaks one, with the refusal of contracts/assignment.ts, and listCases and getCase tell a provider
 * beforehand, on each Available case (CaseSummary.pickUp, Case.pickUp). The same pure rules as the ranking; the caseload rule counts the
 * provider's open cases.
 */
import { isProviderRole } from '../../contracts';
import { refusalOf, type AssignmentCandidate } from '../../contracts/assignment';
import type { CaseRecord, UserRecord } from '../store/db';
import { candidateOf, caseFactsOf, today } from './facts';

type CaseFacts = Pick<CaseRecord, 'type' | 'facility'>;

/** Why `user` may not pick the case up, in words; null when they may. */
export function pickUpRefusal(
  user: UserRecord,
  item: CaseFacts,
  candidate = candidateOf(user),
): string | null {
  return refusalOf(caseFactsOf(item), candidate, today());
}

/** One case as `user` receives it: to a provider, an Available case says whether they may pick it up. */
export function withPickUpVerdict<T extends CaseFacts & { status: string }>(item: T, user: UserRecord): T {
  return withPickUpVerdicts({ items: [item] }, user).items[0]!;
}

/**
 * A list page as `user` receives it: to a provider, each Available case says whether they may pick it up and,
 * if not, why. Their facts are read once for the page.
 */
export function withPickUpVerdicts<T extends CaseFacts & { status: string }, P extends { items: T[] }>(
  page: P,
  user: UserRecord,
): P {
  if (!isProviderRole(user.role) || !page.items.some((item) => item.status === 'Available')) return page;
  const candidate: AssignmentCandidate = candidateOf(user);
  const day = today();
  return {
    ...page,
    items: page.items.map((item) => {
      if (item.status !== 'Available') return item;
      const reason = refusalOf(caseFactsOf(item), candidate, day);
      return { ...item, pickUp: { allowed: reason === null, reason } };
    }),
  };
}
