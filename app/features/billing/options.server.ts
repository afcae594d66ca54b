/**
 * What the billing screens choose from, read from the contract's lists (app/lib/choices.server.ts): the facility
 * accounts and the insurance payers (the list's filters; the form's payer), and the signed-out cases a new
 * record bills (Create Billing). A list that cannot be read leaves its choice empty with a sentence saying so,
 * rather than failing the page.
 */
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import {
  caseOption,
  choiceReader,
  facilityOptions,
  signedOutCaseOptions,
  type ChoiceOption,
} from '~/lib/choices.server';
import { getReferenceList } from '~/lib/reference.server';
import type { SessionUser } from '~/session.server';
import type { BillingFormChoices } from './labels';
import type { BillingLookups } from './list';

/** The facility and payer filters' choices. */
export async function readBillingLookups(request: Request, user: SessionUser): Promise<BillingLookups> {
  const read = choiceReader(request, user);
  const [facilities, payers] = await Promise.all([
    read('facilities', () => facilityOptions(user, request.signal)),
    read('payers', () => getReferenceList('insurancePayers', user.token)),
  ]);
  return { facilities, payers };
}

/**
 * The form's choices: the payers, and for a new record the signed-out cases (the one of `?caseId=` added when
 * it is signed out but beyond the pages read).
 */
export async function readBillingFormChoices(
  request: Request,
  user: SessionUser,
  { forCreate, caseId }: { forCreate: boolean; caseId?: string | null },
): Promise<BillingFormChoices> {
  const problems: string[] = [];
  const read = choiceReader(request, user, problems);
  const none: ChoiceOption[] = [];
  const [payers, cases] = await Promise.all([
    read('payers', () => getReferenceList('insurancePayers', user.token)),
    forCreate ? read('signed-out cases', () => signedOutCaseOptions(user, request.signal)) : none,
  ]);
  if (forCreate && caseId && !cases.some((o) => o.value === caseId)) {
    try {
      const { data: item } = await unwrap(
        api(user.token).GET('/api/cases/{caseId}', { params: { path: { caseId } }, signal: request.signal }),
      );
      if (item.status === 'SignOutCompleted') cases.unshift(caseOption(item));
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      // An unknown or unreadable case is simply not offered; the form asks to choose one.
    }
  }
  return { cases, payers, problems };
}
