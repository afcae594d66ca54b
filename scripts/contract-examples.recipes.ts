/**
 * Who calls each operation, with what, so that scripts/contract-examples.ts can record the seeded mock's answer
 * as the operation's success example. Every call starts from the seed (docs/mock-server.md names its records);
 * a body left out is the operation's request example in openapi.yaml.
 */

export interface Api {
  call(
    as: string | undefined,
    method: string,
    route: string,
    options?: { body?: unknown; file?: Upload; query?: Record<string, string> },
  ): Promise<{ status: number; body: unknown }>;
  forget(): void;
}

export interface Upload {
  fields?: Record<string, string>;
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface Recipe {
  /** The demo account that calls (README); none for a public operation. */
  as?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  file?: Upload;
  /** Steps before the call; may supply path parameters or the body it needs. */
  setup?: (api: Api) => Promise<{ params?: Record<string, string>; body?: unknown } | void>;
}

const ADMIN = 'admin@demo.test';
const PROVIDER = 'provider@demo.test';
const NEW_PROVIDER = 'new.provider@demo.test';
const FACILITY = 'facility@demo.test';
const PROVISIONAL_FACILITY = 'provisional.facility@demo.test';

// Seeded records (mock-server/store/seed.ts is deterministic):
/** The demo provider's Assigned case with one slide image (blob-demo-01) and seeded annotations. */
const ASSIGNED_CASE = 'case-0013';
/** A case the demo provider signed out. */
const SIGNED_OUT_CASE = 'case-0217';
/** Draft cases of the demo facility (fac-001, Riverside Community Hospital). */
const DRAFT_CASE = 'case-0241';
const OTHER_DRAFT_CASE = 'case-0361';
/** An Available case of the demo facility. */
const AVAILABLE_CASE = 'case-0265';
/** A Child case and its parent. */
const CHILD_CASE = 'case-0111';

/** A one-page PDF, enough for the attachment and document rules (they read the first bytes). */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The smallest JPEG a slide-image upload takes (its signature is FF D8 FF). */
const JPEG = Uint8Array.from(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////' +
      '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
);

/** A whole new case as a facility sends it (the contract's examples; bench:scale creates it too). */
export const NEW_CASE = {
  type: 'surgical',
  patientInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthDate: '1961-12-10',
    gender: 'Female',
    race: 'White',
  },
  specimens: [
    {
      facilitySpecimenID: 'A1',
      specimenType: 'Biopsy',
      bodysite: 'Breast',
      subsite: 'Left upper outer quadrant',
      specimenCollectionDate: '2026-10-01',
      collectionTime: '09:15',
      subsections: [{ slideType: 'H&E', stain: 'H&E', slideCount: 1, images: [] }],
    },
  ],
  clinicalInfo: 'Palpable mass, 2 cm.',
  billingComponent: 2,
  caseRelation: 'Standalone',
  slideDelivery: 'Upload_the_Slide_Images',
  insurancePayer: 'aetna',
};

/** The provisional facility (fac-002) uploads its proof of address, the one detail its seeded account lacks. */
async function proofOfAddressGiven(api: Api) {
  const upload = await api.call(undefined, 'POST', '/api/registration-documents', {
    file: {
      fields: { kind: 'proofOfAddress' },
      name: 'Utility bill.pdf',
      type: 'application/pdf',
      bytes: PDF,
    },
  });
  const documentId = (upload.body as { data: { id: string } }).data.id;
  const { status } = await api.call(PROVISIONAL_FACILITY, 'PATCH', '/api/me/facility-account', {
    body: { proofOfAddressDocumentId: documentId },
  });
  if (status !== 200) throw new Error(`proof of address: ${status}`);
}

/**
 * Examples kept by hand: login's token expires far off, so an app on a backend mocked from the contract stays
 * logged in; the verification codes come from the mock's outbox, which a recipe does not read; the deliveries
 * of results need a receiving endpoint that NAKs.
 */
export const HAND_WRITTEN = new Set([
  'login',
  'verifyEmailCode',
  'setPasswordWithCode',
  // A delivery needs a listener that refuses it five times: written from a run of mock-server/interop's tests.
  'listDeliveries',
  'retryDelivery',
  // An order is posted with a facility's API credential (not a login) as FHIR: written from a run of
  // mock-server/interop/orders.test.ts.
  'createOrder',
  // A search of, and an attach from, a facility's image archive need a DICOMweb archive: written from a run of
  // mock-server/interop/dicomweb/archive-search.test.ts against Orthanc.
  'searchImageArchive',
  'attachArchiveSeries',
  // A failed store needs an archive that refused one: written from tests/archive/archive-store-retry.test.ts.
  'retrySlideArchiveStore',
]);

/** A SMART Backend Services client to remove: a public EC P-384 key (registerBackendServiceClient's example). */
const BACKEND_CLIENT = {
  name: 'Hospital EHR results feed',
  jwks: JSON.stringify({
    keys: [
      {
        kty: 'EC',
        crv: 'P-384',
        kid: 'lis-2026-11',
        x: 'hVvcLAa0D3VcsHKKfQgvHU_ttSJky9Pp2rw_fiU-DycsIqdirnO48dULLqxDV4sG',
        y: 'dgvaW6Xf43piBM4OLMpXOpNDfu2pcWaogqYYyHwjqz6yUoAD4zcryva4H5zSwVdX',
      },
    ],
  }),
  scopes: ['system/DiagnosticReport.rs'],
};

/** A colleague who may be invited to a consult on ASSIGNED_CASE (cytology, WA: mock-server/consults/seed.ts). */
const COLLEAGUE = 'esther.dubois.4@providers.demo.test';
/** The seeded consult, ended, to replay, on the demo provider's first signed-out case. */
const SEEDED_CONSULT = 'cns-seed-replay';
const SEEDED_CONSULT_CASE = 'case-0017';

/** A consult on ASSIGNED_CASE led by the demo provider, the colleague invited (and joined). */
async function consultWithColleague(api: Api, joined: boolean) {
  const started = await api.call(PROVIDER, 'POST', `/api/cases/${ASSIGNED_CASE}/consults`);
  if (started.status !== 201)
    throw new Error(`start consult: ${started.status} ${JSON.stringify(started.body)}`);
  const consultId = (started.body as { data: { consultId: string } }).data.consultId;
  const candidates = await api.call(PROVIDER, 'GET', `/api/cases/${ASSIGNED_CASE}/consult-candidates`);
  const list = (candidates.body as { data: Array<{ userId: string; name: string }> }).data;
  const colleague = list.find((each) => each.name === 'Esther Dubois');
  if (!colleague) throw new Error('consult candidates: no Esther Dubois');
  const base = `/api/cases/${ASSIGNED_CASE}/consults/${consultId}`;
  await api.call(PROVIDER, 'POST', `${base}/invitations`, { body: { userId: colleague.userId } });
  if (joined) await api.call(COLLEAGUE, 'POST', `${base}/join`);
  return { params: { caseId: ASSIGNED_CASE, consultId }, colleagueId: colleague.userId };
}

export const RECIPES: Record<string, Recipe> = {
  // Auth and the current user
  getCurrentUser: { as: PROVIDER },
  getCurrentFacilityUser: { as: FACILITY },
  getSlideDownloadLink: { as: PROVIDER, params: { blobId: 'blob-demo-01' } },
  logout: { as: PROVIDER },
  requestEmailVerification: {},
  resetPassword: { as: PROVIDER },
  changePassword: { as: PROVIDER },

  // Cases and their lifecycle
  listCases: { as: PROVIDER, query: { assignedToMe: 'true', pageSize: '2' } },
  createCase: { as: FACILITY, body: NEW_CASE },
  importCases: { as: ADMIN, body: { facilityId: 'fac-001', cases: [NEW_CASE] } },
  getCase: { as: PROVIDER, params: { caseId: ASSIGNED_CASE } },
  updateCase: { as: FACILITY, params: { caseId: DRAFT_CASE }, body: NEW_CASE },
  sendOutCase: { as: FACILITY, params: { caseId: DRAFT_CASE } },
  pickUpCase: { as: PROVIDER, params: { caseId: AVAILABLE_CASE } },
  releaseCase: {
    as: PROVIDER,
    params: { caseId: AVAILABLE_CASE },
    // The provider picks the case up first (the Undo after a pick-up).
    setup: async (api) => {
      await api.call(PROVIDER, 'POST', `/api/cases/${AVAILABLE_CASE}/pick-up`);
    },
  },
  assignCase: { as: ADMIN, params: { caseId: AVAILABLE_CASE } },
  signOutCase: { as: PROVIDER, params: { caseId: ASSIGNED_CASE } },
  cancelCase: { as: FACILITY, params: { caseId: OTHER_DRAFT_CASE } },
  saveReportDraft: { as: PROVIDER, params: { caseId: ASSIGNED_CASE } },
  addReportAddendum: { as: PROVIDER, params: { caseId: SIGNED_OUT_CASE } },
  updateCasePrimaryDiagnosis: { as: PROVIDER, params: { caseId: ASSIGNED_CASE } },
  updateCaseClinicalInfo: { as: FACILITY, params: { caseId: DRAFT_CASE } },
  updateCaseBillingComponent: { as: FACILITY, params: { caseId: DRAFT_CASE } },
  getCaseRelations: { as: ADMIN, params: { caseId: CHILD_CASE } },
  updateCaseRelations: {
    as: FACILITY,
    params: { caseId: DRAFT_CASE },
    body: { caseRelation: 'Child', parentCaseId: AVAILABLE_CASE },
  },

  // Case files and annotations
  listCaseAttachments: { as: FACILITY, params: { caseId: DRAFT_CASE } },
  uploadCaseAttachment: {
    as: FACILITY,
    params: { caseId: DRAFT_CASE },
    file: {
      fields: { slot: 'clinicalHistoryLetter' },
      name: 'Clinical history.pdf',
      type: 'application/pdf',
      bytes: PDF,
    },
  },
  deleteCaseAttachment: {
    as: FACILITY,
    params: { caseId: DRAFT_CASE, attachmentId: 'att-0000000000000045' },
  },
  uploadSubsectionImage: {
    as: FACILITY,
    params: { caseId: DRAFT_CASE, subsectionId: `${DRAFT_CASE}-S1-B1` },
    file: { name: 'biopsy-A1.jpg', type: 'image/jpeg', bytes: JPEG },
  },
  createSlideUpload: { as: FACILITY, params: { caseId: DRAFT_CASE, subsectionId: `${DRAFT_CASE}-S1-B1` } },
  listSlideAnnotations: { as: PROVIDER, params: { caseId: ASSIGNED_CASE, imageId: 'blob-demo-01' } },
  saveSlideAnnotations: { as: PROVIDER, params: { caseId: ASSIGNED_CASE, imageId: 'blob-demo-01' } },

  // Users, accounts, the current user's own records
  listUsers: { as: ADMIN, query: { pageSize: '2' } },
  createUser: { as: ADMIN },
  getUser: { as: ADMIN, params: { userId: 'usr-provider' } },
  updateUser: { as: ADMIN, params: { userId: 'usr-facility' } },
  getUserStatus: { as: ADMIN, params: { userId: 'usr-new-provider' } },
  changeUserStatus: { as: ADMIN, params: { userId: 'usr-prv-005' } },
  listAccounts: { as: ADMIN, query: { pageSize: '2' } },
  createAccount: { as: ADMIN },
  getAccount: { as: ADMIN, params: { accountId: 'fac-001' } },
  updateAccount: { as: ADMIN, params: { accountId: 'fac-001' } },
  requestFacilityAccountChanges: {
    as: ADMIN,
    params: { accountId: 'fac-002' },
    setup: async (api) => {
      await proofOfAddressGiven(api);
      const { status, body } = await api.call(
        PROVISIONAL_FACILITY,
        'POST',
        '/api/me/facility-account/review',
      );
      if (status !== 200) throw new Error(`submit for review: ${status} ${JSON.stringify(body)}`);
    },
  },
  getMyFacilityAccount: { as: FACILITY },
  updateMyFacilityAccount: { as: FACILITY },
  submitMyFacilityAccountForReview: { as: PROVISIONAL_FACILITY, setup: proofOfAddressGiven },
  getMyTeam: { as: FACILITY },
  getMyProviderProfile: { as: PROVIDER },
  updateMyProviderProfile: { as: PROVIDER },

  // Groups, support, banner, dashboard
  listGroups: { as: ADMIN, query: { pageSize: '2' } },
  createGroup: { as: ADMIN },
  getGroup: { as: ADMIN, params: { groupId: 'grp-001' } },
  updateGroup: { as: ADMIN, params: { groupId: 'grp-005' } },
  deleteGroup: { as: ADMIN, params: { groupId: 'grp-006' } },
  listSupportRequests: { as: ADMIN, query: { pageSize: '2' } },
  createSupportRequest: { as: FACILITY },
  resolveSupportRequest: { as: ADMIN, params: { supportRequestId: 'sup-001' } },
  getBanner: { as: PROVIDER },
  setBanner: { as: ADMIN },
  clearBanner: { as: ADMIN },
  getAdminDashboard: { as: ADMIN },
  getTurnaroundSettings: { as: ADMIN },
  updateTurnaroundSettings: { as: ADMIN },

  // Assignment: the demo provider made eligible for the Available case (licensed in its facility's state, room
  // under the cap), so the ranking has a first choice beside the ineligible.
  listAssignmentCandidates: {
    as: ADMIN,
    params: { caseId: AVAILABLE_CASE },
    setup: async (api) => {
      const answer = await api.call(ADMIN, 'GET', `/api/cases/${AVAILABLE_CASE}/assignment-candidates`);
      const state = (answer.body as { data: { facility: { state: string } } }).data.facility.state;
      const licensed = await api.call(PROVIDER, 'PATCH', '/api/me/provider-profile', {
        body: { licensedStates: ['WA', state] },
      });
      if (licensed.status !== 200) throw new Error(`licence: ${licensed.status}`);
      const cap = await api.call(ADMIN, 'PATCH', '/api/users/usr-provider/assignment-profile', {
        body: { caseloadCap: 60 },
      });
      if (cap.status !== 200) throw new Error(`cap: ${cap.status}`);
    },
  },
  getAssignmentProfile: { as: PROVIDER, params: { userId: 'usr-provider' } },
  updateAssignmentProfile: { as: PROVIDER, params: { userId: 'usr-provider' } },
  getAssignmentSettings: { as: ADMIN },
  // Sampled QA (decision 084): the rates, and the report over the seed's samples (their QA reviews' dates).
  getQualitySettings: { as: ADMIN },
  updateQualitySettings: { as: ADMIN },
  getQualityReport: { as: ADMIN, query: { from: '2026-09-01', to: '2026-11-15' } },
  updateAssignmentSettings: { as: ADMIN },

  // Notifications (the seeded demo notices: ntf-0001 read, ntf-0002 unread, both the demo provider's)
  listMyNotifications: { as: PROVIDER },
  markNotificationRead: { as: PROVIDER, params: { notificationId: 'ntf-0002' } },
  markAllNotificationsRead: { as: PROVIDER },
  // Notification preferences (decision 085): the demo provider's defaults, then a change of two kinds.
  getNotificationPreferences: { as: PROVIDER },
  updateNotificationPreferences: { as: PROVIDER },

  // Audit trail (decision 082): the provider reads a case and shows its first slide (its annotations read); the admin reads the trail.
  listAuditEvents: {
    as: ADMIN,
    query: { pageSize: '3' },
    setup: async (api) => {
      const { body } = await api.call(PROVIDER, 'GET', `/api/cases/${ASSIGNED_CASE}`);
      const item = (
        body as {
          data: { slides: Array<{ subsections: Array<{ images: Array<{ fileContent: string }> }> }> };
        }
      ).data;
      const blobId = item.slides[0]!.subsections[0]!.images[0]!.fileContent;
      await api.call(PROVIDER, 'GET', `/api/cases/${ASSIGNED_CASE}/images/${blobId}/annotations`);
    },
  },

  // Registrations
  listRegistrations: { as: ADMIN, query: { pageSize: '2' } },
  registerProvider: {},
  getProviderRegistration: { as: ADMIN, params: { registrationId: 'reg-demo-provider' } },
  updateProviderRegistration: { as: PROVIDER, params: { registrationId: 'reg-demo-provider' } },
  uploadRegistrationDocument: {
    file: { fields: { kind: 'cv' }, name: 'Curriculum vitae.pdf', type: 'application/pdf', bytes: PDF },
  },
  registerFacility: {},
  getFacilityRegistration: { as: ADMIN, params: { registrationId: 'reg-demo-facility' } },
  updateFacilityRegistration: { as: PROVISIONAL_FACILITY, params: { registrationId: 'reg-demo-facility' } },
  registerOther: {},
  getOtherRegistration: { as: ADMIN, params: { registrationId: 'reg-demo-other' } },
  updateOtherRegistration: { as: ADMIN, params: { registrationId: 'reg-demo-other' } },

  // Tasks
  listTasks: { as: PROVIDER, query: { pageSize: '2' } },
  createTask: { as: ADMIN },
  getTask: { as: FACILITY, params: { taskId: 'task-0001' } },
  updateTask: { as: ADMIN, params: { taskId: 'task-0001' } },
  startTask: { as: FACILITY, params: { taskId: 'task-0001' } },
  completeTask: { as: PROVIDER, params: { taskId: 'task-0013' } },
  cancelTask: { as: ADMIN, params: { taskId: 'task-0001' } },
  reopenTask: { as: ADMIN, params: { taskId: 'task-0004' } },
  addTaskComment: { as: FACILITY, params: { taskId: 'task-0001' } },
  submitQaReview: { as: PROVIDER, params: { taskId: 'task-0073' } },
  // The demo provider's seeded sampled review, at its blind read (docs/quality.md).
  recordQaBlindRead: {
    as: PROVIDER,
    setup: async (api) => {
      const { body } = await api.call(PROVIDER, 'GET', '/api/tasks', {
        query: { type: '2', status: 'Open', pageSize: '100' },
      });
      const items = (body as { data: { items: { id: string; title: string }[] } }).data.items;
      const task = items.find((t) => t.title.startsWith('Blinded QA review of'));
      if (!task) throw new Error('The seed gives the demo provider no sampled QA review.');
      return { params: { taskId: task.id } };
    },
  },
  uploadTaskDocument: {
    as: NEW_PROVIDER,
    params: { taskId: 'task-0074' },
    file: { name: 'Medical licence.pdf', type: 'application/pdf', bytes: PDF },
  },

  // Billing: the request example bills a signed-out case (NPC-2026-0001) for a component its seeded record does
  // not (that one is Global, 2).
  listBillingRecords: { as: ADMIN, query: { pageSize: '2' } },
  createBillingRecord: { as: ADMIN },
  getBillingRecord: { as: ADMIN, params: { billingId: 'bill-0001' } },
  updateBillingRecord: { as: ADMIN, params: { billingId: 'bill-0001' } },

  // Enquiries
  listEnquiries: { as: ADMIN, query: { pageSize: '2' } },
  createEnquiry: {},
  getEnquiry: { as: ADMIN, params: { enquiryId: 'enq-0001' } },
  updateEnquiry: { as: ADMIN, params: { enquiryId: 'enq-0001' } },
  addEnquiryNote: { as: ADMIN, params: { enquiryId: 'enq-0001' } },

  // Consults (decision 086)
  listCaseConsults: { as: PROVIDER, params: { caseId: SEEDED_CONSULT_CASE } },
  getConsult: { as: PROVIDER, params: { caseId: SEEDED_CONSULT_CASE, consultId: SEEDED_CONSULT } },
  listConsultEvents: { as: PROVIDER, params: { caseId: SEEDED_CONSULT_CASE, consultId: SEEDED_CONSULT } },
  listConsultCandidates: { as: PROVIDER, params: { caseId: ASSIGNED_CASE } },
  startConsult: { as: PROVIDER, params: { caseId: ASSIGNED_CASE } },
  inviteToConsult: {
    as: PROVIDER,
    setup: async (api) => {
      const started = await api.call(PROVIDER, 'POST', `/api/cases/${ASSIGNED_CASE}/consults`);
      const consultId = (started.body as { data: { consultId: string } }).data.consultId;
      const candidates = await api.call(PROVIDER, 'GET', `/api/cases/${ASSIGNED_CASE}/consult-candidates`);
      const list = (candidates.body as { data: Array<{ userId: string; name: string }> }).data;
      const userId = list.find((each) => each.name === 'Esther Dubois')!.userId;
      return { params: { caseId: ASSIGNED_CASE, consultId }, body: { userId } };
    },
  },
  joinConsult: {
    as: COLLEAGUE,
    setup: async (api) => ({ params: (await consultWithColleague(api, false)).params }),
  },
  leaveConsult: {
    as: PROVIDER,
    setup: async (api) => ({ params: (await consultWithColleague(api, true)).params }),
  },
  requestConsultLead: {
    as: COLLEAGUE,
    setup: async (api) => ({ params: (await consultWithColleague(api, true)).params }),
  },
  handOverConsult: {
    as: PROVIDER,
    setup: async (api) => {
      const { params, colleagueId } = await consultWithColleague(api, true);
      return { params, body: { userId: colleagueId } };
    },
  },
  appendConsultEvents: {
    as: PROVIDER,
    setup: async (api) => ({ params: (await consultWithColleague(api, true)).params }),
  },
  sendConsultLiveView: {
    as: PROVIDER,
    setup: async (api) => ({ params: (await consultWithColleague(api, true)).params }),
  },

  // Reference lists
  listCountries: {},
  listUsStates: {},
  listCanadianProvinces: {},
  listSubspecialties: {},
  listInsurancePayers: { as: FACILITY },
  listSpecialStains: { as: PROVIDER },
  listIhcMarkers: { as: PROVIDER },
  listSlideOrderOptions: { as: PROVIDER },
  getFileRules: { as: FACILITY },
  getEnumerations: { as: ADMIN },
  listSynopticTemplates: { as: PROVIDER },
  getMyFacilityInterfaces: { as: FACILITY },
  updateMyFacilityInterfaces: { as: FACILITY },
  rotateFhirCredential: { as: FACILITY },
  listBackendServiceClients: { as: FACILITY },
  registerBackendServiceClient: { as: FACILITY },
  removeBackendServiceClient: {
    as: FACILITY,
    setup: async (api) => {
      const { status, body } = await api.call(
        FACILITY,
        'POST',
        '/api/me/facility-account/interfaces/backend-clients',
        { body: BACKEND_CLIENT },
      );
      if (status !== 201) throw new Error(`backend client: ${status}`);
      return { params: { clientId: (body as { data: { clientId: string } }).data.clientId } };
    },
  },
  // Nothing listens on the discard port: the example shows an endpoint that cannot be reached.
  sendInterfaceTestMessage: {
    as: FACILITY,
    setup: async (api) => {
      const { status } = await api.call(FACILITY, 'PUT', '/api/me/facility-account/interfaces', {
        body: {
          hl7: {
            enabled: false,
            host: '127.0.0.1',
            port: 9,
            receivingApplication: 'LIS',
            receivingFacility: 'RCH',
          },
        },
      });
      if (status !== 200) throw new Error(`interfaces: ${status}`);
    },
  },
  // Nothing listens on the discard port: the example shows an archive that cannot be reached.
  testDicomWebEndpoint: {
    as: FACILITY,
    setup: async (api) => {
      const { status } = await api.call(FACILITY, 'PUT', '/api/me/facility-account/interfaces', {
        body: { dicomweb: { baseUrl: 'http://127.0.0.1:9/dicom-web' } },
      });
      if (status !== 200) throw new Error(`interfaces: ${status}`);
    },
  },
};
