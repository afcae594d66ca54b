/**
 * The seeded tasks: general, QA and onboarding, in fixed proportions, drawn from the work seed's random numbers
 * (store/seed-work.ts) and dated back from SEED_NOW.
 */
import type { CaseRecord, UserRecord } from '../store/db';
import { personRef } from '../http/lists';
import { TASK_TYPES } from '../reference/data';
import { FACILITIES } from '../store/seed-data';
import { DAY, SEED_NOW, seedIso as iso, type Random } from '../store/seed-generate';
import type { WorkSeedContext } from '../store/seed-work';
import { seedDocument } from './review-handlers';
import { ONBOARDING_CHECKLIST, ONBOARDING_FILE_NAMES, QA_SEED_REVIEWS } from './reviews';
import type { TaskRecord } from './rules';

export const TASK_COUNT = 72;

const GENERAL_TITLES = [
  'Send the missing requisition form',
  'Confirm the specimen labels',
  'Mail the glass slides for a second opinion',
  'Upload the outside pathology report',
  'Update the billing contact of the facility',
  'Rescan slides flagged as blurry',
  'Confirm the patient’s insurance details',
  'Return the loaned blocks',
] as const;
/** Each general task's checklist, by its title (every item is required before the task is completed). */
const GENERAL_CHECKLISTS: Record<(typeof GENERAL_TITLES)[number], readonly string[]> = {
  'Send the missing requisition form': [
    'Find the requisition in the patient file',
    'Get the ordering physician’s signature',
    'Send the signed form',
  ],
  'Confirm the specimen labels': ['Compare the labels with the requisition', 'Correct any mismatch'],
  'Mail the glass slides for a second opinion': [
    'Pack the slides in a slide mailer',
    'Book the courier',
    'Record the tracking number',
  ],
  'Upload the outside pathology report': ['Request the report', 'Upload it to the case'],
  'Update the billing contact of the facility': [
    'Confirm the new contact with the office manager',
    'Update the contact details',
  ],
  'Rescan slides flagged as blurry': ['Pull the slides', 'Rescan at 40x', 'Upload the new images'],
  'Confirm the patient’s insurance details': ['Call the patient', 'Update the insurance payer'],
  'Return the loaned blocks': ['Collect the blocks', 'Ship them back', 'Record the return'],
};
/** What the seed's comments say: one when a task was started, one more when it was finished. */
const START_COMMENTS = [
  'Started on this today.',
  'Working on it; waiting for the courier.',
  'On it. Will update once the office confirms.',
] as const;
const FINISH_COMMENTS = ['All done; see the checklist.', 'Done, thanks.'] as const;
const TASK_STATUSES: TaskRecord['status'][] = ['Open', 'Open', 'InProgress', 'Completed', 'Cancelled'];

/**
 * TASK_COUNT tasks, task-0001 on; a scale seed numbers `count` more after `first` (its context says whether the
 * demo accounts get their share: the seed's tasks give some to the demo provider and the demo facility).
 */
export function generateTasks(
  random: Random,
  {
    users,
    admin,
    activeProviders,
    onboardingProviders,
    signedOut,
    facilityUsers,
    facilities,
    demo,
  }: WorkSeedContext,
  { first = 0, count = TASK_COUNT } = {},
): TaskRecord[] {
  return Array.from({ length: count }, (_, serial) => {
    const index = first + serial;
    const type = ((index % 3) + 1) as 1 | 2 | 3;
    const status = TASK_STATUSES[index % TASK_STATUSES.length]!;
    const createdAt = SEED_NOW - random.int(1, 90) * DAY - random.int(0, 86_000) * 1000;
    let title: string;
    let assignee: UserRecord | null = null;
    let facility: { id: string; name: string } | null = null;
    let item: CaseRecord | null = null;
    let createdBy: UserRecord = admin;
    let checklist: TaskRecord['checklist'] = [];
    if (type === 1) {
      // Every other general task belongs to the demo facility; some admin tasks go to the demo provider.
      const [id, name] =
        demo && index % 6 === 0 ? FACILITIES[0] : facilities[random.int(0, facilities.length - 1)]!;
      title = random.pick(GENERAL_TITLES);
      if (demo && index % 9 === 3) {
        assignee = users.find((u) => u.id === 'usr-provider')!;
      } else {
        facility = { id, name };
        const staff = facilityUsers(id);
        assignee = random.next() < 0.7 ? (staff[index % Math.max(staff.length, 1)] ?? null) : null;
        createdBy = random.next() < 0.5 && staff.length ? staff[0]! : admin;
      }
    } else if (type === 2) {
      item = signedOut[(index * 7) % signedOut.length]!;
      facility = item.facility;
      const signer = item.finalReport?.signedOutBy.id;
      const candidates = activeProviders.filter((p) => p.id !== signer);
      assignee =
        demo && index % 4 === 1 && signer !== 'usr-provider'
          ? users.find((u) => u.id === 'usr-provider')!
          : random.pick(candidates);
      title = `QA review of ${item.caseRecordId}`;
    } else {
      assignee =
        demo && index % 4 === 2
          ? users.find((u) => u.id === 'usr-provisional-provider')!
          : onboardingProviders[index % onboardingProviders.length]!;
      title = `Onboarding: ${assignee.firstName} ${assignee.lastName}`;
      const ticked = status === 'Completed' ? ONBOARDING_CHECKLIST.length : status === 'InProgress' ? 3 : 0;
      // Each done item names its document (decision 030).
      checklist = ONBOARDING_CHECKLIST.map((label, i) => ({
        label,
        done: i < ticked,
        documentId: i < ticked ? `seed-task-${String(index + 1).padStart(4, '0')}-d${i + 1}` : null,
      }));
    }
    // Most general tasks carry their title's checklist, ticked as far as the status says (none when Open,
    // half when started, all when Completed, the first item when Cancelled); every seventh has none.
    if (type === 1 && index % 7 !== 5) {
      const items = GENERAL_CHECKLISTS[title as (typeof GENERAL_TITLES)[number]] ?? [];
      const ticked = {
        Open: 0,
        InProgress: Math.ceil(items.length / 2),
        Completed: items.length,
        Cancelled: 1,
      }[status];
      checklist = items.map((label, i) => ({ label, done: i < ticked }));
    }
    const startedAt = status === 'Open' ? null : createdAt + random.int(1, 72) * 3600_000;
    const finishedAt = startedAt === null ? null : startedAt + random.int(1, 96) * 3600_000;
    const updatedAt =
      status === 'Completed' || status === 'Cancelled' ? finishedAt! : (startedAt ?? createdAt);
    const id = `task-${String(index + 1).padStart(4, '0')}`;
    // A started task has a comment from whoever works on it, a finished one a second (no random draws, so the
    // rest of the seed stays as it was).
    const commenter = personRef(assignee ?? createdBy);
    const comments: TaskRecord['comments'] =
      startedAt === null
        ? []
        : [
            {
              id: `${id}-c1`,
              author: commenter,
              body: START_COMMENTS[index % START_COMMENTS.length]!,
              createdAt: iso(startedAt + 3600_000),
            },
            ...(status === 'Completed'
              ? [
                  {
                    id: `${id}-c2`,
                    author: commenter,
                    body: FINISH_COMMENTS[index % FINISH_COMMENTS.length]!,
                    createdAt: iso(finishedAt!),
                  },
                ]
              : []),
          ];
    const taskNumber = `TSK-${String(index + 1).padStart(6, '0')}`;
    // A completed QA task carries its grade (no random draws: the rest of the seed stays as it was).
    const qaSeed = QA_SEED_REVIEWS[Math.floor(index / 3) % QA_SEED_REVIEWS.length]!;
    return {
      id,
      taskNumber,
      type,
      typeKey: TASK_TYPES[type].key,
      typeLabel: TASK_TYPES[type].label,
      title,
      description:
        type === 2
          ? 'Second read of the final diagnosis and report for quality assurance.'
          : type === 3
            ? 'Collect the documents needed to activate the provider’s account.'
            : null,
      status,
      priority: random.pick(['Low', 'Normal', 'Normal', 'High', 'Urgent'] as const),
      // A facility's own general tasks are its own; an admin's for a facility are shared; the rest the operator's.
      ownerGroup: type !== 1 || !facility ? 'Operator' : createdBy === admin ? 'Both' : 'Facility',
      assignee: assignee ? personRef(assignee) : null,
      facility,
      case: item ? { caseID: item.caseID, caseRecordId: item.caseRecordId } : null,
      createdBy: personRef(createdBy),
      dueDate: new Date(createdAt + random.int(3, 30) * DAY).toISOString().slice(0, 10),
      checklist,
      comments,
      resolution:
        status === 'Completed'
          ? type === 2
            ? qaSeed.comment
            : 'Done.'
          : status === 'Cancelled'
            ? 'No longer needed.'
            : null,
      qaReview:
        type === 2 && status === 'Completed'
          ? { ...qaSeed, reviewedBy: personRef(assignee!), reviewedAt: iso(finishedAt!) }
          : null,
      documents: checklist
        .filter((item) => item.documentId)
        .map((item, i) =>
          seedDocument(
            item.documentId!,
            ONBOARDING_FILE_NAMES[i]!,
            { taskNumber, title },
            personRef(assignee!),
            iso(startedAt ?? createdAt),
          ),
        ),
      submittedAt: type === 3 && status === 'Completed' ? iso(finishedAt!) : null,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
      startedAt: status === 'Open' || status === 'Cancelled' ? null : iso(startedAt!),
      completedAt: status === 'Completed' ? iso(finishedAt!) : null,
      cancelledAt: status === 'Cancelled' ? iso(finishedAt!) : null,
    };
  });
}
