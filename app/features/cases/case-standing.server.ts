/**
 * The reader's standing with the case for its page (case-standing.ts): for a provider reading an
 * Assigned case, who they are (`/api/Users/current`) and, when it is not theirs, the case's consults. Only then:
 * everyone else's actions follow from role and state alone, and the consults are read for nobody else. A failed
 * read leaves the standing unknown (the page then offers what role and state allow, and the API decides).
 */
import { ApiError, ContractViolationError, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { normalizeRole } from '~/features/auth';
import type { SessionUser } from '~/session.server';
import type { CaseDetails } from './case-labels';
import { consultToRejoin, UNKNOWN_STANDING, type CaseStanding } from './case-standing';

export async function readCaseStanding(
  request: Request,
  user: SessionUser,
  caseData: CaseDetails,
): Promise<CaseStanding> {
  if (normalizeRole(user.role) !== 'Provider' || caseData.status !== 'Assigned') return UNKNOWN_STANDING;
  const client = api(user.token);
  const signal = request.signal;
  try {
    const { data: me } = await unwrap(client.GET('/api/Users/current', { signal }));
    if (caseData.assignedProvider?.id === me.id) return { assignee: true, consult: null };
    const consults = await unwrap(
      client.GET('/api/cases/{caseId}/consults', { params: { path: { caseId: caseData.caseID } }, signal }),
    )
      .then(({ data }) => data)
      .catch(() => []);
    return { assignee: false, consult: consultToRejoin(consults, me.id) };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    return UNKNOWN_STANDING;
  }
}
