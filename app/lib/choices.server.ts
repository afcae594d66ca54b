/**
 * The choices forms and list filters offer, read from the contract's lists with the session's token: every page
 * of a list (100 at a time, up to a bound), and a reader that turns a list that cannot be read into a sentence
 * for the page instead of an error page (a 401 still ends the session), so the rest of the form still works.
 */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import type { SessionUser } from '~/session.server';

export interface ChoiceOption {
  value: string;
  label: string;
  group?: string | null;
}

/** The API pages by at most 100; a picker needs the whole list (a few hundred entries at most). */
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** Every item of a paged list, page by page, up to `maxPages` pages. */
export async function everyPage<T>(
  read: (page: number, pageSize: number) => Promise<{ items: T[]; totalPages: number }>,
  maxPages = MAX_PAGES,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await read(page, PAGE_SIZE);
    items.push(...answer.items);
    if (page >= answer.totalPages) break;
  }
  return items;
}

export type ChoiceReader = <T>(what: string, read: () => Promise<T[]>) => Promise<T[]>;

/**
 * Reads one list of choices; when the API refuses or answers outside the contract, the list is empty and
 * `problems` gets "The <what> could not be loaded. <why>" for the page to show.
 */
export function choiceReader(request: Request, user: SessionUser, problems: string[] = []): ChoiceReader {
  return async (what, read) => {
    try {
      return await read();
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
      const why = error instanceof ApiError ? error.message : MESSAGES.other;
      problems.push(`The ${what} could not be loaded. ${why}`);
      return [];
    }
  };
}

/** Every facility account, by name, labelled with its city and state. */
export async function facilityOptions(user: SessionUser, signal?: AbortSignal): Promise<ChoiceOption[]> {
  const accounts = await everyPage(
    async (page, pageSize) =>
      (
        await unwrap(
          api(user.token).GET('/api/accounts', {
            params: { query: { page, pageSize, sort: 'name', order: 'asc' } },
            signal,
          }),
        )
      ).data,
  );
  return accounts.map((account) => {
    const place = [account.city, account.state].filter(Boolean).join(', ');
    return { value: account.id, label: place ? `${account.name} (${place})` : account.name };
  });
}

type CaseLike = {
  caseID: string;
  caseRecordId: string;
  facility: { name: string };
  patient?: { firstName: string; lastName: string };
  patientInfo?: { firstName: string; lastName: string };
};

/** A case as a choice: 'record id · Last, First · facility' (a list item's `patient`, a case's `patientInfo`). */
export function caseOption(item: CaseLike): ChoiceOption {
  const patient = item.patient ?? item.patientInfo;
  return {
    value: item.caseID,
    label: [item.caseRecordId, patient && `${patient.lastName}, ${patient.firstName}`, item.facility.name]
      .filter(Boolean)
      .join(' · '),
  };
}

/** The signed-out cases (what a QA task reviews and a billing record bills), newest record id first. */
export async function signedOutCaseOptions(user: SessionUser, signal?: AbortSignal): Promise<ChoiceOption[]> {
  const cases = await everyPage(
    async (page, pageSize) =>
      (
        await unwrap(
          api(user.token).GET('/api/cases', {
            params: {
              query: { status: 'SignOutCompleted', sort: 'caseRecordId', order: 'desc', page, pageSize },
            },
            signal,
          }),
        )
      ).data,
    5,
  );
  return cases.map(caseOption);
}
