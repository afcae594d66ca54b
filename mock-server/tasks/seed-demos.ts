/**
 * The demo of the QA and onboarding tasks (decision 030), seeded last so nothing seeded before moves:
 * - a new provider (`new.provider@demo.test`, status New) with a profile, a registration and an open
 *   onboarding task (task-0074), nothing uploaded yet;
 * - an open QA task (task-0073) for the demo provider on a signed-out case of the demo facility that someone
 *   else read and signed out, with slides.
 */
import { db } from '../store/db';
import { personRef } from '../http/lists';
import { SEED_NOW } from '../store/seed-generate';
import { EMPTY_REGISTRATION } from '../users/views';
import { TASK_TYPES } from '../reference/data';
import { ONBOARDING_CHECKLIST } from './reviews';
import type { TaskRecord } from './rules';

export const NEW_PROVIDER = {
  id: 'usr-new-provider',
  email: 'new.provider@demo.test',
  firstName: 'Nadia',
  lastName: 'Haddad',
  role: 'Provider',
  status: 'New',
} as const;

export const DEMO_QA_TASK_ID = 'task-0073';
export const DEMO_ONBOARDING_TASK_ID = 'task-0074';

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString();

/** What both demo tasks share: open, the operator's, nothing done yet. */
const baseTask = (): Pick<
  TaskRecord,
  | 'status'
  | 'priority'
  | 'ownerGroup'
  | 'checklist'
  | 'comments'
  | 'resolution'
  | 'qaReview'
  | 'documents'
  | 'submittedAt'
  | 'startedAt'
  | 'completedAt'
  | 'cancelledAt'
> => ({
  status: 'Open',
  priority: 'High',
  ownerGroup: 'Operator',
  checklist: [],
  comments: [],
  resolution: null,
  qaReview: null,
  documents: [],
  submittedAt: null,
  startedAt: null,
  completedAt: null,
  cancelledAt: null,
});

export async function seedTaskDemos(passwordHash: string) {
  const admin = db.users.findFirst((q) => q.where({ id: 'usr-admin' }))!;
  const createdAt = iso(SEED_NOW - 2 * DAY);
  const dueDate = iso(SEED_NOW + 5 * DAY).slice(0, 10);

  const provider = await db.users.create({
    ...NEW_PROVIDER,
    passwordHash,
    facilityId: null,
    bannerMessage: null,
  });
  await db.userProfiles.create({
    userId: provider.id,
    userType: 'Physician',
    staffRole: null,
    phone: '+1 (555) 010-7374',
    specialty: 'Pathology',
    workAuthorization: 'Citizen',
    experience: '3-5',
    country: 'US',
    state: 'MA',
    city: 'Boston',
    createdAt,
    updatedAt: createdAt,
  });
  await db.registrations.create({
    ...EMPTY_REGISTRATION,
    id: 'reg-demo-new-provider',
    kind: 'provider',
    status: 'New',
    userId: provider.id,
    firstName: provider.firstName,
    lastName: provider.lastName,
    email: provider.email,
    phone: '+1 (555) 010-7374',
    specialty: 'Pathology',
    workAuthorization: 'Citizen',
    experience: '3-5',
    licensedStates: ['MA'],
    country: 'US',
    state: 'MA',
    city: 'Boston',
    submittedAt: createdAt,
    updatedAt: createdAt,
  });

  // A signed-out case of the demo facility with slides, neither read nor signed out by the demo provider.
  const item = db.cases
    .all()
    .sort((a, b) => a.caseID.localeCompare(b.caseID))
    .find(
      (c) =>
        c.status === 'SignOutCompleted' &&
        c.facility.id === 'fac-001' &&
        c.finalReport !== null &&
        c.assignedProvider?.id !== 'usr-provider' &&
        c.finalReport.signedOutBy.id !== 'usr-provider' &&
        c.slides.some((s) => s.subsections.some((sub) => sub.images.length > 0)),
    );
  const reviewer = db.users.findFirst((q) => q.where({ id: 'usr-provider' }))!;
  const tasks: TaskRecord[] = [];
  if (item) {
    tasks.push({
      ...baseTask(),
      id: DEMO_QA_TASK_ID,
      taskNumber: 'TSK-000073',
      type: 2,
      typeKey: TASK_TYPES[2].key,
      typeLabel: TASK_TYPES[2].label,
      title: `QA review of ${item.caseRecordId}`,
      description: 'Second read of the final diagnosis and report for quality assurance.',
      assignee: personRef(reviewer),
      facility: item.facility,
      case: { caseID: item.caseID, caseRecordId: item.caseRecordId },
      createdBy: personRef(admin),
      dueDate,
      createdAt,
      updatedAt: createdAt,
    });
  }
  tasks.push({
    ...baseTask(),
    id: DEMO_ONBOARDING_TASK_ID,
    taskNumber: 'TSK-000074',
    type: 3,
    typeKey: TASK_TYPES[3].key,
    typeLabel: TASK_TYPES[3].label,
    title: `Onboarding: ${provider.firstName} ${provider.lastName}`,
    description: 'Collect the documents needed to activate the provider’s account.',
    priority: 'Normal',
    assignee: personRef(provider),
    facility: null,
    case: null,
    createdBy: personRef(admin),
    dueDate,
    checklist: ONBOARDING_CHECKLIST.map((label) => ({ label, done: false, documentId: null })),
    createdAt,
    updatedAt: createdAt,
  });
  for (const task of tasks) await db.tasks.create(task);
}
