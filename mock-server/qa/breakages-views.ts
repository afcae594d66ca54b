/**
 * Breakages of what a role may see: a list that answers 200 whoever asks, as it should, but with items of another
 * role's view (role_view_kept, x-role-view); an answer that gives a role a field the contract keeps from it
 * (role_fields_kept, x-role-fields), or to a blinded QA reviewer of the case (qa_blinding_kept, x-blinded-fields).
 * A status check cannot see any of them; the items and the fields can.
 */
import { isFacilityRole, isProviderRole } from '../../contracts';
import { slideAnnotationsFor } from '../annotations/rules';
import { BLINDED_ANNOTATIONS } from '../quality/samples';
import { db } from '../store/db';
import { onData, sessionUser, someSessionToken, type Breakage } from './breakage-hook';

/** The request answered as an admin's (every item) when the caller's role is one `widened` picks. */
function asAdminFor(widened: (role: string) => boolean) {
  return (r: { headers: Record<string, string | undefined> }) => {
    const user = sessionUser(r.headers.authorization);
    const admin = someSessionToken('Admin');
    if (user && widened(user.role) && admin) r.headers.authorization = `Bearer ${admin}`;
  };
}

/** The caller's role is a facility's. */
const facilityCaller = (r: { headers: Record<string, string | undefined> }) =>
  isFacilityRole(sessionUser(r.headers.authorization)?.role ?? '');

export const VIEW_BREAKAGES: Breakage[] = [
  {
    name: 'case-list-all-facilities',
    breaks: "listCases answers a facility user every facility's cases, not only its own facility's",
    check: 'role_view_kept',
    operations: ['listCases'],
    effects: () => [{ operationId: 'listCases', request: asAdminFor(isFacilityRole) }],
  },
  {
    name: 'task-list-provider-sees-all',
    breaks: 'listTasks answers a Provider every task, not only the tasks assigned to them',
    check: 'role_view_kept',
    operations: ['listTasks'],
    effects: () => [{ operationId: 'listTasks', request: asAdminFor(isProviderRole) }],
  },
  {
    name: 'case-draft-to-facility',
    breaks: 'getCase answers a facility user the case as an admin reads it, the report draft included',
    check: 'role_fields_kept',
    // saveReportDraft: the way in that drafts the run's own case, which its facility then reads.
    operations: ['getCase', 'saveReportDraft'],
    effects: () => [{ operationId: 'getCase', request: asAdminFor(isFacilityRole) }],
  },
  {
    name: 'pickup-verdict-to-facility',
    breaks: 'listCases tells a facility user, on each Available case, whether it may pick the case up',
    check: 'role_fields_kept',
    operations: ['listCases'],
    effects: () => [
      {
        operationId: 'listCases',
        when: facilityCaller,
        response: onData((page) => {
          for (const item of Array.isArray(page.items) ? (page.items as Record<string, unknown>[]) : [])
            if (item.status === 'Available')
              item.pickUp = {
                allowed: false,
                reason: 'You cannot pick up this case: you are not a provider.',
              };
        }),
      },
    ],
  },
  {
    name: 'annotations-to-blinded-reviewer',
    breaks: "listSlideAnnotations answers a blinded QA reviewer the signer's marks (events, rulers, patches)",
    check: 'qa_blinding_kept',
    operations: ['listSlideAnnotations'],
    effects: () => [
      {
        operationId: 'listSlideAnnotations',
        response: onData((data) => {
          const item = db.cases.findFirst((q) => q.where({ caseID: String(data.caseID) }));
          if (data.readOnlyReason !== BLINDED_ANNOTATIONS || !item) return;
          const marks = slideAnnotationsFor({ id: '', role: 'Admin' }, item, String(data.imageId));
          Object.assign(data, { ...marks, canEdit: data.canEdit, readOnlyReason: data.readOnlyReason });
        }),
      },
    ],
  },
];
