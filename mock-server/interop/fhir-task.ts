/**
 * A case as the FHIR `Task` a FHIR-first laboratory system follows (decision 137): derived from the case each time
 * it is read, so its status cannot drift from the case's. `taskOf` is pure; `taskOfCase` gathers what it needs
 * (the order's identifiers as sent, order-origin.ts). Every case of the facility answers one, however it was
 * ordered: a hospital that ordered by HL7 or a ServiceRequest follows the case the same way.
 */
import type {
  Identifier,
  Organization,
  Practitioner,
  PractitionerRole,
  Reference,
  Task,
} from '@medplum/fhirtypes';
import type { components } from '../../contracts';
import type { CaseRecord } from '../store/db';
import { PATHBRIDGE_SYSTEM, orderIdOf, orderIdentifiers, patientIdOf, requesterOf } from './fhir-identifiers';
import { lastUpdatedOf } from './fhir-report';
import { originOfCase } from './order-input';
import type { FhirParty } from './order-origin';

type CaseStatus = components['schemas']['CaseStatus'];
type TaskStatus = Task['status'];

/** The Task's id: one Task per case. */
export const taskIdOf = (item: Pick<CaseRecord, 'caseID'>) => `${item.caseID}-task`;

/** PathBridge's case status, the Task's `businessStatus` coding. */
export const CASE_STATUS_SYSTEM = `${PATHBRIDGE_SYSTEM}/CodeSystem/case-status`;

/**
 * The Task's status from the case's: `received` while the facility prepares it (Draft) and while it waits for a
 * pathologist (Available); `accepted` once one has it (Assigned), `in-progress` once they have saved a draft of
 * the report; `completed` at sign-out; `cancelled` with the case. Nothing refuses a case once received, so no
 * Task is ever `rejected` (an order with a problem is refused before any case, with no Task).
 */
export function taskStatusOf(status: CaseStatus, reading: boolean): TaskStatus {
  switch (status) {
    case 'Draft':
    case 'Available':
      return 'received';
    case 'Assigned':
      return reading ? 'in-progress' : 'accepted';
    case 'SignOutCompleted':
      return 'completed';
    case 'Cancelled':
      return 'cancelled';
  }
}

/** What `businessStatus.text` says of each step, in PathBridge's words. */
export const BUSINESS_STATUS = {
  Draft: 'Draft: the facility is preparing the case.',
  Available: 'Sent out: waiting for a pathologist.',
  Assigned: 'Assigned: a pathologist has the case.',
  Reading: 'Reading: the pathologist is writing the report.',
  SignOutCompleted: 'Signed out: the report is final.',
  Amended: 'Signed out: the report was amended.',
  Cancelled: 'Cancelled.',
} as const;

function businessStatusText(item: CaseRecord, reading: boolean): string {
  if (item.status === 'Assigned' && reading) return BUSINESS_STATUS.Reading;
  if (item.status === 'SignOutCompleted' && item.finalReport?.addenda.length) return BUSINESS_STATUS.Amended;
  return BUSINESS_STATUS[item.status];
}

const PRIORITY = { Routine: 'routine', Rush: 'urgent', STAT: 'stat' } as const;
const LOINC = 'http://loinc.org';

/**
 * When the case last changed, as its Task says: never before the report's last issue, nor before the case was
 * made (R4's inv-1 holds lastModified to authoredOn, whatever clock wrote the times).
 */
export function lastModifiedOf(item: CaseRecord): string {
  const changed = item.finalReport ? lastUpdatedOf(item, item.finalReport).case : item.updatedAt;
  return Date.parse(changed) >= Date.parse(item.createdAt) ? changed : item.createdAt;
}

/** Who may ask for a Task and who may own it: the order names one of these by its identifier. */
type Party = Organization | Practitioner | PractitionerRole;

/** A reference as the order named it (display, identifier); undefined when it named nothing. */
const asReference = (party: FhirParty | null | undefined): Reference<Party> | undefined =>
  party && (party.display || party.identifier)
    ? {
        ...(party.identifier && { identifier: party.identifier as Identifier }),
        ...(party.display && { display: party.display }),
      }
    : undefined;

/** What the Task echoes of the order: its placer identifier, who asked and, for a Task order, the Task's own. */
export interface TaskContext {
  placer: Identifier;
  requester: NonNullable<Task['requester']>;
  sent: { identifiers: Identifier[]; requester: FhirParty | null; owner: FhirParty | null } | null;
}

/** The case's Task (pure): its status and times from the case's, the report as its output once signed out. */
export function taskOf(item: CaseRecord, context: TaskContext): Task {
  const reading = item.status === 'Assigned' && item.reportDraft !== null;
  const status = taskStatusOf(item.status, reading);
  const lastModified = lastModifiedOf(item);
  const order = `ServiceRequest/${orderIdOf(item)}`;
  const owner = asReference(context.sent?.owner);
  return {
    resourceType: 'Task',
    id: taskIdOf(item),
    meta: { lastUpdated: lastModified },
    identifier: [
      ...(context.sent?.identifiers ?? []),
      { system: `${PATHBRIDGE_SYSTEM}/case`, value: item.caseID },
    ],
    basedOn: [{ reference: order, identifier: context.placer }],
    status,
    businessStatus: {
      coding: [{ system: CASE_STATUS_SYSTEM, code: item.status }],
      text: businessStatusText(item, reading),
    },
    intent: 'order',
    priority: PRIORITY[item.priority],
    code: {
      coding: [{ system: 'http://hl7.org/fhir/CodeSystem/task-code', code: 'fulfill' }],
      text: `${item.type.displayName} consultation`,
    },
    focus: { reference: order },
    for: { reference: `Patient/${patientIdOf(item)}` },
    authoredOn: item.createdAt,
    lastModified,
    requester: asReference(context.sent?.requester) ?? context.requester,
    ...(owner && { owner }),
    ...(item.assignedAt && status !== 'received' && status !== 'cancelled'
      ? {
          executionPeriod: {
            start: item.assignedAt,
            ...(item.finalReport && { end: item.finalReport.signedOutAt }),
          },
        }
      : {}),
    ...(status === 'completed' && {
      output: [
        {
          type: { coding: [{ system: LOINC, code: '11526-1', display: 'Pathology study' }] },
          valueReference: { reference: `DiagnosticReport/${item.caseID}` },
        },
      ],
    }),
  };
}

/** The case's Task, with the order's identifiers as it sent them. */
export function taskOfCase(item: CaseRecord): Task {
  const placer = orderIdentifiers(item)[0]!;
  const sent = originOfCase(item)?.fhir?.task;
  return taskOf(item, {
    placer,
    requester: requesterOf(item),
    sent: sent
      ? { identifiers: sent.identifiers as Identifier[], requester: sent.requester, owner: sent.owner }
      : null,
  });
}
