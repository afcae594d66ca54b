/**
 * A provider's assignment profile (docs/assignment.md): caseload cap, open cases and away dates, read for About Me
 * and for the provider's admin page. Null when it cannot be read: the page still shows, without it.
 */
import { unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import type { SessionUser } from '~/session.server';

export type AssignmentProfile = components['schemas']['AssignmentProfile'];

export async function readAssignmentProfile(
  request: Request,
  user: SessionUser,
  userId: string,
): Promise<AssignmentProfile | null> {
  try {
    const { data } = await unwrap(
      api(user.token).GET('/api/users/{userId}/assignment-profile', {
        params: { path: { userId } },
        signal: request.signal,
      }),
    );
    return data;
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return null;
  }
}
