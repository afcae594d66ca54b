/**
 * The spec's remaining case routes, each a real redirect to the screen that does its job (decision 024):
 * /my-cases, /project-list and /show-cases open the reader's own case list (a facility's Send-Out Cases, a
 * provider's My Cases, an admin's Cases); /my-cases/:projectId opens that case's page.
 */
import { redirect } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { normalizeRole } from '~/features/auth';
import { casePaths } from './case-labels';
import { parseCaseId } from './case-details.server';

/** The list of cases that is the reader's own (spec 2.2's menus). */
export function ownCaseListPath(role: string | null | undefined): string {
  switch (normalizeRole(role)) {
    case 'MedicalFacility':
    case 'Facility_NP':
      return casePaths.sendOutList;
    case 'Admin':
      return '/case';
    default:
      return '/selectedCases';
  }
}

export async function redirectToOwnCaseList(request: Request): Promise<never> {
  const user = await requireUser(request);
  throw redirect(ownCaseListPath(user.role));
}

export async function redirectToCaseDetails(request: Request, projectId: string | undefined): Promise<never> {
  await requireUser(request);
  throw redirect(casePaths.details(parseCaseId(projectId)));
}
