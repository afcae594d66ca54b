/**
 * Stateful sequences, declared once per resource that has them: create → read → update → (delete → read again).
 * A resource just created must be found by the operations that name it (ensure_resource_availability); one
 * just deleted must be gone, 404 (use_after_free); a create that takes an Idempotency-Key, sent again with its
 * key and body, must answer the same resource (idempotent_replay). Bodies are the contract's examples first, then generated
 * valid ones, until the server accepts one; a sequence whose create is refused every time is skipped.
 */
export type Expectation = 'create' | 'available' | 'delete' | 'gone' | 'replay';

export interface Step {
  operationId: string;
  /** The role that calls; none for a public operation. */
  role?: string;
  expect: Expectation;
  /** After a create: the ids the answer's `data` gives, by parameter name. */
  save?: (data: Record<string, unknown>) => Record<string, string>;
  /**
   * A create sent with a fresh `Idempotency-Key`; a later `replay` step sends the same request again and expects
   * the id under this parameter name back (idempotent_replay).
   */
  idempotencyKey?: string;
}

export interface Sequence {
  resource: string;
  steps: Step[];
  /**
   * Body fields of its create taken from what the ways in made (field → the ways' state key): the sequence runs
   * after them, on a record of the run's own.
   */
  madeByWays?: Record<string, string>;
}

const id =
  (name: string, field = 'id') =>
  (data: Record<string, unknown>) => ({ [name]: String(data[field]) });

export const SEQUENCES: Sequence[] = [
  {
    resource: 'group',
    steps: [
      { operationId: 'createGroup', role: 'Admin', expect: 'create', save: id('groupId') },
      { operationId: 'getGroup', role: 'Admin', expect: 'available' },
      { operationId: 'updateGroup', role: 'Admin', expect: 'available' },
      { operationId: 'deleteGroup', role: 'Admin', expect: 'delete' },
      { operationId: 'getGroup', role: 'Admin', expect: 'gone' },
      { operationId: 'updateGroup', role: 'Admin', expect: 'gone' },
      { operationId: 'deleteGroup', role: 'Admin', expect: 'gone' },
    ],
  },
  {
    resource: 'backend service client',
    steps: [
      {
        operationId: 'registerBackendServiceClient',
        role: 'MedicalFacility',
        expect: 'create',
        save: id('clientId', 'clientId'),
      },
      { operationId: 'listBackendServiceClients', role: 'MedicalFacility', expect: 'available' },
      { operationId: 'removeBackendServiceClient', role: 'MedicalFacility', expect: 'delete' },
      { operationId: 'removeBackendServiceClient', role: 'MedicalFacility', expect: 'gone' },
    ],
  },
  {
    resource: 'case and its attachment',
    steps: [
      {
        operationId: 'createCase',
        role: 'MedicalFacility',
        expect: 'create',
        save: id('caseId', 'caseID'),
        idempotencyKey: 'caseId',
      },
      { operationId: 'createCase', role: 'MedicalFacility', expect: 'replay' },
      { operationId: 'getCase', role: 'MedicalFacility', expect: 'available' },
      { operationId: 'updateCase', role: 'MedicalFacility', expect: 'available' },
      { operationId: 'getCaseRelations', role: 'MedicalFacility', expect: 'available' },
      { operationId: 'listCaseAttachments', role: 'MedicalFacility', expect: 'available' },
      {
        operationId: 'uploadCaseAttachment',
        role: 'MedicalFacility',
        expect: 'create',
        save: id('attachmentId'),
      },
      { operationId: 'downloadCaseAttachment', role: 'MedicalFacility', expect: 'available' },
      { operationId: 'deleteCaseAttachment', role: 'MedicalFacility', expect: 'delete' },
      { operationId: 'downloadCaseAttachment', role: 'MedicalFacility', expect: 'gone' },
      { operationId: 'deleteCaseAttachment', role: 'MedicalFacility', expect: 'gone' },
    ],
  },
  {
    resource: 'user',
    steps: [
      { operationId: 'createUser', role: 'Admin', expect: 'create', save: id('userId') },
      { operationId: 'getUser', role: 'Admin', expect: 'available' },
      { operationId: 'getUserStatus', role: 'Admin', expect: 'available' },
      { operationId: 'updateUser', role: 'Admin', expect: 'available' },
    ],
  },
  {
    resource: 'facility account',
    steps: [
      { operationId: 'createAccount', role: 'Admin', expect: 'create', save: id('accountId') },
      { operationId: 'getAccount', role: 'Admin', expect: 'available' },
      { operationId: 'updateAccount', role: 'Admin', expect: 'available' },
    ],
  },
  {
    resource: 'task',
    steps: [
      { operationId: 'createTask', role: 'Admin', expect: 'create', save: id('taskId') },
      { operationId: 'getTask', role: 'Admin', expect: 'available' },
      { operationId: 'addTaskComment', role: 'Admin', expect: 'available' },
      { operationId: 'updateTask', role: 'Admin', expect: 'available' },
      { operationId: 'cancelTask', role: 'Admin', expect: 'available' },
    ],
  },
  {
    // On the run's own signed-out case: the example's case has had its record (one per case and component) since
    // the first run on a server, and a found case is not the run's to bill.
    resource: 'billing record',
    madeByWays: { caseId: 'signedOutCaseId' },
    steps: [
      { operationId: 'createBillingRecord', role: 'Admin', expect: 'create', save: id('billingId') },
      { operationId: 'getBillingRecord', role: 'Admin', expect: 'available' },
      { operationId: 'updateBillingRecord', role: 'Admin', expect: 'available' },
    ],
  },
  {
    resource: 'enquiry',
    steps: [
      { operationId: 'createEnquiry', expect: 'create', save: id('enquiryId') },
      { operationId: 'getEnquiry', role: 'Admin', expect: 'available' },
      { operationId: 'updateEnquiry', role: 'Admin', expect: 'available' },
      { operationId: 'addEnquiryNote', role: 'Admin', expect: 'available' },
    ],
  },
  {
    resource: 'support request',
    steps: [
      {
        operationId: 'createSupportRequest',
        role: 'Provider',
        expect: 'create',
        save: id('supportRequestId'),
      },
      { operationId: 'resolveSupportRequest', role: 'Admin', expect: 'available' },
    ],
  },
  {
    resource: 'provider registration',
    steps: [
      { operationId: 'registerProvider', expect: 'create', save: id('registrationId') },
      { operationId: 'getProviderRegistration', role: 'Admin', expect: 'available' },
      { operationId: 'updateProviderRegistration', role: 'Admin', expect: 'available' },
    ],
  },
  {
    resource: 'facility registration',
    steps: [
      { operationId: 'registerFacility', expect: 'create', save: id('registrationId') },
      { operationId: 'getFacilityRegistration', role: 'Admin', expect: 'available' },
      { operationId: 'updateFacilityRegistration', role: 'Admin', expect: 'available' },
    ],
  },
  {
    resource: 'other registration',
    steps: [
      { operationId: 'registerOther', expect: 'create', save: id('registrationId') },
      { operationId: 'getOtherRegistration', role: 'Admin', expect: 'available' },
      { operationId: 'updateOtherRegistration', role: 'Admin', expect: 'available' },
    ],
  },
];
