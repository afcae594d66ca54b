/**
 * The choices of the admin's task forms (decision 035), from the contract's lists: the active users an
 * assignee is chosen from (grouped by role, so a provider is found as easily as a facility user), the facility
 * accounts, and the signed-out cases a QA task reviews. A list that cannot be read leaves its field empty with a
 * sentence saying so (app/lib/choices.server.ts).
 */
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { normalizeRole, ROLE_LABELS } from '~/features/auth';
import type { Option } from '~/components/form';
import { choiceReader, everyPage, facilityOptions, signedOutCaseOptions } from '~/lib/choices.server';
import { humanise } from '../../../contracts/enumerations';
import type { SessionUser } from '~/session.server';

export interface TaskFormOptions {
  assignees: Option[];
  facilities: Option[];
  cases: Option[];
  /** Sentences for the lists that could not be read. */
  problems: string[];
}

const roleLabel = (role: string) => {
  const known = normalizeRole(role);
  return known ? ROLE_LABELS[known] : humanise(role);
};

export async function readTaskFormOptions(
  request: Request,
  user: SessionUser,
  { forCreate }: { forCreate: boolean },
): Promise<TaskFormOptions> {
  const problems: string[] = [];
  const read = choiceReader(request, user, problems);
  const none: Option[] = [];
  const [users, facilities, cases] = await Promise.all([
    read('users', () =>
      everyPage(
        async (page, pageSize) =>
          (
            await unwrap(
              api(user.token).GET('/api/users', {
                params: { query: { status: 'Active', sort: 'name', order: 'asc', page, pageSize } },
                signal: request.signal,
              }),
            )
          ).data,
        5,
      ),
    ),
    forCreate ? read('facilities', () => facilityOptions(user, request.signal)) : none,
    forCreate ? read('signed-out cases', () => signedOutCaseOptions(user, request.signal)) : none,
  ]);
  return {
    assignees: users.map((person) => ({
      value: person.id,
      label: `${person.firstName} ${person.lastName} (${person.email})`,
      group: roleLabel(person.role),
    })),
    facilities,
    cases,
    problems,
  };
}
