/**
 * Explainable assignment (docs/assignment.md): the ranking an admin assigns from
 * (listAssignmentCandidates), each provider's caseload cap and away dates (get/updateAssignmentProfile), and where
 * cases are assigned automatically (get/updateAssignmentSettings; ./auto-assign.ts applies it at send-out).
 */
import type { z } from 'zod';
import { isAdminRole, isProviderRole, schemas, SENTENCES } from '../../contracts';
import { fail, ok, operation } from '../http/operation';
import { personRef } from '../http/lists';
import { clockNow } from '../qa/clock';
import { db } from '../store/db';

import { assignmentProfileOf, facilityOf, openCasesOf, rankingFor } from './facts';
import { assignmentSettings, SETTINGS_ID } from './auto-assign';

type Ranked = ReturnType<typeof rankingFor>['eligible'][number];

const candidateView = ({ providerId, name, ...rest }: Ranked) => ({
  provider: { id: providerId, name },
  ...rest,
});

const profileView = (userId: string) => ({ ...assignmentProfileOf(userId), openCases: openCasesOf(userId) });

const NO_PROVIDER = 'No provider has this id.';
const TWICE_FACILITY = 'This facility is listed twice.';
const TWICE_TYPE = 'This case type is listed twice.';
const UNKNOWN_FACILITY = 'No facility has this id.';
const SETTINGS_ADMINS_ONLY = 'Only admins manage automatic assignment.';

function settingsProblems(body: z.infer<typeof schemas.zAssignmentSettingsInput>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const facilities = new Set<string>();
  body.facilityIds.forEach((id, i) => {
    if (facilities.has(id)) errors[`facilityIds.${i}`] = [TWICE_FACILITY];
    else if (!db.facilities.findFirst((q) => q.where({ id })))
      errors[`facilityIds.${i}`] = [UNKNOWN_FACILITY];
    facilities.add(id);
  });
  const types = new Set<string>();
  body.caseTypes.forEach((type, i) => {
    if (types.has(type)) errors[`caseTypes.${i}`] = [TWICE_TYPE];
    types.add(type);
  });
  return errors;
}

/** 422 for away dates that are not a pair, or end before they start (after the change is applied). */
function awayProblems(awayFrom: string | null, awayTo: string | null): Record<string, string[]> {
  if (!awayFrom !== !awayTo) {
    return { [awayFrom ? 'awayTo' : 'awayFrom']: ['Give both the first and the last day away, or neither.'] };
  }
  if (awayFrom && awayTo && awayTo < awayFrom) return { awayTo: [SENTENCES.assignment.awayEndsBeforeStart] };
  return {};
}

const unprocessable = (fieldErrors: Record<string, string[]>) =>
  fail(422, Object.values(fieldErrors)[0]![0]!, { fieldErrors });

export const assignmentHandlers = [
  operation('listAssignmentCandidates', 'Only admins assign cases.', ({ params }) => {
    const item = db.cases.findFirst((q) => q.where({ caseID: params.caseId }));
    if (!item) return fail(404, 'Case not found.');
    if (item.status !== 'Available' && item.status !== 'Assigned') {
      return fail(
        409,
        `Case ${item.caseRecordId} is ${item.status}: only an Available or Assigned case is assigned.`,
      );
    }
    const ranking = rankingFor(item);
    return ok('listAssignmentCandidates', {
      caseId: item.caseID,
      caseType: item.type.name,
      facility: facilityOf(item),
      eligible: ranking.eligible.map(candidateView),
      ineligible: ranking.ineligible.map(candidateView),
    });
  }),

  operation('getAssignmentProfile', ({ auth, params }) => {
    const admin = isAdminRole(auth.user.role);
    if (!admin && auth.user.id !== params.userId)
      return fail(403, 'You may only see your own assignment profile.');
    const user = db.users.findFirst((q) => q.where({ id: params.userId }));
    if (!user || !isProviderRole(user.role)) return fail(404, NO_PROVIDER);
    return ok('getAssignmentProfile', profileView(user.id));
  }),

  operation('updateAssignmentProfile', async ({ auth, params, body }) => {
    const admin = isAdminRole(auth.user.role);
    if (!admin && auth.user.id !== params.userId)
      return fail(403, 'You may only change your own away dates.');
    if (!admin && body.caseloadCap !== undefined) return fail(403, 'Only admins set a caseload cap.');
    const user = db.users.findFirst((q) => q.where({ id: params.userId }));
    if (!user || !isProviderRole(user.role)) return fail(404, NO_PROVIDER);
    const current = assignmentProfileOf(user.id);
    const next = {
      id: user.id,
      userId: user.id,
      caseloadCap: body.caseloadCap ?? current.caseloadCap,
      awayFrom: body.awayFrom === undefined ? current.awayFrom : body.awayFrom,
      awayTo: body.awayTo === undefined ? current.awayTo : body.awayTo,
      updatedAt: clockNow().toISOString(),
    };
    const problems = awayProblems(next.awayFrom, next.awayTo);
    if (Object.keys(problems).length) return unprocessable(problems);
    await db.assignmentProfiles.delete((q) => q.where({ userId: user.id }));
    await db.assignmentProfiles.create(next);
    const open = openCasesOf(user.id);
    const message =
      next.caseloadCap < open
        ? `Assignment profile saved. The cap of ${next.caseloadCap} is below the ${open} cases open: no case is ` +
          'assigned to them until fewer are open.'
        : SENTENCES.assignment.profileSaved;
    return ok('updateAssignmentProfile', profileView(user.id), { message });
  }),

  operation('getAssignmentSettings', SETTINGS_ADMINS_ONLY, () =>
    ok('getAssignmentSettings', assignmentSettings()),
  ),

  operation('updateAssignmentSettings', SETTINGS_ADMINS_ONLY, async ({ auth, body }) => {
    const problems = settingsProblems(body);
    if (Object.keys(problems).length) return unprocessable(problems);
    const next = {
      facilityIds: [...body.facilityIds].sort(),
      caseTypes: [...body.caseTypes].sort(),
      updatedAt: clockNow().toISOString(),
      updatedBy: personRef(auth.user),
    };
    await db.assignmentSettings.delete((q) => q.where({ id: SETTINGS_ID }));
    await db.assignmentSettings.create({ id: SETTINGS_ID, ...next });
    return ok('updateAssignmentSettings', next, { message: SENTENCES.assignment.settingsSaved });
  }),
];
