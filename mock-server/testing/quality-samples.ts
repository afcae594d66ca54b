/** What the sampled-QA mock tests share: a case to sign out, the only eligible reviewer, a rate, a sign-out. */
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../store/seed';
import { isProviderRole } from '../../contracts';
import { db, type CaseRecord } from '../store/db';
import { ADMIN, PROVIDER, clientFor, type Client } from './test-clients';

export const casePath = (caseId: string) => ({ params: { path: { caseId } } });
export const taskPath = (taskId: string) => ({ params: { path: { taskId } } });

/** An Assigned surgical case of the demo facility, assigned to an active provider other than the demo provider. */
export function caseForReview(): { item: CaseRecord; signerEmail: string } {
  for (const item of db.cases.all()) {
    const signerId = item.assignedProvider?.id;
    if (item.status !== 'Assigned' || !signerId || signerId === REVIEWER) continue;
    if (item.type.name !== 'surgical') continue;
    const signer = db.users.findFirst((q) => q.where({ id: signerId }));
    if (signer?.status === 'Active' && isProviderRole(signer.role))
      return { item, signerEmail: signer.email };
  }
  throw new Error('The seed has no case for this test.');
}

/** The reviewer these tests make the only eligible provider (whatever registrations the seed gives others). */
export const REVIEWER = 'usr-provider';
const AWAY = { awayFrom: '2020-01-01', awayTo: '2099-12-31' };

/**
 * Every provider but `reviewer` away for good (the assignment rules' `away`), and the reviewer registered for the
 * case's facility (`null`: everyone away).
 */
export async function onlyEligible(item: CaseRecord, reviewer: string | null) {
  const facility = db.facilities.findFirst((q) => q.where({ id: item.facility.id }))!;
  for (const user of db.users.all().filter((u) => isProviderRole(u.role))) {
    await db.assignmentProfiles.delete((q) => q.where({ userId: user.id }));
    const away = user.id === reviewer ? { awayFrom: null, awayTo: null } : AWAY;
    await db.assignmentProfiles.create({
      id: `ap-${user.id}`,
      userId: user.id,
      caseloadCap: 20,
      ...away,
      updatedAt: null,
    });
  }
  if (!reviewer) return;
  await db.registrations.updateMany((q) => q.where({ userId: reviewer, kind: 'provider' }), {
    data(draft) {
      draft.licensedStates = [...new Set([...draft.licensedStates, facility.state ?? 'WA'])];
    },
  });
}

export async function setRate(admin: Client, caseType: CaseRecord['type']['name'], ratePercent: number) {
  const put = await admin.PUT('/api/admin/quality/settings', {
    body: { rates: [{ caseType, ratePercent }] },
  });
  expect(put.response.status).toBe(200);
}

export async function signOut(email: string, item: CaseRecord) {
  const signer = await clientFor(email, DEMO_PASSWORD);
  const done = await signer.POST('/api/cases/{caseId}/sign-out', {
    ...casePath(item.caseID),
    body: { primaryDiagnosis: 'Basal cell carcinoma, nodular type; margins clear.' },
  });
  expect(done.response.status).toBe(200);
  return signer;
}

export const qaTasksOf = (caseID: string) =>
  db.tasks.all().filter((t) => t.type === 2 && t.case?.caseID === caseID);

/** A surgical case signed out at rate 100 with the demo provider the only eligible reviewer: its open QA task. */
export async function sampled() {
  const admin = await clientFor(ADMIN);
  const { item, signerEmail } = caseForReview();
  await onlyEligible(item, REVIEWER);
  await setRate(admin, item.type.name, 100);
  const signer = await signOut(signerEmail, item);
  const task = qaTasksOf(item.caseID).find((t) => t.status === 'Open')!;
  return { admin, signer, item, task, reviewer: await clientFor(PROVIDER) };
}
