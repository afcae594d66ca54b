/**
 * Review Project (/review-project): with `?caseId=` a facility's draft shown as its case page with the send-out
 * as the main action (the create page comes here once every file is uploaded); without, the facility's drafts
 * waiting to be sent out. Facility users only (403 page otherwise; a provider is sent to the case's page or to
 * My Cases, decision 031). A sent-out case goes to its details page
 * with the toast; a refusal stays on the review with the reason.
 */
import { data, redirect } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { normalizeRole } from '~/features/auth';
import { changeCase } from './case-change.server';
import { loadCaseReview, parseCaseId } from './case-details.server';
import { casePaths } from './case-labels';
import { requireFacilityUser } from './facility-access.server';
import { FACILITY_CASE_LISTS } from './facility-lists';
import { loadFacilityCaseList } from './facility-lists.server';

export async function loadReviewProject(request: Request) {
  const caseId = new URL(request.url).searchParams.get('caseId');
  // A provider reviews the cases they read: the case's own page, or their My Cases (decision 031).
  const user = await requireUser(request);
  if (normalizeRole(user.role) === 'Provider') {
    throw redirect(caseId === null ? '/selectedCases' : casePaths.details(parseCaseId(caseId)));
  }
  if (caseId === null) {
    const list = await loadFacilityCaseList(request, FACILITY_CASE_LISTS.drafts);
    return data({ kind: 'drafts' as const, ...list.data }, list.init ?? undefined);
  }
  const review = await loadCaseReview(request, caseId);
  return data({ kind: 'case' as const, ...review.data }, review.init ?? undefined);
}

export async function sendOutReviewedCase(request: Request) {
  requireFacilityUser(await requireUser(request), 'review-project');
  return changeCase(request, {
    intents: ['send-out'],
    redirectTo: ({ ok, caseId }) => (ok ? casePaths.details(caseId) : casePaths.review(caseId)),
  });
}
