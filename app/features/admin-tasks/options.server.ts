/**
 * The choices of the admin's task forms (decision 035), from the contract's lists: the active users an
 * assignee is chosen from (grouped by role, so a provider is found as easily as a facility user), the facility
 * accounts, and the signed-out cases a QA task reviews. Each list is read 100 at a time, at most 5 pages; a list
 * that cannot be read leaves its field empty with a sentence saying so.
 */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import type { Option } from '~/components/form';
import { humanise } from '~/lib/enumerations';
import type { SessionUser } from '~/session.server';

const MAX_PAGES = 5;

async function everyPage<T>(read: (page: number) => Promise<{ items: T[]; totalPages: number }>) {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await read(page);
    items.push(...answer.items);
    if (page >= answer.totalPages) break;
  }
  return items;
}

export interface TaskFormOptions {
  assignees: Option[];
  facilities: Option[];
  cases: Option[];
  /** Sentences for the lists that could not be read. */
  problems: string[];
}

const roleLabel = (role: string) => (role === 'MedicalFacility' ? 'Medical Facility' : humanise(role));

export async function readTaskFormOptions(
  request: Request,
  user: SessionUser,
  { forCreate }: { forCreate: boolean },
): Promise<TaskFormOptions> {
  const client = api(user.token);
  const signal = request.signal;
  const problems: string[] = [];
  const guard = async <T>(what: string, read: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await read();
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
      problems.push(
        `The ${what} could not be loaded. ${error instanceof ApiError ? error.message : MESSAGES.other}`,
      );
      return [];
    }
  };
  const [users, accounts, cases] = await Promise.all([
    guard('users', () =>
      everyPage(
        async (page) =>
          (
            await unwrap(
              client.GET('/api/users', {
                params: { query: { status: 'Active', sort: 'name', order: 'asc', page, pageSize: 100 } },
                signal,
              }),
            )
          ).data,
      ),
    ),
    forCreate
      ? guard('facilities', () =>
          everyPage(
            async (page) =>
              (
                await unwrap(
                  client.GET('/api/accounts', { params: { query: { page, pageSize: 100 } }, signal }),
                )
              ).data,
          ),
        )
      : Promise.resolve([]),
    forCreate
      ? guard('signed-out cases', () =>
          everyPage(
            async (page) =>
              (
                await unwrap(
                  client.GET('/api/cases', {
                    params: { query: { status: 'SignOutCompleted', page, pageSize: 100 } },
                    signal,
                  }),
                )
              ).data,
          ),
        )
      : Promise.resolve([]),
  ]);
  return {
    assignees: users.map((person) => ({
      value: person.id,
      label: `${person.firstName} ${person.lastName} (${person.email})`,
      group: roleLabel(person.role),
    })),
    facilities: accounts.map((account) => ({ value: account.id, label: account.name })),
    cases: cases.map((item) => ({
      value: item.caseID,
      label: `${item.caseRecordId} · ${item.patient.lastName}, ${item.patient.firstName} · ${item.facility.name}`,
    })),
    problems,
  };
}
