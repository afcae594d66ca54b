/**
 * The seed of tasks, billing records, enquiries, case attachments and case links: drawn from its own fixed
 * random seed (so the people and case seed stay as they are), dated back from SEED_NOW. Runs after the users
 * and cases are seeded, and reads them.
 *
 * Seeded attachments are metadata only (`placeholder: true`): their small placeholder PDF is written into the
 * uploads folder on first download, with the size and checksum recorded here.
 */
import { db, type CaseRecord, type UserRecord } from '../db';
import { FACILITIES, FIRST_NAMES, LAST_NAMES } from '../seed-data';
import { SEED, SEED_NOW, createRandom } from '../seed-generate';
import { seededPlaceholder } from '../handlers/attachments';
import { seedDocument } from '../handlers/task-reviews';
import { sha256 } from './files';
import { personRef } from '../lists';
import {
  BILLING_COMPONENT_LABELS,
  CANADIAN_PROVINCES,
  INSURANCE_PAYERS,
  TASK_TYPES,
  US_STATES,
} from './reference-data';
import type { TaskRecord } from './tasks';
import { ONBOARDING_CHECKLIST, ONBOARDING_FILE_NAMES, QA_SEED_REVIEWS } from './task-reviews';
import { addDays, type BillingRecord } from './billing';

export const TASK_COUNT = 72;
export const ENQUIRY_COUNT = 48;
const DAY = 86_400_000;
const iso = (time: number) => new Date(Math.min(time, SEED_NOW)).toISOString();

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
const ENQUIRY_ORGANISATIONS = [
  'Back Bay Pathology Partners',
  'Great Lakes Dermatology',
  'Sierra Diagnostic Laboratory',
  'Coastal Women’s Clinic',
  'Pinecrest Surgical Associates',
  'Northern Lights Medical Group',
  'Red River Pathology Lab',
  'Harbourview Family Practice',
] as const;
const ORG_KINDS = ['Pathology Lab', 'Pathologist Group', 'Clinic/Facility', 'Other'] as const;
const LEAD_STATUSES = [
  ['Prospect', 'prospect'],
  ['Interested', 'interested'],
  ['Follow_up', 'follow_up'],
  ['Not_Interested', 'not_interested'],
  ['Ineligible', 'not_interested'],
  ['ProvisionallyActive', 'onboarding_in_progress'],
  ['Active', 'active'],
  ['Deactivated', 'not_interested'],
] as const;
const TASK_STATUSES: TaskRecord['status'][] = ['Open', 'Open', 'InProgress', 'Completed', 'Cancelled'];
const BILLING_STATUSES: BillingRecord['status'][] = [
  'Draft',
  'Invoiced',
  'Invoiced',
  'Paid',
  'Paid',
  'Paid',
  'Void',
];
const SLOT_FILES = {
  clinicalHistoryLetter: 'Clinical history letter.pdf',
  labReports: 'Lab report.pdf',
  radiologyEndoscopyOperation: 'Radiology report.pdf',
  otherClinical: 'Referral notes.pdf',
  primaryPhysician: 'Primary physician letter.pdf',
} as const;

export async function seedWork() {
  const random = createRandom(SEED + 1);
  const users = db.users.all();
  const cases = db.cases.all().sort((a, b) => a.caseID.localeCompare(b.caseID));
  const admin = users.find((u) => u.id === 'usr-admin')!;
  const activeProviders = users.filter((u) => u.role === 'Provider' && u.status === 'Active');
  // The new demo provider (seed-task-demos.ts) is seeded later with an onboarding task of their own.
  const onboardingProviders = users.filter(
    (u) =>
      u.role === 'Provider' &&
      u.id !== 'usr-new-provider' &&
      ['New', 'In Progress', 'Provisionally Active'].includes(u.status),
  );
  const signedOut = cases.filter((c) => c.status === 'SignOutCompleted');
  const facilityUsers = (facilityId: string) =>
    users.filter((u) => u.facilityId === facilityId && u.status === 'Active');

  for (const task of generateTasks()) await db.tasks.create(task);
  for (const record of generateBilling()) await db.billingRecords.create(record);
  for (const enquiry of generateEnquiries()) await db.enquiries.create(enquiry);
  for (const attachment of generateAttachments()) await db.attachments.create(attachment);
  for (const child of cases.filter((c) => c.caseRelation === 'Child')) {
    const parent = cases.find(
      (c) =>
        c.caseRelation === 'Parent' && c.facility.id === child.facility.id && c.createdAt < child.createdAt,
    );
    if (parent) await db.caseLinks.create({ caseID: child.caseID, parentCaseId: parent.caseID });
  }

  function generateTasks(): TaskRecord[] {
    return Array.from({ length: TASK_COUNT }, (_, index) => {
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
          index % 6 === 0 ? FACILITIES[0] : FACILITIES[random.int(0, FACILITIES.length - 1)]!;
        title = random.pick(GENERAL_TITLES);
        if (index % 9 === 3) {
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
          index % 4 === 1 && signer !== 'usr-provider'
            ? users.find((u) => u.id === 'usr-provider')!
            : random.pick(candidates);
        title = `QA review of ${item.caseRecordId}`;
      } else {
        assignee =
          index % 4 === 2
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

  function generateBilling(): BillingRecord[] {
    // One record per signed-out case, plus a separate technical component for a dozen professional-only cases.
    const entries = [
      ...signedOut.map((c) => [c, c.billingComponent] as const),
      ...signedOut
        .filter((c) => c.billingComponent === 0)
        .slice(0, 12)
        .map((c) => [c, 1] as const),
    ];
    return entries.map(([item, component], index) => {
      const status = BILLING_STATUSES[index % BILLING_STATUSES.length]!;
      const signedOutAt = Date.parse(item.finalReport?.signedOutAt ?? item.updatedAt);
      const createdAt = signedOutAt + random.int(1, 5) * DAY;
      const invoiceDate = status === 'Draft' ? null : new Date(createdAt + DAY).toISOString().slice(0, 10);
      const facilityCountry = FACILITIES.find(([id]) => id === item.facility.id)?.[4];
      const base = { 0: random.int(80, 220), 1: random.int(50, 160), 2: random.int(140, 380) }[component];
      const payer = random.next() < 0.1 ? null : random.pick(INSURANCE_PAYERS);
      const id = `bill-${String(index + 1).padStart(4, '0')}`;
      const updatedAt =
        status === 'Draft'
          ? createdAt
          : status === 'Invoiced'
            ? createdAt + DAY
            : createdAt + random.int(5, 40) * DAY;
      return {
        id,
        invoiceNumber: `INV-${new Date(createdAt).getUTCFullYear()}-${String(index + 1).padStart(6, '0')}`,
        case: { caseID: item.caseID, caseRecordId: item.caseRecordId },
        facility: item.facility,
        patientName: `${item.patientInfo.firstName} ${item.patientInfo.lastName}`,
        billingComponent: component,
        billingComponentLabel: BILLING_COMPONENT_LABELS[component],
        cptCodes:
          random.next() < 0.3 ? ['88305', '88342'] : [random.pick(['88305', '88307', '88309', '88312'])],
        amountCents: base * 100 + random.pick([0, 25, 50, 75]),
        currency: facilityCountry === 'Canada' ? 'CAD' : 'USD',
        status,
        payer: payer ? { id: payer.value, name: payer.label } : null,
        serviceDate: new Date(signedOutAt).toISOString().slice(0, 10),
        invoiceDate,
        dueDate: invoiceDate ? addDays(invoiceDate, 30) : null,
        paidAt: status === 'Paid' ? iso(updatedAt) : null,
        voidedAt: status === 'Void' ? iso(updatedAt) : null,
        voidReason: status === 'Void' ? 'Duplicate of another invoice.' : null,
        notes: index % 10 === 0 ? 'Patient asked for an itemised statement.' : null,
        createdBy: personRef(admin),
        createdAt: iso(createdAt),
        updatedAt: iso(updatedAt),
      };
    });
  }

  function generateEnquiries() {
    return Array.from({ length: ENQUIRY_COUNT }, (_, index) => {
      const [status, stage] = LEAD_STATUSES[index % LEAD_STATUSES.length]!;
      const country = index % 6 === 5 ? 'Other' : index % 6 === 4 ? 'Canada' : 'US';
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const organisation = random.pick(ENQUIRY_ORGANISATIONS);
      const createdAt = SEED_NOW - random.int(1, 200) * DAY - random.int(0, 86_000) * 1000;
      const digits = String(random.int(1000, 9999));
      return {
        id: `enq-${String(index + 1).padStart(4, '0')}`,
        salutation: random.pick(['None', 'Dr.', 'Dr.', 'Mr.', 'Ms.', 'Mrs.', 'Prof.', 'Mx.'] as const),
        firstName,
        lastName,
        email: `${firstName}.${lastName}.${index + 1}@leads.demo.test`
          .normalize('NFD')
          .replace(/[^A-Za-z0-9.@]/g, '')
          .toLowerCase(),
        phone: country === 'Other' ? `+44 207 946 ${digits}` : `+1 (${random.int(201, 989)}) 555-${digits}`,
        organisation,
        organisationKind: ORG_KINDS[index % ORG_KINDS.length]!,
        country,
        state:
          country === 'US'
            ? random.pick(US_STATES).value
            : country === 'Canada'
              ? random.pick(CANADIAN_PROVINCES).value
              : null,
        service: random.pick(['Send Out', 'Pick Up', 'Both'] as const),
        caseScope: random.pick([
          'only_full_global_cases',
          'professional_component',
          'technical_component',
          'all',
        ] as const),
        leadSource: random.pick([
          'Website',
          'Website',
          'Email Campaign',
          'Inbound Email',
          'Conference',
          'Other',
        ] as const),
        status,
        stage,
        message: index % 3 === 0 ? 'Please send us information about turnaround times and pricing.' : null,
        notes: status === 'Prospect' ? null : 'Spoke on the phone; see CRM for details.',
        followUps:
          status === 'Prospect'
            ? []
            : [
                {
                  id: `enq-${String(index + 1).padStart(4, '0')}-note-1`,
                  text: 'First call: interested, asked for pricing.',
                  createdAt: iso(createdAt + DAY),
                  createdBy: personRef(admin),
                },
              ],
        createdAt: iso(createdAt),
        updatedAt: iso(createdAt + random.int(0, 30) * DAY),
      } as const;
    });
  }

  function generateAttachments() {
    const slots = Object.keys(SLOT_FILES) as Array<keyof typeof SLOT_FILES>;
    let serial = 0;
    return cases
      .filter((_, i) => i % 5 === 0)
      .flatMap((item, n) =>
        slots.slice(n % slots.length, (n % slots.length) + 1 + (n % 2)).map((slot) => {
          const fileName = SLOT_FILES[slot];
          const bytes = seededPlaceholder({ fileName, slot }, item);
          const id = `att-${(++serial).toString(16).padStart(16, '0')}`;
          return {
            id,
            caseID: item.caseID,
            slot,
            fileName,
            contentType: 'application/pdf',
            sizeBytes: bytes.byteLength,
            sha256: sha256(bytes),
            uploadedBy: item.createdBy,
            uploadedAt: iso(Date.parse(item.createdAt) + 3600_000),
            storageKey: id,
            placeholder: true,
          };
        }),
      );
  }
}
