// Auto-generated from openapi.yaml by `npm run contracts`. Do not edit.

import * as z from 'zod';

/**
 * A user's role, in the capitalised spelling the menus compare against (spec 3.2).
 */
export const zRole = /* @__PURE__ */ (() =>
  z.enum(['Admin', 'Provider', 'MedicalFacility', 'Facility_NP']))();

/**
 * Account status (spec 3.3, provider status). Clients compare it lower-cased.
 */
export const zUserStatus = /* @__PURE__ */ (() =>
  z.enum(['New', 'In Progress', 'Provisionally Active', 'Active', 'Deactivated']))();

/**
 * A role as a backend may spell it where the session learns it (the login answer, the current user; spec 3.2): admin, provider, physician, medicalfacility, facility_np or facilitynp, in any letter case (Admin, PROVIDER, Facility_NP, FacilityNP). A physician is a provider. Clients map every spelling to the Role of the same name (contracts/roles.ts); the mock sends Role's capitalised spelling.
 */
export const zRoleSpelling = /* @__PURE__ */ (() =>
  z
    .string()
    .max(32)
    .regex(
      /^(?:[Aa][Dd][Mm][Ii][Nn]|[Pp][Rr][Oo][Vv][Ii][Dd][Ee][Rr]|[Pp][Hh][Yy][Ss][Ii][Cc][Ii][Aa][Nn]|[Mm][Ee][Dd][Ii][Cc][Aa][Ll][Ff][Aa][Cc][Ii][Ll][Ii][Tt][Yy]|[Ff][Aa][Cc][Ii][Ll][Ii][Tt][Yy]_[Nn][Pp]|[Ff][Aa][Cc][Ii][Ll][Ii][Tt][Yy][Nn][Pp])$/,
    ))();

/**
 * An account status as a backend may spell it to the current user (spec 3.6, 4.1: used lower-cased): New, In Progress, Provisionally Active, Active or Deactivated in any letter case, the words joined by a space, an underscore, a hyphen or nothing (provisionally active, PROVISIONALLY_ACTIVE, ProvisionallyActive). Clients map every spelling to the UserStatus of the same name (contracts/roles.ts); the mock sends UserStatus's spelling.
 */
export const zUserStatusSpelling = /* @__PURE__ */ (() =>
  z
    .string()
    .max(32)
    .regex(
      /^(?:[Nn][Ee][Ww]|[Ii][Nn][ _-]?[Pp][Rr][Oo][Gg][Rr][Ee][Ss][Ss]|[Pp][Rr][Oo][Vv][Ii][Ss][Ii][Oo][Nn][Aa][Ll][Ll][Yy][ _-]?[Aa][Cc][Tt][Ii][Vv][Ee]|[Aa][Cc][Tt][Ii][Vv][Ee]|[Dd][Ee][Aa][Cc][Tt][Ii][Vv][Aa][Tt][Ee][Dd])$/,
    ))();

/**
 * Messages per request field, for 400 and 422 answers.
 */
export const zFieldErrors = /* @__PURE__ */ (() =>
  z.record(z.string(), z.array(z.string().max(500)).max(20)))();

/**
 * The envelope of every failed call.
 */
export const zErrorEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(false),
    message: z.string().max(1000),
    data: zFieldErrors.nullish(),
    error: z.string().max(2000).nullish(),
    details: z.string().max(2000).nullish(),
  }))();

export const zLoginRequest = /* @__PURE__ */ (() =>
  z.object({
    email: z.string().min(1).max(254),
    password: z.string().min(1).max(256),
    deviceToken: z.string().max(1024).optional(),
  }))();

export const zLoginResult = /* @__PURE__ */ (() =>
  z.object({
    token: z
      .string()
      .min(16)
      .max(512)
      .regex(/^[A-Za-z0-9._~+\/-]+=*$/),
    tokenExpiry: z.iso.datetime().max(35),
    role: zRoleSpelling,
    message: z.string().max(500).nullish(),
    deviceToken: z
      .string()
      .min(16)
      .max(512)
      .regex(/^[A-Za-z0-9._~+\/-]+=*$/)
      .optional(),
  }))();

export const zLoginEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zLoginResult,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zFacilitySummary = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().max(200),
    facilityType: z.enum([
      'independent_facility',
      'private_hospital',
      'public_hospital',
      'university_medical_center',
      'other',
    ]),
    accountType: z.enum(['Individual', 'Physician_Group', 'Laboratory', 'Other']),
    phone: z.string().max(32).nullish(),
    country: z.enum(['US', 'Canada', 'Other']),
    state: z.string().max(100).nullish(),
    city: z.string().max(100).nullish(),
  }))();

export const zFacilityUser = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    phone: z.string().max(32).nullable(),
    role: z.enum(['MedicalFacility', 'Facility_NP']),
    status: zUserStatus,
    facility: zFacilitySummary,
  }))();

export const zFacilityUserEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zFacilityUser,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * A Deep Zoom descriptor as a JSON object, in the shape OpenSeadragon accepts inline.
 */
export const zDeepZoomImage = /* @__PURE__ */ (() =>
  z.object({
    xmlns: z.url().max(200).optional(),
    Url: z.string().max(2048),
    Format: z.enum(['jpeg', 'jpg', 'png']),
    Overlap: z.int().gte(0).lte(64),
    TileSize: z.int().gte(1).lte(4096),
    Size: z.object({
      Width: z.int().gte(1).lte(1000000),
      Height: z.int().gte(1).lte(1000000),
    }),
  }))();

export const zSlideArchiveStorage = /* @__PURE__ */ (() =>
  z.object({
    state: z.enum(['Queued', 'Storing', 'Stored', 'Failed']),
    message: z.string().max(300).nullable(),
  }))();

export const zSlideArchiveStorageEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zSlideArchiveStorage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * A DICOM unique identifier (value representation UI), dot-separated digits.
 */
export const zDicomUid = /* @__PURE__ */ (() =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[0-9]+(\.[0-9]+)*$/))();

/**
 * DICOM JSON (PS3.18 F.2): one object per instance, keyed by tag (`0020000E`), each `{ vr, Value }`, passed on as the archive answers it.
 */
export const zDicomJsonList = /* @__PURE__ */ (() =>
  z.array(z.record(z.string(), z.unknown())).max(100000))();

export const zSlideDicomwebSource = /* @__PURE__ */ (() =>
  z.object({
    wadoRsRoot: z.url().max(2048),
    studyInstanceUid: zDicomUid,
    seriesInstanceUid: zDicomUid,
  }))();

export const zSlideLink = /* @__PURE__ */ (() =>
  z.object({
    link: z.url().max(2048),
    info: z.object({
      contentType: z
        .string()
        .max(255)
        .regex(/^[A-Za-z0-9!#$&^_.+-]{1,127}\/[A-Za-z0-9!#$&^_.+-]{1,127}$/),
      fileName: z.string().max(255),
      sizeBytes: z.int().gte(0).lte(9007199254740991),
    }),
    dziUrl: z.url().max(2048).nullable(),
    dziTilesFolder: z.url().max(2048).nullable(),
    dziTileSourceObject: z
      .object({
        Image: zDeepZoomImage,
      })
      .nullable(),
    firstTileUrl: z.url().max(2048).nullable(),
    tileImageUrls: z.array(z.url().max(2048)).max(20),
    thumbnailUrl: z.url().max(2048).nullable(),
    previewUrl: z.url().max(2048).nullable(),
    expiresAt: z.iso.datetime().max(35),
    width: z.int().gte(1).lte(1000000).nullish(),
    height: z.int().gte(1).lte(1000000).nullish(),
    mpp: z
      .object({
        x: z.number().gt(0),
        y: z.number().gt(0),
      })
      .nullish(),
    magnification: z.number().gt(0).nullish(),
    attribution: z.string().max(1000).nullish(),
    instanceLinks: z.array(z.url().max(2048)).max(100).nullish(),
    dicomweb: zSlideDicomwebSource.nullable(),
    archiveStorage: zSlideArchiveStorage.nullish(),
  }))();

export const zSlideLinkEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zSlideLink,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * Where a case is in its lifecycle: Draft (the facility is preparing it) → Available (sent out, any active
 * provider may pick it up) → Assigned (a provider works on it) → SignOutCompleted (final report signed).
 * Draft or Available → Cancelled (withdrawn). Any other change answers 409.
 *
 */
export const zCaseStatus = /* @__PURE__ */ (() =>
  z.enum(['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled']))();

/**
 * How soon the facility needs the case read: Routine, Rush or STAT (the most urgent). Sets the case's target
 * with its type (getTurnaroundSettings).
 *
 */
export const zCasePriority = /* @__PURE__ */ (() => z.enum(['Routine', 'Rush', 'STAT']))();

/**
 * Where a case stands against its due time at the server's clock: OnTime; AtRisk when 20 % of its target or
 * less is left; Overdue from the due time on. A case signed out keeps the state of its sign-out (OnTime or
 * Overdue).
 *
 */
export const zDueState = /* @__PURE__ */ (() => z.enum(['OnTime', 'AtRisk', 'Overdue']))();

/**
 * A slide series of the facility's image archive, as searchImageArchive answers it.
 */
export const zArchiveSeriesLink = /* @__PURE__ */ (() =>
  z.strictObject({
    studyInstanceUid: zDicomUid,
    seriesInstanceUid: zDicomUid,
  }))();

export const zArchiveSeriesPlace = /* @__PURE__ */ (() =>
  z.object({
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseRecordId: z.string().max(64),
    subsectionId: z
      .string()
      .max(96)
      .regex(/^[A-Za-z0-9_-]{1,96}$/),
  }))();

export const zImageArchiveSeries = /* @__PURE__ */ (() =>
  z.object({
    seriesInstanceUid: zDicomUid,
    description: z.string().max(64).nullable(),
    instanceCount: z.int().gte(0).lte(1000000).nullable(),
    attachedTo: z.array(zArchiveSeriesPlace).max(20).optional(),
  }))();

export const zImageArchiveStudy = /* @__PURE__ */ (() =>
  z.object({
    studyInstanceUid: zDicomUid,
    accessionNumber: z.string().max(64).nullable(),
    patientId: z.string().max(64).nullable(),
    studyDate: z.iso.date().max(10).nullable(),
    description: z.string().max(64).nullable(),
    series: z.array(zImageArchiveSeries).max(50),
  }))();

/**
 * The studies of the facility's image archive a search found, each with its slide series (decision 164).
 */
export const zImageArchiveSearchResult = /* @__PURE__ */ (() =>
  z.object({
    studies: z.array(zImageArchiveStudy).max(20),
    truncated: z.boolean(),
  }))();

export const zImageArchiveSearchEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zImageArchiveSearchResult,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * A FHIR R4 Bundle of an order (createOrder): a ServiceRequest, its Patient and Specimens, and its Task when
 * the order is Task-centred. Only its outline is described here; each resource is checked against the R4 base
 * definitions (hl7.org/fhir/R4).
 *
 */
export const zFhirOrderBundle = /* @__PURE__ */ (() =>
  z.object({
    resourceType: z.literal('Bundle'),
    type: z.string().max(32).optional(),
    entry: z
      .array(
        z.object({
          fullUrl: z.string().max(500).optional(),
          resource: z.object({
            resourceType: z.string().max(64),
          }),
        }),
      )
      .max(53),
  }))();

/**
 * FHIR R4's OperationOutcome, as the order intake and the FHIR API answer a problem.
 */
export const zOperationOutcome = /* @__PURE__ */ (() =>
  z.object({
    resourceType: z.literal('OperationOutcome'),
    issue: z
      .array(
        z.object({
          severity: z.enum(['fatal', 'error', 'warning', 'information']),
          code: z.string().max(64),
          diagnostics: z.string().max(1000).optional(),
          expression: z.array(z.string().max(500)).max(10).optional(),
        }),
      )
      .min(1)
      .max(100),
  }))();

/**
 * The draft case an order made (or, for a repeated placer order number, had made).
 */
export const zOrderIntake = /* @__PURE__ */ (() =>
  z.object({
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseRecordId: z.string().max(64),
    placerOrderNumber: z.string().max(64),
    status: zCaseStatus,
    created: z.boolean(),
  }))();

export const zOrderIntakeEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zOrderIntake,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * The MLLP endpoint ORU^R01 messages are sent to, and how MSH-5 and MSH-6 name the receiver.
 */
export const zHl7Endpoint = /* @__PURE__ */ (() =>
  z.strictObject({
    enabled: z.boolean(),
    host: z
      .string()
      .max(253)
      .regex(/^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/)
      .nullable(),
    port: z.int().gte(1).lte(65535).nullable(),
    receivingApplication: z
      .string()
      .max(20)
      .regex(/^[A-Za-z0-9 ._-]*$/),
    receivingFacility: z
      .string()
      .max(20)
      .regex(/^[A-Za-z0-9 ._-]*$/),
    embedReportPdf: z.boolean().optional(),
  }))();

/**
 * The facility's image archive (PACS or vendor-neutral archive) as a DICOMweb service (decision 163): the
 * base URL its QIDO-RS, WADO-RS and STOW-RS resources hang under, as its administrator gives it. https, or
 * http to a host in a network an administrator allowed for interfaces; no user name or password in it.
 *
 */
export const zDicomWebEndpoint = /* @__PURE__ */ (() =>
  z.strictObject({
    baseUrl: z
      .url()
      .max(500)
      .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//),
  }))();

/**
 * What a QIDO-RS search of one study at the saved DICOMweb endpoint found (decision 163).
 */
export const zDicomWebTestResult = /* @__PURE__ */ (() =>
  z.object({
    outcome: z.enum(['reached', 'refused', 'not-dicomweb', 'timed-out', 'not-allowed', 'unreachable']),
    sentence: z.string().max(500),
    studiesSeen: z.int().gte(0).lte(1).nullable(),
    httpStatus: z.int().gte(100).lte(599).nullable(),
    testedAt: z.iso.datetime().max(35),
  }))();

export const zDicomWebTestResultEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zDicomWebTestResult,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * The facility's FHIR R4 server that each signed-out report is sent to as a `transaction` Bundle (decision
 * 139). The bearer token is never returned: `tokenSet` says whether one is saved.
 *
 */
export const zFhirPushEndpoint = /* @__PURE__ */ (() =>
  z.object({
    enabled: z.boolean(),
    baseUrl: z.url().max(500).nullable(),
    tokenSet: z.boolean(),
  }))();

/**
 * The FHIR server to send reports to. `baseUrl` is https (http only to a host in a network an administrator
 * allowed for interfaces). `token`, write-only: a bearer token sent in the Authorization header; left out,
 * the saved one is kept; null, it is removed.
 *
 */
export const zFhirPushEndpointInput = /* @__PURE__ */ (() =>
  z.strictObject({
    enabled: z.boolean(),
    baseUrl: z
      .url()
      .max(500)
      .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//)
      .nullable(),
    token: z
      .string()
      .min(1)
      .max(4096)
      .regex(/^[\x21-\x7E]+$/)
      .nullish(),
  }))();

/**
 * How the facility's order sender (its interface engine sending OML^O21 over MLLP) is known, without a secret
 * in the message (decision 131): the MSH-4.1 value it sends and the IPv4 addresses or networks it connects
 * from. `sendingFacility` empty: none registered.
 *
 */
export const zOrderSender = /* @__PURE__ */ (() =>
  z.strictObject({
    sendingFacility: z
      .string()
      .max(20)
      .regex(/^[A-Za-z0-9 ._-]*$/),
    sourceNetworks: z
      .array(
        z
          .string()
          .min(7)
          .max(18)
          .regex(/^[0-9.\/]+$/),
      )
      .max(8),
    acceptCredentialInMsh8: z.boolean(),
  }))();

/**
 * Where a facility's results go and how its systems read them (decision 106).
 */
export const zFacilityInterfaces = /* @__PURE__ */ (() =>
  z.object({
    hl7: zHl7Endpoint,
    orders: zOrderSender,
    fhirPush: zFhirPushEndpoint,
    dicomweb: zDicomWebEndpoint.nullable(),
    fhir: z.object({
      baseUrl: z.url().max(500),
      tokenUrl: z.url().max(500),
      credentialHint: z.string().max(4).nullable(),
      credentialCreatedAt: z.iso.datetime().max(35).nullable(),
    }),
  }))();

export const zFacilityInterfacesEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zFacilityInterfaces,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * The parts to change; a part left out stays as it is.
 */
export const zFacilityInterfacesInput = /* @__PURE__ */ (() =>
  z.strictObject({
    hl7: zHl7Endpoint.optional(),
    orders: zOrderSender.optional(),
    fhirPush: zFhirPushEndpointInput.optional(),
    dicomweb: zDicomWebEndpoint.nullish(),
  }))();

export const zInterfaceTestResult = /* @__PURE__ */ (() =>
  z.object({
    outcome: z.enum(['acknowledged', 'rejected', 'no-answer', 'unreachable']),
    controlId: z.string().max(50),
    ackCode: z
      .union([
        z.literal('AA'),
        z.literal('AE'),
        z.literal('AR'),
        z.literal('CA'),
        z.literal('CE'),
        z.literal('CR'),
      ])
      .nullable(),
    ackText: z.string().max(500).nullable(),
    sentAt: z.iso.datetime().max(35),
  }))();

export const zInterfaceTestResultEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zInterfaceTestResult,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * A SMART v2 system scope a client may be granted: the reads and search of the FHIR API (`.rs`; the report's
 * PDF as a Binary is read only, `system/Binary.r`) and the order intake's create (`system/ServiceRequest.c`,
 * createOrder); a Task-centred order's create and the Task's reads and search (`system/Task.c`,
 * `system/Task.rs`). A token request may ask in v1 style too (`system/DiagnosticReport.read`, `system*.read`,
 * `system/Task.write`).
 *
 */
export const zSmartScope = /* @__PURE__ */ (() =>
  z.enum([
    'system/DiagnosticReport.rs',
    'system/DocumentReference.rs',
    'system/Binary.r',
    'system/Observation.rs',
    'system/Specimen.rs',
    'system/Patient.rs',
    'system/ServiceRequest.rs',
    'system/Practitioner.rs',
    'system/Organization.rs',
    'system/ServiceRequest.c',
    'system/Task.rs',
    'system/Task.c',
  ]))();

/**
 * A SMART Backend Services client of the facility (decision 133); only its public keys are kept.
 */
export const zBackendServiceClient = /* @__PURE__ */ (() =>
  z.object({
    clientId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().min(1).max(80),
    keyIds: z.array(z.string().max(64)).max(5),
    scopes: z.array(zSmartScope).max(12),
    createdAt: z.iso.datetime().max(35),
    lastUsedAt: z.iso.datetime().max(35).nullable(),
  }))();

export const zBackendServiceClientInput = /* @__PURE__ */ (() =>
  z.strictObject({
    name: z.string().min(1).max(80),
    jwks: z.string().min(1).max(20000),
    scopes: z.array(zSmartScope).min(1).max(12),
  }))();

export const zBackendServiceClientEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zBackendServiceClient,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zBackendServiceClientListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: z.object({
      items: z.array(zBackendServiceClient).max(10),
    }),
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zBackendServiceClientRemovedEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: z.object({
      clientId: z.string().max(64),
      removedAt: z.iso.datetime().max(35),
    }),
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zFhirCredential = /* @__PURE__ */ (() =>
  z.object({
    credential: z.string().min(32).max(100),
    credentialHint: z.string().max(4),
    credentialCreatedAt: z.iso.datetime().max(35),
  }))();

export const zFhirCredentialEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zFhirCredential,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zDeliveryStatus = /* @__PURE__ */ (() => z.enum(['queued', 'sent', 'acknowledged', 'failed']))();

/**
 * One attempt to send a delivery and what the receiving system did (decision 139).
 */
export const zDeliveryAttempt = /* @__PURE__ */ (() =>
  z.object({
    at: z.iso.datetime().max(35),
    outcome: z.enum(['acknowledged', 'rejected', 'no-answer', 'unreachable']),
    ackCode: z
      .union([
        z.literal('AA'),
        z.literal('AE'),
        z.literal('AR'),
        z.literal('CA'),
        z.literal('CE'),
        z.literal('CR'),
        z
          .string()
          .max(3)
          .regex(/^[1-5][0-9]{2}$/),
      ])
      .nullable(),
    ackText: z.string().max(500).nullable(),
    endpoint: z.string().max(520),
    controlId: z.string().max(50),
  }))();

export const zSynopticTemplateId = /* @__PURE__ */ (() =>
  z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/))();

export const zSynopticItemId = /* @__PURE__ */ (() =>
  z
    .string()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/))();

/**
 * A code in a code system, as FHIR's Coding (LOINC `http://loinc.org`, or PathBridge's own).
 */
export const zCoding = /* @__PURE__ */ (() =>
  z.object({
    system: z.url().max(200),
    code: z.string().min(1).max(60),
    display: z.string().max(200),
  }))();

/**
 * One question of a template. A `choice` is answered with one of its `answers`' codes, a `number` with a
 * number from `minimum` to `maximum` in `unit` (UCUM), a `text` with up to 500 characters. A `required` item
 * must be answered before sign-out.
 *
 */
export const zSynopticItem = /* @__PURE__ */ (() =>
  z.object({
    id: zSynopticItemId,
    label: z.string().max(200),
    kind: z.enum(['choice', 'number', 'text']),
    required: z.boolean(),
    coding: zCoding,
    answers: z.array(zCoding).max(40),
    unit: z.string().max(20).nullable(),
    minimum: z.number().nullable(),
    maximum: z.number().nullable(),
  }))();

export const zSynopticAnswer = /* @__PURE__ */ (() =>
  z.object({
    itemId: zSynopticItemId,
    value: z.union([z.string().min(1).max(500).regex(/\S/), z.number()]),
  }))();

/**
 * A report's structured part: the template (id and version) and an answer per answered item, in the
 * template's order. On sign-out every `required` item is answered and every answer is one its item allows
 * (422 naming the items otherwise); a draft may be incomplete.
 *
 */
export const zSynopticPart = /* @__PURE__ */ (() =>
  z.object({
    templateId: zSynopticTemplateId,
    templateVersion: z.int().gte(1).lte(1000),
    answers: z.array(zSynopticAnswer).max(60),
  }))();

/**
 * The kind of case; `displayName` in CaseType is the label.
 */
export const zCaseTypeName = /* @__PURE__ */ (() =>
  z.enum(['surgical', 'cytology', 'consult', 'dermatopathology', 'hematopathology', 'gastrointestinal']))();

export const zTurnaroundTarget = /* @__PURE__ */ (() =>
  z.object({
    caseType: zCaseTypeName,
    priority: zCasePriority,
    hours: z.int().gte(1).lte(1500),
  }))();

export const zTurnaroundSettingsInput = /* @__PURE__ */ (() =>
  z.object({
    targets: z.array(zTurnaroundTarget).max(18),
    holidays: z.array(z.iso.date().max(10)).max(100),
  }))();

/**
 * A structured part's template (decision 106); `id` and `version` name it in a report.
 */
export const zSynopticTemplate = /* @__PURE__ */ (() =>
  z.object({
    id: zSynopticTemplateId,
    version: z.int().gte(1).lte(1000),
    title: z.string().max(200),
    caseTypes: z.array(zCaseTypeName).min(1).max(6),
    items: z.array(zSynopticItem).min(1).max(60),
  }))();

export const zSynopticTemplateListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: z.array(zSynopticTemplate).max(100),
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zCaseType = /* @__PURE__ */ (() =>
  z.object({
    name: zCaseTypeName,
    displayName: z.string().max(100),
  }))();

export const zGender = /* @__PURE__ */ (() => z.enum(['Male', 'Female', 'Other']))();

/**
 * 0 Professional Component (PC), 1 Technical Component (TC), 2 Global/Whole Case (PC+TC).
 */
export const zBillingComponent = /* @__PURE__ */ (() =>
  z.union([z.literal(0), z.literal(1), z.literal(2)]))();

export const zCaseRelation = /* @__PURE__ */ (() => z.enum(['Standalone', 'Parent', 'Child', 'Other']))();

export const zSlideDelivery = /* @__PURE__ */ (() =>
  z.enum(['Mail_the_Slides', 'Upload_the_Slide_Images']))();

export const zPersonRef = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().max(250),
  }))();

export const zTurnaroundSettings = /* @__PURE__ */ (() =>
  z.object({
    targets: z.array(zTurnaroundTarget).max(18),
    holidays: z.array(z.iso.date().max(10)).max(100),
    updatedAt: z.iso.datetime().max(35).nullable(),
    updatedBy: zPersonRef.nullable(),
  }))();

export const zTurnaroundSettingsEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zTurnaroundSettings,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * An assignment rule (docs/assignment.md), in the order they are judged.
 */
export const zAssignmentRule = /* @__PURE__ */ (() =>
  z.enum(['active', 'subspecialty', 'licence', 'caseload', 'away']))();

export const zAssignmentReason = /* @__PURE__ */ (() =>
  z.object({
    rule: zAssignmentRule,
    met: z.boolean(),
    text: z.string().max(200),
  }))();

export const zAssignmentCandidate = /* @__PURE__ */ (() =>
  z.object({
    provider: zPersonRef,
    rank: z.int().gte(1).lte(5000).nullable(),
    openCases: z.int().gte(0).lte(100000),
    caseloadCap: z.int().gte(1).lte(500),
    awayFrom: z.iso.date().max(10).nullable(),
    awayTo: z.iso.date().max(10).nullable(),
    reasons: z.tuple([
      zAssignmentReason,
      zAssignmentReason,
      zAssignmentReason,
      zAssignmentReason,
      zAssignmentReason,
    ]),
  }))();

export const zAssignmentCandidates = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseType: zCaseTypeName,
    facility: z.object({
      id: z
        .string()
        .max(64)
        .regex(/^[A-Za-z0-9_-]{1,64}$/),
      name: z.string().max(250),
      state: z.string().max(100).nullable(),
      country: z.string().max(100),
    }),
    eligible: z.array(zAssignmentCandidate).max(5000),
    ineligible: z.array(zAssignmentCandidate).max(5000),
  }))();

export const zAssignmentCandidatesEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zAssignmentCandidates,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zAssignmentProfile = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseloadCap: z.int().gte(1).lte(500),
    openCases: z.int().gte(0).lte(100000),
    awayFrom: z.iso.date().max(10).nullable(),
    awayTo: z.iso.date().max(10).nullable(),
    updatedAt: z.iso.datetime().max(35).nullable(),
  }))();

/**
 * Only the fields sent change; away dates come as a pair (both dates, or both null).
 */
export const zAssignmentProfileInput = /* @__PURE__ */ (() =>
  z.strictObject({
    caseloadCap: z.int().gte(1).lte(500).optional(),
    awayFrom: z.iso.date().max(10).nullish(),
    awayTo: z.iso.date().max(10).nullish(),
  }))();

export const zAssignmentProfileEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zAssignmentProfile,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zAssignmentSettings = /* @__PURE__ */ (() =>
  z.object({
    facilityIds: z
      .array(
        z
          .string()
          .max(64)
          .regex(/^[A-Za-z0-9_-]{1,64}$/),
      )
      .max(500),
    caseTypes: z.array(zCaseTypeName).max(6),
    updatedAt: z.iso.datetime().max(35).nullable(),
    updatedBy: zPersonRef.nullable(),
  }))();

export const zAssignmentSettingsInput = /* @__PURE__ */ (() =>
  z.strictObject({
    facilityIds: z
      .array(
        z
          .string()
          .min(1)
          .max(64)
          .regex(/^[A-Za-z0-9_-]{1,64}$/),
      )
      .max(500),
    caseTypes: z.array(zCaseTypeName).max(12),
  }))();

export const zAssignmentSettingsEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zAssignmentSettings,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * Whether the calling provider may pick this case up under the assignment rules, and if not why. Present only on an Available case answered to a provider (listCases, getCase); pickUpCase judges the same rules.
 */
export const zPickUpVerdict = /* @__PURE__ */ (() =>
  z.object({
    allowed: z.boolean(),
    reason: z.string().max(1000).nullable(),
  }))();

export const zFacilityRef = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().max(200),
  }))();

/**
 * One HL7 v2 message of a case's report and what became of it (decision 106).
 */
export const zDelivery = /* @__PURE__ */ (() =>
  z.object({
    id: z.string().max(64),
    case: z.object({
      caseID: z.string().max(64),
      caseRecordId: z.string().max(64),
    }),
    facility: zFacilityRef,
    reportVersion: z.int().gte(1).lte(1000),
    messageType: z.enum(['ORU^R01', 'FHIR transaction']),
    controlId: z.string().max(50),
    status: zDeliveryStatus,
    attempts: z.int().gte(0).lte(100),
    nextAttemptAt: z.iso.datetime().max(35).nullable(),
    lastAttemptAt: z.iso.datetime().max(35).nullable(),
    ackCode: z
      .union([
        z.literal('AA'),
        z.literal('AE'),
        z.literal('AR'),
        z.literal('CA'),
        z.literal('CE'),
        z.literal('CR'),
        z
          .string()
          .max(3)
          .regex(/^[1-5][0-9]{2}$/),
      ])
      .nullable(),
    ackText: z.string().max(500).nullable(),
    endpoint: z.string().max(520),
    history: z.array(zDeliveryAttempt).max(20),
    historyDropped: z.int().gte(0).lte(1000000),
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
  }))();

export const zDeliveryEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zDelivery,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zDeliveryListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: z.object({
      items: z.array(zDelivery).max(100),
      page: z.int().gte(1).lte(2147483647),
      pageSize: z.int().gte(1).lte(100),
      total: z.int().gte(0).lte(2147483647),
      totalPages: z.int().gte(0).lte(2147483647),
    }),
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zPatientInfo = /* @__PURE__ */ (() =>
  z.object({
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
    birthDate: z.iso.date().max(10),
    gender: zGender,
    race: z.string().max(100).nullish(),
    mrn: z.string().max(50).nullish(),
  }))();

/**
 * One scanned slide image; `fileContent` is the reference get-download-link takes.
 */
export const zSlideImage = /* @__PURE__ */ (() =>
  z.object({
    fileName: z.string().min(1).max(255),
    fileContent: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

export const zSlideArchiveSeries = /* @__PURE__ */ (() =>
  z.object({
    studyInstanceUid: zDicomUid,
    seriesInstanceUid: zDicomUid,
    accessionNumber: z.string().max(64).nullable(),
  }))();

/**
 * A slide image as the case holds it: the image, and where it stands with an image archive when it has anything to do with one (decision 175).
 */
export const zCaseSlideImage = /* @__PURE__ */ (() =>
  zSlideImage.and(
    z.object({
      archiveSeries: zSlideArchiveSeries.nullish(),
      archiveStorage: zSlideArchiveStorage.nullish(),
    }),
  ))();

/**
 * A block or part of a specimen and its slides.
 */
export const zSubsection = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(96)
      .regex(/^[A-Za-z0-9_-]{1,96}$/),
    displayId: z.string().max(50).nullable(),
    slideType: z.string().max(50),
    slideCount: z.int().gte(0).lte(500),
    facilityId: z.string().max(50).nullable(),
    stain: z.string().max(100).nullable(),
    isRequested: z.boolean(),
    requireRescan: z.boolean(),
    requireRescanReason: z.string().max(500).nullable(),
    slideOrders: z.array(z.string().max(100)).max(10),
    images: z.array(zCaseSlideImage).max(50),
  }))();

export const zSpecimen = /* @__PURE__ */ (() =>
  z.object({
    specimenID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    facilitySpecimenID: z.string().max(50).nullable(),
    bodysite: z.string().max(100).nullable(),
    subsite: z.string().max(100).nullable(),
    specimenType: z.string().max(100),
    totalNumberSlides: z.int().gte(0).lte(5000),
    specimenCollectionDate: z.iso.date().max(10).nullable(),
    collectionTime: z
      .string()
      .max(5)
      .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
      .nullable(),
    subsections: z.array(zSubsection).max(50),
  }))();

/**
 * A CPT code, five characters (e.g. 88305, or four digits and F, T or U).
 */
export const zCptCode = /* @__PURE__ */ (() =>
  z
    .string()
    .max(5)
    .regex(/^[0-9]{4}[0-9FTU]$/))();

/**
 * The report being written, saved while typing; seen only by the assigned provider and admins.
 */
export const zReportDraft = /* @__PURE__ */ (() =>
  z.object({
    primaryDiagnosis: z.string().max(2000).nullable(),
    grossDescription: z.string().max(20000).nullable(),
    microscopicDescription: z.string().max(20000).nullable(),
    comments: z.string().max(5000).nullable(),
    cptCodes: z.array(zCptCode).max(20),
    billingComponent: zBillingComponent.nullable(),
    savedAt: z.iso.datetime().max(35),
    savedBy: zPersonRef,
    synoptic: zSynopticPart.nullable(),
  }))();

/**
 * A case as the lists show it.
 */
export const zCaseSummary = /* @__PURE__ */ (() =>
  z.object({
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseRecordId: z.string().max(64),
    status: zCaseStatus,
    type: zCaseType,
    patient: z.object({
      firstName: z.string().max(100),
      lastName: z.string().max(100),
    }),
    facility: zFacilityRef,
    assignedProvider: zPersonRef.nullable(),
    specimenCount: z.int().gte(0).lte(50),
    imageCount: z.int().gte(0).lte(125000),
    archiveImageCount: z.int().gte(0).lte(125000).optional(),
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
    priority: zCasePriority,
    dueAt: z.iso.datetime().max(35).nullable(),
    dueState: zDueState.nullable(),
    pickUp: zPickUpVerdict.optional(),
  }))();

export const zCasePage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zCaseSummary).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

export const zSubsectionInput = /* @__PURE__ */ (() =>
  z.object({
    displayId: z.string().max(50).nullish(),
    slideType: z.string().min(1).max(50),
    slideCount: z.int().gte(0).lte(500),
    facilityId: z
      .string()
      .max(50)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
    stain: z.string().max(100).nullish(),
    slideOrders: z.array(z.string().max(100)).max(10).optional(),
    images: z.array(zSlideImage).max(50),
  }))();

export const zSpecimenInput = /* @__PURE__ */ (() =>
  z.object({
    facilitySpecimenID: z.string().max(50).nullish(),
    bodysite: z.string().max(100).nullish(),
    subsite: z.string().max(100).nullish(),
    specimenType: z.string().min(1).max(100),
    totalNumberSlides: z.int().gte(0).lte(5000).nullish(),
    specimenCollectionDate: z.iso.date().max(10).nullish(),
    collectionTime: z
      .string()
      .max(5)
      .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
      .nullish(),
    subsections: z.array(zSubsectionInput).max(50),
  }))();

export const zCaseInput = /* @__PURE__ */ (() =>
  z.object({
    type: zCaseTypeName,
    priority: zCasePriority.optional(),
    patientInfo: zPatientInfo,
    specimens: z.array(zSpecimenInput).max(50),
    clinicalInfo: z.string().max(5000).nullish(),
    billingComponent: zBillingComponent,
    caseRelation: zCaseRelation,
    slideDelivery: zSlideDelivery,
    insurancePayer: z.string().max(100).nullish(),
    parentCaseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
  }))();

export const zCaseImportInput = /* @__PURE__ */ (() =>
  z.object({
    facilityId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    cases: z.array(zCaseInput).min(1).max(100),
  }))();

export const zCaseImportResult = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zCaseSummary).max(100),
  }))();

export const zCaseImportEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zCaseImportResult,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zAssignCaseInput = /* @__PURE__ */ (() =>
  z.object({
    providerId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

export const zSignOutInput = /* @__PURE__ */ (() =>
  z.object({
    primaryDiagnosis: z.string().min(1).max(2000).regex(/\S/),
    grossDescription: z.string().max(20000).nullish(),
    microscopicDescription: z.string().max(20000).nullish(),
    comments: z.string().max(5000).nullish(),
    cptCodes: z.array(zCptCode).max(20).optional(),
    billingComponent: zBillingComponent.optional(),
    synoptic: zSynopticPart.nullish(),
  }))();

export const zReportDraftInput = /* @__PURE__ */ (() =>
  z.object({
    primaryDiagnosis: z.string().max(2000).nullish(),
    grossDescription: z.string().max(20000).nullish(),
    microscopicDescription: z.string().max(20000).nullish(),
    comments: z.string().max(5000).nullish(),
    cptCodes: z.array(zCptCode).max(20).optional(),
    billingComponent: zBillingComponent.nullish(),
    synoptic: zSynopticPart.nullish(),
  }))();

export const zReportAddendumInput = /* @__PURE__ */ (() =>
  z.object({
    reason: z.string().min(1).max(500).regex(/\S/),
    text: z.string().min(1).max(20000).regex(/\S/),
    synoptic: zSynopticPart.nullish(),
  }))();

export const zCaseListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zCasePage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * Spec 3.3, account type.
 */
export const zAccountType = /* @__PURE__ */ (() =>
  z.enum(['Individual', 'Physician_Group', 'Laboratory', 'Other']))();

/**
 * Spec 3.3, specialty (the longer of the two lists).
 */
export const zSpecialty = /* @__PURE__ */ (() => z.enum(['Pathology', 'Radiology', 'Other']))();

/**
 * Spec 3.3, user type; `Operator_Staff` is the operator's own staff.
 */
export const zUserType = /* @__PURE__ */ (() =>
  z.enum(['Physician', 'Operator_Staff', 'Facility_NP', 'Other']))();

/**
 * Spec 3.3, staff role of the operator's staff. Labels: Accounts is 'Accounts and Billing'.
 */
export const zStaffRole = /* @__PURE__ */ (() =>
  z.enum(['Admin', 'Accounts', 'Lab_Operations', 'Relationship_Manager']))();

/**
 * Spec 3.3, work authorisation of a provider.
 */
export const zWorkAuthorization = /* @__PURE__ */ (() =>
  z.enum(['Citizen', 'Green_Card', 'EAD', 'Work_Visa', 'Student_Visa', 'Other', 'N/A']))();

/**
 * Spec 3.3, years of experience (`10+` is ten or more years).
 */
export const zExperienceBand = /* @__PURE__ */ (() => z.enum(['none', '0-3', '3-5', '5-7', '7-10', '10+']))();

/**
 * Spec 3.3, country.
 */
export const zCountry = /* @__PURE__ */ (() => z.enum(['US', 'Canada', 'Other']))();

/**
 * Spec 3.3, facility type.
 */
export const zFacilityType = /* @__PURE__ */ (() =>
  z.enum([
    'independent_facility',
    'private_hospital',
    'public_hospital',
    'university_medical_center',
    'other',
  ]))();

/**
 * Spec 3.3, how the facility handles its laboratory work.
 */
export const zLabArrangement = /* @__PURE__ */ (() =>
  z.enum(['Own Lab', 'Contract Lab', 'No Lab', 'Other']))();

/**
 * Spec 5: `+`, a 1–3 digit country code, then digit groups 3-3-4 with optional spaces, parentheses or
 * hyphens between. Another shape answers 400 with 'Invalid phone number format. Must start with + and
 * follow a valid pattern.'; a country code of zero or all zeros answers 422 with 'Invalid country code.'
 *
 */
export const zPhoneNumber = /* @__PURE__ */ (() =>
  z
    .string()
    .max(32)
    .regex(/^\+[0-9]{1,3}[\s-]?\(?[0-9]{3}\)?[\s-]?[0-9]{3}[\s-]?[0-9]{4}$/))();

/**
 * A new password: at least 10 characters with at least one letter (A-Z, either case) and one digit (0-9),
 * as the pattern says (no Unicode property classes, so tools that read patterns without the `u` flag agree).
 * A password that breaks it answers 400 ('Validation failed') with a field message saying what is missing
 * ('The password must contain at least one digit.').
 *
 */
export const zNewPassword = /* @__PURE__ */ (() =>
  z
    .string()
    .min(1)
    .max(256)
    .regex(/^(?=[\s\S]*[A-Za-z])(?=[\s\S]*[0-9])[\s\S]{10,}$/))();

export const zEmailVerificationRequest = /* @__PURE__ */ (() =>
  z.object({
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
  }))();

/**
 * The same answer whether or not an account exists for the email.
 */
export const zEmailVerificationSent = /* @__PURE__ */ (() =>
  z.object({
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    codeLength: z.literal(6),
    expiresInMinutes: z.literal(15),
    maxAttempts: z.literal(5),
  }))();

export const zVerifyEmailCodeInput = /* @__PURE__ */ (() =>
  z.object({
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    code: z.string().min(1).max(12),
  }))();

export const zEmailCodeVerified = /* @__PURE__ */ (() =>
  z.object({
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    verified: z.literal(true),
    validUntil: z.iso.datetime().max(35),
  }))();

export const zSetPasswordWithCodeInput = /* @__PURE__ */ (() =>
  z.object({
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    code: z.string().min(1).max(12),
    newPassword: zNewPassword,
  }))();

export const zResetPasswordInput = /* @__PURE__ */ (() =>
  z.object({
    currentPassword: z.string().min(1).max(256),
    newPassword: zNewPassword,
  }))();

export const zChangePasswordInput = /* @__PURE__ */ (() =>
  z.object({
    currentPassword: z.string().min(1).max(256),
    newPassword: zNewPassword,
    confirmPassword: z.string().min(1).max(256),
  }))();

export const zPasswordChanged = /* @__PURE__ */ (() =>
  z.object({
    changedAt: z.iso.datetime().max(35),
    sessionsEnded: z.int().gte(0).lte(2147483647),
    signInAgain: z.boolean(),
  }))();

export const zLoggedOut = /* @__PURE__ */ (() =>
  z.object({
    loggedOutAt: z.iso.datetime().max(35),
  }))();

/**
 * A user as the user screens show it. Fields a role does not use are null.
 */
export const zUser = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    role: zRole,
    status: zUserStatus,
    userType: zUserType,
    staffRole: zStaffRole.nullable(),
    phone: z.string().max(32).nullable(),
    specialty: zSpecialty.nullable(),
    workAuthorization: zWorkAuthorization.nullable(),
    experience: zExperienceBand.nullable(),
    country: zCountry.nullable(),
    state: z.string().max(100).nullable(),
    city: z.string().max(100).nullable(),
    facility: zFacilityRef.nullable(),
    groupIds: z
      .array(
        z
          .string()
          .max(64)
          .regex(/^[A-Za-z0-9_-]{1,64}$/),
      )
      .max(200),
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
  }))();

/**
 * A new user. Facility roles need `facilityId` (a MedicalFacility user may only create users of its own
 * facility); Admin needs `staffRole`. The user starts in status New and sets a password through the
 * email verification flow.
 *
 */
export const zUserCreateInput = /* @__PURE__ */ (() =>
  z.object({
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
    role: zRole,
    userType: zUserType,
    staffRole: zStaffRole.optional(),
    phone: zPhoneNumber,
    specialty: zSpecialty.optional(),
    workAuthorization: zWorkAuthorization.optional(),
    experience: zExperienceBand.optional(),
    country: zCountry.optional(),
    state: z.string().max(100).optional(),
    city: z.string().max(100).optional(),
    facilityId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }))();

/**
 * Only the fields present change. `status` and `staffRole` are for admins; a status change must follow
 * the user lifecycle (see updateUser), otherwise 409.
 *
 */
export const zUserUpdateInput = /* @__PURE__ */ (() =>
  z.object({
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254)
      .optional(),
    firstName: z.string().min(1).max(100).optional(),
    lastName: z.string().min(1).max(100).optional(),
    status: zUserStatus.optional(),
    staffRole: zStaffRole.optional(),
    phone: zPhoneNumber.optional(),
    specialty: zSpecialty.optional(),
    workAuthorization: zWorkAuthorization.optional(),
    experience: zExperienceBand.optional(),
    country: zCountry.optional(),
    state: z.string().max(100).optional(),
    city: z.string().max(100).optional(),
  }))();

export const zUserPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zUser).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

/**
 * The `reason` is required too; its absence (or a blank one) is a 422 with a field message.
 */
export const zUserStatusChangeInput = /* @__PURE__ */ (() =>
  z.object({
    status: zUserStatus,
    reason: z.string().max(1000).optional(),
  }))();

/**
 * One status change of a user, as the history keeps it.
 */
export const zUserStatusChange = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    from: zUserStatus,
    to: zUserStatus,
    reason: z.string().max(1000).nullable(),
    changedBy: zPersonRef.nullable(),
    changedAt: z.iso.datetime().max(35),
  }))();

export const zUserStatusInfo = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    status: zUserStatus,
    allowed: z.array(zUserStatus).max(5),
    history: z.array(zUserStatusChange).max(500),
  }))();

export const zUserStatusInfoEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zUserStatusInfo,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zFacilityAccountInput = /* @__PURE__ */ (() =>
  z.object({
    name: z.string().min(1).max(200),
    facilityType: zFacilityType,
    accountType: zAccountType,
    labArrangement: zLabArrangement,
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    phone: zPhoneNumber,
    country: zCountry,
    state: z.string().max(100).optional(),
    city: z.string().max(100).optional(),
    address: z.string().max(300).optional(),
    postalCode: z.string().max(20).optional(),
  }))();

/**
 * Only the fields present change; an empty `state`, `city`, `address` or `postalCode` clears it. `status` is
 * for admins and follows the user lifecycle (see updateUser).
 *
 */
export const zFacilityAccountUpdateInput = /* @__PURE__ */ (() =>
  z.object({
    name: z.string().min(1).max(200).optional(),
    facilityType: zFacilityType.optional(),
    accountType: zAccountType.optional(),
    labArrangement: zLabArrangement.optional(),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254)
      .optional(),
    phone: zPhoneNumber.optional(),
    country: zCountry.optional(),
    state: z.string().max(100).optional(),
    city: z.string().max(100).optional(),
    address: z.string().max(300).optional(),
    postalCode: z.string().max(20).optional(),
    status: zUserStatus.optional(),
    proofOfAddressDocumentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
  }))();

/**
 * What the facility must change; a blank reason is a 422 with a field message.
 */
export const zAccountChangesRequestInput = /* @__PURE__ */ (() =>
  z.object({
    reason: z.string().max(1000),
  }))();

/**
 * One page of a facility's users (`members`), with the list's paging.
 */
export const zTeam = /* @__PURE__ */ (() =>
  z.object({
    facility: zFacilityRef,
    members: z.array(zUser).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

export const zGroupMember = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().max(250),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    status: zUserStatus,
  }))();

/**
 * A group of providers.
 */
export const zGroup = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().max(100),
    description: z.string().max(1000).nullable(),
    specialty: zSpecialty.nullable(),
    members: z.array(zGroupMember).max(200),
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
  }))();

/**
 * Names are unique (409). Members must be providers (422).
 */
export const zGroupInput = /* @__PURE__ */ (() =>
  z.object({
    name: z.string().min(1).max(100),
    description: z.string().max(1000).optional(),
    specialty: zSpecialty.optional(),
    memberIds: z
      .array(
        z
          .string()
          .min(1)
          .max(64)
          .regex(/^[A-Za-z0-9_-]{1,64}$/),
      )
      .max(200)
      .optional(),
  }))();

/**
 * Only the fields present change; `memberIds` replaces the member list.
 */
export const zGroupUpdateInput = /* @__PURE__ */ (() =>
  z.object({
    name: z.string().min(1).max(100).optional(),
    description: z.string().max(1000).optional(),
    specialty: zSpecialty.optional(),
    memberIds: z
      .array(
        z
          .string()
          .min(1)
          .max(64)
          .regex(/^[A-Za-z0-9_-]{1,64}$/),
      )
      .max(200)
      .optional(),
  }))();

export const zGroupPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zGroup).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

export const zGroupDeleted = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    deletedAt: z.iso.datetime().max(35),
  }))();

/**
 * Open until an admin resolves it; a resolved request cannot be resolved again (409).
 */
export const zSupportRequestStatus = /* @__PURE__ */ (() => z.enum(['Open', 'Resolved']))();

export const zSupportRequest = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    subject: z.string().max(200),
    message: z.string().max(5000),
    status: zSupportRequestStatus,
    createdBy: z.object({
      id: z
        .string()
        .max(64)
        .regex(/^[A-Za-z0-9_-]{1,64}$/),
      name: z.string().max(250),
      email: z
        .email({
          pattern:
            /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
        })
        .max(254),
      role: zRole,
    }),
    createdAt: z.iso.datetime().max(35),
    resolvedAt: z.iso.datetime().max(35).nullable(),
    resolvedBy: zPersonRef.nullable(),
    resolution: z.string().max(2000).nullable(),
  }))();

export const zSupportRequestInput = /* @__PURE__ */ (() =>
  z.object({
    subject: z.string().min(1).max(200),
    message: z.string().min(1).max(5000),
  }))();

export const zResolveSupportRequestInput = /* @__PURE__ */ (() =>
  z.object({
    resolution: z.string().min(1).max(2000),
  }))();

export const zSupportRequestPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zSupportRequest).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

/**
 * The global banner; `message` is null when no banner is shown.
 */
export const zBanner = /* @__PURE__ */ (() =>
  z.object({
    message: z.string().max(500).nullable(),
    updatedAt: z.iso.datetime().max(35).nullable(),
    updatedBy: zPersonRef.nullable(),
  }))();

export const zBannerInput = /* @__PURE__ */ (() =>
  z.object({
    message: z.string().min(1).max(500),
  }))();

/**
 * What a notification is about. `CaseAtRisk`: a case sent out has 20 % of its turnaround target or less
 * left; `CaseOverdue`: its due time has passed (docs/turnaround.md); `CaseAssigned`: a case was assigned to
 * the reader, by an admin or automatically when it was sent out; `AssignmentFailed` (to admins): a case sent out under
 * automatic assignment found no eligible provider and stays Available (docs/assignment.md);
 * `QaReviewAssigned`: a signed-out case was sampled for a blinded QA review by the reader;
 * `QaReviewUnassigned` (to admins): a sampled case found no eligible reviewer; `QaMajorDiscordance` (to
 * admins): a QA review was graded a major discrepancy; `QaFollowUp`: the reader's signed-out case was graded a
 * major discrepancy and a follow-up task is theirs (docs/quality.md). `CaseAvailable`: a case
 * the reader may pick up (their subspecialty and licence) was sent out; `TaskAssigned`: a task was
 * assigned to the reader; `ReportAddendum`: a signed-out report of the reader's case got an addendum;
 * `QaResult`: a QA review of the reader's signed-out case was graded; `AccountStatusChanged`: the reader's
 * account status changed; `ConsultInvitation`: the reader was invited to a live consult.
 * `CaseDelayed` (to the sending facility): a case is overdue by a grace of working hours, with the time it
 * is now expected (docs/notifications.md); `ConsultEnded`: a live consult the reader was invited to or in
 * ended other than by its last participant leaving (the case signed out or cancelled, no one in it may read
 * the case, idle, its leader's connection lost: the consult's `endReason`, docs/consult.md).
 * `ArchiveSlides` (to the ordering facility): a case an order made with an accession number found no slides
 * of it in the facility's image archive, could not reach the archive, or found slide series it could not
 * place on a specimen (docs/interop.md). Later kinds are added to this list, so a client shows a kind it
 * does not know by its title and message.
 *
 */
export const zNotificationKind = /* @__PURE__ */ (() =>
  z.enum([
    'CaseAtRisk',
    'CaseOverdue',
    'CaseAssigned',
    'AssignmentFailed',
    'QaReviewAssigned',
    'QaReviewUnassigned',
    'QaMajorDiscordance',
    'QaFollowUp',
    'CaseAvailable',
    'TaskAssigned',
    'ReportAddendum',
    'QaResult',
    'AccountStatusChanged',
    'CaseDelayed',
    'ConsultInvitation',
    'ConsultEnded',
    'ArchiveSlides',
  ]))();

/**
 * A notice to one user. `caseId` and `caseRecordId` name the case it is about (null for a notice about no
 * case); the client links to that case's page for the reader's role, or to `link` when the notice has one.
 *
 */
export const zNotification = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    kind: zNotificationKind,
    title: z.string().min(1).max(200),
    message: z.string().max(2000),
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable(),
    caseRecordId: z.string().max(64).nullable(),
    createdAt: z.iso.datetime().max(35),
    readAt: z.iso.datetime().max(35).nullable(),
    link: z
      .string()
      .max(500)
      .regex(/^\/[^\/\\]/)
      .nullish(),
  }))();

export const zNotificationPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zNotification).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
    unreadCount: z.int().gte(0).lte(2147483647),
  }))();

export const zNotificationListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zNotificationPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zNotificationEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zNotification,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zNotificationsRead = /* @__PURE__ */ (() =>
  z.object({
    marked: z.int().gte(0).lte(2147483647),
    unreadCount: z.int().gte(0).lte(2147483647),
  }))();

export const zNotificationsReadEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zNotificationsRead,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * How a kind of event is told: `InAppAndEmail` (a notice in the app and an e-mail), `InApp` (the notice
 * only), `Email` (the e-mail only) or `Off` (nothing).
 *
 */
export const zNotificationDelivery = /* @__PURE__ */ (() =>
  z.enum(['InAppAndEmail', 'InApp', 'Email', 'Off']))();

export const zNotificationPreference = /* @__PURE__ */ (() =>
  z.object({
    kind: zNotificationKind,
    delivery: zNotificationDelivery,
  }))();

/**
 * An IANA time zone name (`America/New_York`, `Europe/Amsterdam`, `UTC`), as the browser's
 * `Intl.DateTimeFormat().resolvedOptions().timeZone` gives it. The server also checks that it knows the zone
 * (`Intl.supportedValuesOf('timeZone')`, or a formatter accepts it): an unknown one answers 400 with the
 * message under `timeZone`. Times are written in it as `03/01/2027 12:00 PM EST` (the zone named).
 *
 */
export const zTimeZone = /* @__PURE__ */ (() =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_+\/-]{1,64}$/))();

export const zCurrentUser = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    role: zRoleSpelling,
    status: zUserStatusSpelling,
    timeZone: zTimeZone.nullish(),
  }))();

export const zCurrentUserEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zCurrentUser,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * One item per kind the caller may set, in a fixed order; `alwaysSent`: the kinds their role is always told
 * in the app and by e-mail.
 *
 */
export const zNotificationPreferences = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zNotificationPreference).max(20),
    alwaysSent: z.array(zNotificationKind).max(20),
    updatedAt: z.iso.datetime().max(35).nullable(),
    timeZone: zTimeZone.nullable(),
  }))();

/**
 * Either or both: `items`, the kinds to change; `timeZone`, the caller's time zone (decision 121). A body
 * with neither changes nothing.
 *
 */
export const zNotificationPreferencesInput = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zNotificationPreference).min(1).max(20).optional(),
    timeZone: zTimeZone.optional(),
  }))();

export const zNotificationPreferencesEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zNotificationPreferences,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * A decimal integer that only grows; resume after it with `Last-Event-ID`.
 */
export const zLiveEventId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(20)
    .regex(/^[0-9]{1,20}$/))();

/**
 * What happened to the case: `SentOut` (Draft → Available), `PickedUp` (a provider took it), `Assigned` (an
 * admin or the rules gave it to a provider), `Released` (back to Available), `SignedOut`, `Cancelled`,
 * `Updated` (its details changed, its status not), `Deleted` (a draft removed).
 *
 */
export const zLiveCaseChange = /* @__PURE__ */ (() =>
  z.enum([
    'Created',
    'SentOut',
    'PickedUp',
    'Assigned',
    'Released',
    'SignedOut',
    'Cancelled',
    'Updated',
    'Deleted',
  ]))();

/**
 * A case the caller may see was created, changed status or assignee, or changed.
 */
export const zLiveCaseChanged = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('case.changed'),
    at: z.iso.datetime().max(35),
    data: z.object({
      caseId: z
        .string()
        .max(64)
        .regex(/^[A-Za-z0-9_-]{1,64}$/),
      caseRecordId: z.string().max(64).nullable(),
      status: zCaseStatus,
      previousStatus: zCaseStatus.nullable(),
      providerId: z.string().max(64).nullable(),
      change: zLiveCaseChange,
    }),
  }))();

/**
 * An uploaded slide of a case the caller may see moved on its way into the site's image archive (decision
 * 182): queued, storing, stored or failed, as `archiveStorage` on the case's images then reads. Sent to
 * whoever may see the case, so an open case page shows the new state without a reload.
 *
 */
export const zLiveSlideStorageChanged = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('slide.storage.changed'),
    at: z.iso.datetime().max(35),
    data: z.object({
      caseId: z.string().max(64),
      imageId: z.string().max(128),
      archiveStorage: zSlideArchiveStorage,
    }),
  }))();

/**
 * The global banner was set or cleared (every signed-in user receives it).
 */
export const zLiveBannerChanged = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('banner.changed'),
    at: z.iso.datetime().max(35),
    data: z.object({
      message: z.string().max(500).nullable(),
    }),
  }))();

/**
 * A notification for the caller, shown in the app (kinds set to e-mail only or off send none).
 */
export const zLiveNotificationCreated = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('notification.created'),
    at: z.iso.datetime().max(35),
    data: z.object({
      notification: zNotification,
      unreadCount: z.int().gte(0).lte(2147483647),
    }),
  }))();

/**
 * The caller's notifications were marked read (in this or another browser); the count now.
 */
export const zLiveNotificationsRead = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('notifications.read'),
    at: z.iso.datetime().max(35),
    data: z.object({
      unreadCount: z.int().gte(0).lte(2147483647),
    }),
  }))();

/**
 * The events after `Last-Event-ID` are not held any more; reload what is shown.
 */
export const zLiveStreamReset = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('stream.reset'),
    at: z.iso.datetime().max(35),
    data: z.object({
      reason: z.enum(['TooOld', 'UnknownId']),
    }),
  }))();

/**
 * The token stopped being good; the stream closes after this event.
 */
export const zLiveSessionEnded = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('session.ended'),
    at: z.iso.datetime().max(35),
    data: z.object({
      reason: z.enum(['LoggedOut', 'Expired', 'Deactivated', 'Revoked']),
    }),
  }))();

/**
 * Cases of one facility or provider signed out in the window, how many of them by their due time (met),
 * and the share met in percent (0–100, one decimal; null when none was signed out). Cases without a due
 * time are left out.
 *
 */
export const zOnTimeRow = /* @__PURE__ */ (() =>
  z.object({
    id: z.string().max(64),
    name: z.string().max(200),
    signedOut: z.int().gte(0).lte(2147483647),
    met: z.int().gte(0).lte(2147483647),
    onTimePercent: z.number().gte(0).lte(100).nullable(),
  }))();

/**
 * The cases of one type and one priority signed out in the window with a due time, counted as
 * CaseTypeTurnaround counts them: each was judged against the one target of its type and priority
 * (getTurnaroundSettings), so these are the figures that sit beside that target.
 *
 */
export const zPriorityTurnaround = /* @__PURE__ */ (() =>
  z.object({
    priority: zCasePriority,
    cases: z.int().gte(0).lte(2147483647),
    met: z.int().gte(0).lte(2147483647),
    onTimePercent: z.number().gte(0).lte(100).nullable(),
    medianWorkingHours: z.number().gte(0).nullable(),
  }))();

/**
 * The cases of one type signed out in the window with a due time (`cases`): how many of them by their due
 * time (`met`) and the share in percent (`onTimePercent`, 0–100, one decimal; null when none was), as
 * OnTimeRow counts them (the on-time figures by case type beside the targets); and the median
 * working hours (business-day calendar, docs/turnaround.md) from send-out to sign-out, null when none was.
 * `byPriority`: the same figures per priority, every priority listed, most urgent first (STAT, Rush,
 * Routine; zeros and nulls when none was signed out); their `cases` and `met` add up to the type's.
 *
 */
export const zCaseTypeTurnaround = /* @__PURE__ */ (() =>
  z.object({
    caseType: zCaseTypeName,
    cases: z.int().gte(0).lte(2147483647),
    met: z.int().gte(0).lte(2147483647),
    onTimePercent: z.number().gte(0).lte(100).nullable(),
    medianWorkingHours: z.number().gte(0).nullable(),
    byPriority: z.tuple([zPriorityTurnaround, zPriorityTurnaround, zPriorityTurnaround]),
  }))();

/**
 * Open cases (sent out, not signed out) overdue now, of one facility or provider.
 */
export const zOverdueRow = /* @__PURE__ */ (() =>
  z.object({
    id: z.string().max(64),
    name: z.string().max(200),
    overdue: z.int().gte(0).lte(2147483647),
  }))();

/**
 * Turnaround against the due times (docs/notifications.md). The window is the last `windowDays`
 * days up to `generatedAt` (the server's clock). On time: cases signed out in the window with a due time,
 * met when signed out by it, by facility and by provider (most cases first, then name). Median working
 * hours per case type (every type listed), and both per priority within each type. Overdue: open cases overdue now, in all and by facility and by
 * provider (unassigned cases count in `unassigned`).
 *
 */
export const zDueTimeFigures = /* @__PURE__ */ (() =>
  z.object({
    windowDays: z.int().gte(1).lte(366),
    byFacility: z.array(zOnTimeRow).max(1000),
    byProvider: z.array(zOnTimeRow).max(1000),
    byCaseType: z.array(zCaseTypeTurnaround).max(20),
    overdue: z.object({
      total: z.int().gte(0).lte(2147483647),
      unassigned: z.int().gte(0).lte(2147483647),
      byFacility: z.array(zOverdueRow).max(1000),
      byProvider: z.array(zOverdueRow).max(1000),
    }),
  }))();

export const zTaskStatusCounts = /* @__PURE__ */ (() =>
  z.object({
    Open: z.int().gte(0).lte(2147483647),
    InProgress: z.int().gte(0).lte(2147483647),
    Completed: z.int().gte(0).lte(2147483647),
    Cancelled: z.int().gte(0).lte(2147483647),
  }))();

/**
 * Counts for the admin home. `openTasks` and `openEnquiries` are null when this backend keeps no tasks
 * or enquiries.
 *
 */
export const zAdminDashboard = /* @__PURE__ */ (() =>
  z.object({
    cases: z.object({
      Draft: z.int().gte(0).lte(2147483647),
      Available: z.int().gte(0).lte(2147483647),
      Assigned: z.int().gte(0).lte(2147483647),
      SignOutCompleted: z.int().gte(0).lte(2147483647),
      Cancelled: z.int().gte(0).lte(2147483647),
    }),
    providers: z.object({
      New: z.int().gte(0).lte(2147483647),
      'In Progress': z.int().gte(0).lte(2147483647),
      'Provisionally Active': z.int().gte(0).lte(2147483647),
      Active: z.int().gte(0).lte(2147483647),
      Deactivated: z.int().gte(0).lte(2147483647),
    }),
    openTasks: z.int().gte(0).lte(2147483647).nullable(),
    openEnquiries: z.int().gte(0).lte(2147483647).nullable(),
    openSupportRequests: z.int().gte(0).lte(2147483647),
    qaResults: z.object({
      Agree: z.int().gte(0).lte(2147483647),
      MinorDiscrepancy: z.int().gte(0).lte(2147483647),
      MajorDiscrepancy: z.int().gte(0).lte(2147483647),
    }),
    tasks: z.object({
      general: zTaskStatusCounts,
      qa: zTaskStatusCounts,
      onboarding: zTaskStatusCounts,
    }),
    enquiriesByStage: z.object({
      prospect: z.int().gte(0).lte(2147483647),
      interested: z.int().gte(0).lte(2147483647),
      follow_up: z.int().gte(0).lte(2147483647),
      not_interested: z.int().gte(0).lte(2147483647),
      onboarding_in_progress: z.int().gte(0).lte(2147483647),
      active: z.int().gte(0).lte(2147483647),
    }),
    billingThisMonth: z.object({
      month: z
        .string()
        .max(7)
        .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/),
      records: z.int().gte(0).lte(2147483647),
      totalCents: z.int().gte(0).lte(9007199254740991),
    }),
    daily: z
      .array(
        z.object({
          date: z.iso.date().max(10),
          created: z.int().gte(0).lte(2147483647),
          signedOut: z.int().gte(0).lte(2147483647),
        }),
      )
      .max(30),
    turnaround: z.object({
      medianHours: z.number().gte(0).nullable(),
      cases: z.int().gte(0).lte(2147483647),
    }),
    dueTimes: zDueTimeFigures,
    generatedAt: z.iso.datetime().max(35),
  }))();

export const zRegistrationKind = /* @__PURE__ */ (() => z.enum(['provider', 'facility', 'other']))();

/**
 * Pathology subspecialties, by name as /api/reference/subspecialties lists them, each at most once. A name
 * the list does not have, or one given twice, answers 422 with a field message.
 *
 */
export const zSubspecialties = /* @__PURE__ */ (() => z.array(z.string().min(1).max(100)).max(13))();

/**
 * The US states and territories the provider is licensed in, by USPS code as /api/reference/us-states
 * lists them, each at most once. Required (at least one) when the specialty is Pathology: US cases are read
 * under a license of the state they come from. A code the list does not have, or one given twice, answers
 * 422 with a field message.
 *
 */
export const zLicensedStates = /* @__PURE__ */ (() => z.array(z.string().length(2)).max(56))();

/**
 * Follows `country`: for US a USPS code from /api/reference/us-states, for Canada a code from
 * /api/reference/canadian-provinces (required for both; a code of the other country or none answers 422
 * with a field message); for Other free text or absent. Stored trimmed: leading and trailing white space
 * is dropped (a code is matched without it), and a blank state is stored as none (null).
 *
 */
export const zRegionState = /* @__PURE__ */ (() => z.string().max(100))();

/**
 * What a registration document is (a provider's CV, or their proof of address).
 */
export const zRegistrationDocumentKind = /* @__PURE__ */ (() => z.enum(['cv', 'proofOfAddress']))();

/**
 * A file uploaded for a registration or a facility account. `expiresAt` is when an unclaimed upload is
 * deleted; null once a registration or an account holds it.
 *
 */
export const zRegistrationDocument = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    kind: zRegistrationDocumentKind,
    fileName: z.string().max(255),
    contentType: z
      .string()
      .max(255)
      .regex(/^[A-Za-z0-9!#$&^_.+-]{1,127}\/[A-Za-z0-9!#$&^_.+-]{1,127}$/),
    sizeBytes: z.int().gte(0).lte(9007199254740991),
    uploadedAt: z.iso.datetime().max(35),
    expiresAt: z.iso.datetime().max(35).nullable(),
  }))();

/**
 * A facility's account (spec 2.4 accounts, 2.5 facility account details).
 */
export const zFacilityAccount = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().max(200),
    facilityType: zFacilityType,
    accountType: zAccountType,
    labArrangement: zLabArrangement,
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254)
      .nullable(),
    phone: z.string().max(32).nullable(),
    country: zCountry,
    state: z.string().max(100).nullable(),
    city: z.string().max(100).nullable(),
    address: z.string().max(300).nullable(),
    postalCode: z.string().max(20).nullable(),
    status: zUserStatus,
    userCount: z.int().gte(0).lte(2147483647),
    proofOfAddress: zRegistrationDocument.nullable(),
    reviewRequestedAt: z.iso.datetime().max(35).nullable(),
    reviewRequestedBy: zPersonRef.nullable(),
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
  }))();

export const zFacilityAccountPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zFacilityAccount).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

export const zRegistrationDocumentUpload = /* @__PURE__ */ (() =>
  z.object({
    kind: zRegistrationDocumentKind,
    file: z.string().max(20971520),
  }))();

export const zRegistrationDocumentEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zRegistrationDocument,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zOtherRegistrationInput = /* @__PURE__ */ (() =>
  z.object({
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    phone: zPhoneNumber,
    organisationName: z.string().min(1).max(200),
    specialty: zSpecialty.optional(),
    country: zCountry,
    state: zRegionState.optional(),
    city: z.string().max(100).optional(),
    message: z.string().max(2000).optional(),
  }))();

/**
 * Only the fields present change.
 */
export const zOtherRegistrationUpdateInput = /* @__PURE__ */ (() =>
  z.object({
    firstName: z.string().min(1).max(100).optional(),
    lastName: z.string().min(1).max(100).optional(),
    phone: zPhoneNumber.optional(),
    organisationName: z.string().min(1).max(200).optional(),
    specialty: zSpecialty.optional(),
    country: zCountry.optional(),
    state: zRegionState.optional(),
    city: z.string().max(100).optional(),
    message: z.string().max(2000).optional(),
  }))();

export const zLoggedOutEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zLoggedOut,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zEmailVerificationSentEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zEmailVerificationSent,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zEmailCodeVerifiedEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zEmailCodeVerified,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zPasswordChangedEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zPasswordChanged,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zUserEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zUser,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zUserListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zUserPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zFacilityAccountEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zFacilityAccount,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zFacilityAccountListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zFacilityAccountPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zTeamEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zTeam,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zGroupEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zGroup,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zGroupListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zGroupPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zGroupDeletedEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zGroupDeleted,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zSupportRequestEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zSupportRequest,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zSupportRequestListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zSupportRequestPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zBannerEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zBanner,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zAdminDashboardEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zAdminDashboard,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * A short reference to a case.
 */
export const zCaseRef = /* @__PURE__ */ (() =>
  z.object({
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseRecordId: z.string().max(64),
  }))();

/**
 * 1 General, 2 QA (quality review of a signed-out case), 3 Onboarding (key `physicianOnboarding`).
 */
export const zTaskType = /* @__PURE__ */ (() => z.union([z.literal(1), z.literal(2), z.literal(3)]))();

/**
 * The key of a task type; `physicianOnboarding` is type 3, `qa` type 2, `general` type 1.
 */
export const zTaskTypeKey = /* @__PURE__ */ (() => z.enum(['general', 'qa', 'physicianOnboarding']))();

/**
 * Open → InProgress (start) → Completed (complete; also straight from Open). Open or InProgress →
 * Cancelled (cancel). Completed or Cancelled → Open (reopen, admins only). Any other change answers 409;
 * a Completed or Cancelled task cannot be edited (409).
 *
 */
export const zTaskStatus = /* @__PURE__ */ (() => z.enum(['Open', 'InProgress', 'Completed', 'Cancelled']))();

/**
 * A task the caller may see (theirs, or any task for an admin) was created or changed.
 */
export const zLiveTaskChanged = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('task.changed'),
    at: z.iso.datetime().max(35),
    data: z.object({
      taskId: z.string().max(64),
      caseId: z.string().max(64).nullable(),
      status: zTaskStatus,
      assigneeId: z.string().max(64).nullable(),
      change: z.enum(['Created', 'Updated', 'Deleted']),
    }),
  }))();

export const zTaskPriority = /* @__PURE__ */ (() => z.enum(['Low', 'Normal', 'High', 'Urgent']))();

/**
 * Spec 3.3, owner group: who owns (manages) a task. `Operator` is the operator's own staff (admins), `Facility`
 * the users of the task's facility, `Both` both of them. Admins manage every task; facility users manage
 * the general tasks of their facility owned by Facility or Both. QA and onboarding tasks are owned by the
 * operator; Facility and Both need a facility; a facility user chooses Facility or Both.
 *
 */
export const zOwnerGroup = /* @__PURE__ */ (() => z.enum(['Operator', 'Facility', 'Both']))();

export const zTaskChecklistItem = /* @__PURE__ */ (() =>
  z.object({
    label: z.string().min(1).max(200),
    done: z.boolean(),
    documentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
  }))();

/**
 * The grade of a QA review, as pathologists grade a second read: Agree (no discrepancy), MinorDiscrepancy
 * (a difference without effect on patient care), MajorDiscrepancy (a difference that changes diagnosis,
 * treatment or prognosis).
 *
 */
export const zQaGrade = /* @__PURE__ */ (() => z.enum(['Agree', 'MinorDiscrepancy', 'MajorDiscrepancy']))();

/**
 * The review recorded on a QA task when it was completed (submitQaReview).
 */
export const zQaReview = /* @__PURE__ */ (() =>
  z.object({
    grade: zQaGrade,
    comment: z.string().max(2000).nullable(),
    reviewedBy: zPersonRef,
    reviewedAt: z.iso.datetime().max(35),
    reviewerDiagnosis: z.string().max(2000).nullish(),
  }))();

export const zQaReviewInput = /* @__PURE__ */ (() =>
  z.object({
    grade: zQaGrade,
    comment: z.string().max(2000).nullish(),
    reviewerDiagnosis: z.string().max(2000).nullish(),
  }))();

/**
 * A document uploaded to a task (an onboarding task's CV, licence, certificates…).
 */
export const zTaskDocument = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    fileName: z.string().max(255),
    contentType: z
      .string()
      .max(255)
      .regex(/^[A-Za-z0-9!#$&^_.+-]{1,127}\/[A-Za-z0-9!#$&^_.+-]{1,127}$/),
    sizeBytes: z.int().gte(0).lte(9007199254740991),
    uploadedBy: zPersonRef,
    uploadedAt: z.iso.datetime().max(35),
  }))();

export const zTaskDocumentUpload = /* @__PURE__ */ (() =>
  z.object({
    file: z.string().max(20971520),
  }))();

export const zTaskDocumentEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zTaskDocument,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * A comment on a task, as written (plain text).
 */
export const zTaskComment = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    author: zPersonRef,
    body: z.string().min(1).max(2000),
    createdAt: z.iso.datetime().max(35),
  }))();

export const zTaskCommentInput = /* @__PURE__ */ (() =>
  z.object({
    body: z.string().min(1).max(2000).regex(/\S/),
  }))();

/**
 * A new task. Admins create any type; facility users create general tasks for their own facility only.
 * A QA task needs `caseId` (a signed-out case) and an active provider as assignee; an onboarding task
 * needs a provider as assignee.
 *
 */
export const zTaskInput = /* @__PURE__ */ (() =>
  z.object({
    type: zTaskType,
    title: z.string().min(1).max(200),
    description: z.string().max(5000).nullish(),
    priority: zTaskPriority.optional(),
    ownerGroup: zOwnerGroup.optional(),
    assigneeId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
    facilityId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
    dueDate: z.iso.date().max(10).nullish(),
    checklist: z.array(zTaskChecklistItem).max(50).optional(),
  }))();

/**
 * The fields to change. Admins (and facility users for their facility's general tasks) change any field;
 * the assignee may only tick the checklist.
 *
 */
export const zTaskUpdateInput = /* @__PURE__ */ (() =>
  z.object({
    title: z.string().min(1).max(200).optional(),
    description: z.string().max(5000).nullish(),
    priority: zTaskPriority.optional(),
    ownerGroup: zOwnerGroup.optional(),
    assigneeId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
    dueDate: z.iso.date().max(10).nullish(),
    checklist: z.array(zTaskChecklistItem).max(50).optional(),
  }))();

export const zTaskResolutionInput = /* @__PURE__ */ (() =>
  z.object({
    resolution: z.string().max(2000).nullish(),
  }))();

/**
 * completeTask's body. `providerStatus` is for onboarding tasks (type 3) only.
 */
export const zTaskCompletionInput = /* @__PURE__ */ (() =>
  z.object({
    resolution: z.string().max(2000).nullish(),
    providerStatus: z.enum(['Provisionally Active', 'Active']).optional(),
  }))();

/**
 * Draft → Invoiced (issues the invoice date and a 30-day due date) → Paid. Draft or Invoiced → Void (needs a
 * reason). Paid and Void are final. Any other change answers 409; amounts, component, payer, codes and
 * service date change only while Draft (409 otherwise).
 *
 */
export const zBillingStatus = /* @__PURE__ */ (() => z.enum(['Draft', 'Invoiced', 'Paid', 'Void']))();

export const zBillingCurrency = /* @__PURE__ */ (() => z.enum(['USD', 'CAD']))();

/**
 * The label of a billing component (spec 3.3).
 */
export const zBillingComponentLabel = /* @__PURE__ */ (() =>
  z.enum(['Professional Component (PC)', 'Technical Component (TC)', 'Global/Whole Case (PC+TC)']))();

export const zInsurancePayerRef = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().max(200),
  }))();

export const zBillingRecord = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    invoiceNumber: z.string().max(32),
    case: zCaseRef,
    facility: zFacilityRef,
    patientName: z.string().max(250),
    billingComponent: zBillingComponent,
    billingComponentLabel: zBillingComponentLabel,
    cptCodes: z.array(zCptCode).max(20),
    amountCents: z.int().gte(0).lte(100000000),
    currency: zBillingCurrency,
    status: zBillingStatus,
    payer: zInsurancePayerRef.nullable(),
    serviceDate: z.iso.date().max(10),
    invoiceDate: z.iso.date().max(10).nullable(),
    dueDate: z.iso.date().max(10).nullable(),
    paidAt: z.iso.datetime().max(35).nullable(),
    voidedAt: z.iso.datetime().max(35).nullable(),
    voidReason: z.string().max(500).nullable(),
    notes: z.string().max(2000).nullable(),
    createdBy: zPersonRef,
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
  }))();

export const zBillingTotal = /* @__PURE__ */ (() =>
  z.object({
    currency: zBillingCurrency,
    records: z.int().gte(0).lte(2147483647),
    amountCents: z.int().gte(0).lte(9007199254740991),
  }))();

export const zBillingPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zBillingRecord).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
    totals: z.array(zBillingTotal).max(2),
  }))();

/**
 * A new billing record (status Draft) for a signed-out case. The component defaults to the case's, the
 * currency to the facility's country (CAD for Canada, else USD), the service date to the sign-out date.
 *
 */
export const zBillingRecordInput = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    billingComponent: zBillingComponent.optional(),
    amountCents: z.int().gte(0).lte(100000000),
    currency: zBillingCurrency.optional(),
    payerId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
    cptCodes: z.array(zCptCode).max(20).optional(),
    serviceDate: z.iso.date().max(10).optional(),
    notes: z.string().max(2000).nullish(),
  }))();

/**
 * The fields to change; `status` moves the record along its lifecycle.
 */
export const zBillingRecordUpdateInput = /* @__PURE__ */ (() =>
  z.object({
    billingComponent: zBillingComponent.optional(),
    amountCents: z.int().gte(0).lte(100000000).optional(),
    currency: zBillingCurrency.optional(),
    payerId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
    cptCodes: z.array(zCptCode).max(20).optional(),
    serviceDate: z.iso.date().max(10).optional(),
    notes: z.string().max(2000).nullish(),
    status: zBillingStatus.optional(),
    voidReason: z.string().max(500).nullish(),
  }))();

export const zBillingRecordEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zBillingRecord,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zBillingListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zBillingPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zSalutation = /* @__PURE__ */ (() =>
  z.enum(['None', 'Mr.', 'Ms.', 'Mrs.', 'Dr.', 'Prof.', 'Mx.']))();

/**
 * The provider a case is assigned to (a PersonRef), with the salutation of their provider registration
 * (About Me), so a page names them as the signed report does: "Dr. Farid Patel" (the facility's
 * note of an automatic assignment). `salutation` is null, or absent, when none is recorded; "None" means
 * no salutation. Only a case's own read (`Case`) carries it; the lists' `CaseSummary` keep the PersonRef.
 *
 */
export const zAssignedProvider = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().max(250),
    salutation: zSalutation.nullish(),
  }))();

/**
 * A signer's salutation, specialty and licensed states, copied from their provider profile when they sign
 * (null and empty for a signer without a provider profile, such as an admin).
 *
 */
export const zSignerCredentials = /* @__PURE__ */ (() =>
  z.object({
    salutation: zSalutation.nullable(),
    specialty: zSpecialty.nullable(),
    licensedStates: zLicensedStates,
  }))();

export const zReportAddendum = /* @__PURE__ */ (() =>
  z.object({
    version: z.int().gte(2).lte(1000),
    reason: z.string().max(500),
    text: z.string().max(20000),
    addedAt: z.iso.datetime().max(35),
    addedBy: zPersonRef,
    adderCredentials: zSignerCredentials,
    synoptic: zSynopticPart.nullable(),
  }))();

/**
 * The signed-out report (version 1) and its addenda (versions 2, 3, …). Version N reads as version 1 plus the
 * first N − 1 addenda; the report is amended when it has any addendum.
 *
 */
export const zFinalReport = /* @__PURE__ */ (() =>
  z.object({
    version: z.int().gte(1).lte(1000),
    primaryDiagnosis: z.string().max(2000),
    grossDescription: z.string().max(20000).nullable(),
    microscopicDescription: z.string().max(20000).nullable(),
    comments: z.string().max(5000).nullable(),
    cptCodes: z.array(zCptCode).max(20),
    billingComponent: zBillingComponent,
    signedOutAt: z.iso.datetime().max(35),
    signedOutBy: zPersonRef,
    signerCredentials: zSignerCredentials,
    addenda: z.array(zReportAddendum).max(50),
    synoptic: zSynopticPart.nullable(),
  }))();

/**
 * `salutation` and `subspecialties` are optional; `licensedStates` is required (at least one) when the
 * specialty is Pathology; `state` follows `country` (RegionState).
 *
 */
export const zProviderRegistrationInput = /* @__PURE__ */ (() =>
  z.object({
    salutation: zSalutation.optional(),
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    phone: zPhoneNumber,
    password: zNewPassword,
    specialty: zSpecialty,
    subspecialties: zSubspecialties.optional(),
    workAuthorization: zWorkAuthorization,
    experience: zExperienceBand,
    licensedStates: zLicensedStates.optional(),
    country: zCountry,
    state: zRegionState.optional(),
    city: z.string().max(100).optional(),
    cvDocumentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    proofOfAddressDocumentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }))();

/**
 * Only the fields present change (the password changes through the password operations). The rules of
 * ProviderRegistrationInput apply to the result: the state must fit the country (an empty `state` clears
 * it), and when `specialty` or `licensedStates` is sent, a Pathology registration keeps at least one
 * licensed state.
 *
 */
export const zProviderRegistrationUpdateInput = /* @__PURE__ */ (() =>
  z.object({
    salutation: zSalutation.optional(),
    firstName: z.string().min(1).max(100).optional(),
    lastName: z.string().min(1).max(100).optional(),
    phone: zPhoneNumber.optional(),
    specialty: zSpecialty.optional(),
    subspecialties: zSubspecialties.optional(),
    workAuthorization: zWorkAuthorization.optional(),
    experience: zExperienceBand.optional(),
    licensedStates: zLicensedStates.optional(),
    country: zCountry.optional(),
    state: zRegionState.optional(),
    city: z.string().max(100).optional(),
    cvDocumentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
    proofOfAddressDocumentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
  }))();

/**
 * A provider's own profile (About Me): the user's contact and practice with what their provider
 * registration adds (salutation, subspecialties, licensed states, documents). `registrationId` is null for
 * a provider without a registration; the documents download through downloadRegistrationDocument with it.
 *
 */
export const zProviderProfile = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    registrationId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable(),
    status: zUserStatus,
    salutation: zSalutation.nullable(),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    phone: z.string().max(32).nullable(),
    specialty: zSpecialty.nullable(),
    subspecialties: zSubspecialties,
    workAuthorization: zWorkAuthorization.nullable(),
    experience: zExperienceBand.nullable(),
    licensedStates: zLicensedStates,
    country: zCountry.nullable(),
    state: z.string().max(100).nullable(),
    city: z.string().max(100).nullable(),
    documents: z.array(zRegistrationDocument).max(10),
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
  }))();

export const zProviderProfileEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zProviderProfile,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zOrganisationKind = /* @__PURE__ */ (() =>
  z.enum(['Pathology Lab', 'Pathologist Group', 'Clinic/Facility', 'Other']))();

export const zLeadSource = /* @__PURE__ */ (() =>
  z.enum(['Website', 'Email Campaign', 'Inbound Email', 'Conference', 'Other']))();

/**
 * Lead status, list A of spec 3.3 (the account-level status of a lead).
 */
export const zLeadStatus = /* @__PURE__ */ (() =>
  z.enum([
    'Prospect',
    'Ineligible',
    'Interested',
    'Follow_up',
    'Not_Interested',
    'ProvisionallyActive',
    'Active',
    'Deactivated',
  ]))();

/**
 * Lead status, list B of spec 3.3 (lower-case pipeline stage).
 */
export const zLeadStatusB = /* @__PURE__ */ (() =>
  z.enum(['prospect', 'interested', 'follow_up', 'not_interested', 'onboarding_in_progress', 'active']))();

/**
 * What the organisation wants to do on the platform.
 */
export const zService = /* @__PURE__ */ (() => z.enum(['Send Out', 'Pick Up', 'Both']))();

export const zCaseScope = /* @__PURE__ */ (() =>
  z.enum(['only_full_global_cases', 'professional_component', 'technical_component', 'all']))();

/**
 * A submitted registration. Provider registrations create a Provider user, facility registrations a
 * facility account and its MedicalFacility user (both in status New); "other" registrations are kept for
 * an admin to follow up. `status` is the linked user's (or account's) status. Fields a kind does not use
 * are null (lists: empty). Provider only: salutation, subspecialties, licensedStates (and specialty, work
 * authorisation, experience). Facility only: organisationKind, services, caseScope (and the facility's
 * own fields).
 *
 */
export const zRegistration = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    kind: zRegistrationKind,
    status: zUserStatus,
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable(),
    facilityId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullable(),
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    phone: z.string().max(32),
    specialty: zSpecialty.nullable(),
    workAuthorization: zWorkAuthorization.nullable(),
    experience: zExperienceBand.nullable(),
    salutation: zSalutation.nullable(),
    subspecialties: zSubspecialties,
    licensedStates: zLicensedStates,
    country: zCountry,
    state: z.string().max(100).nullable(),
    city: z.string().max(100).nullable(),
    facilityName: z.string().max(200).nullable(),
    facilityType: zFacilityType.nullable(),
    accountType: zAccountType.nullable(),
    labArrangement: zLabArrangement.nullable(),
    organisationKind: zOrganisationKind.nullable(),
    services: zService.nullable(),
    caseScope: zCaseScope.nullable(),
    facilityPhone: z.string().max(32).nullable(),
    address: z.string().max(300).nullable(),
    postalCode: z.string().max(20).nullable(),
    organisationName: z.string().max(200).nullable(),
    message: z.string().max(2000).nullable(),
    documents: z.array(zRegistrationDocument).max(10),
    submittedAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
  }))();

export const zRegistrationPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zRegistration).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

export const zRegistrationListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zRegistrationPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * `state` follows `country` (RegionState).
 */
export const zFacilityRegistrationInput = /* @__PURE__ */ (() =>
  z.object({
    facilityName: z.string().min(1).max(200),
    organisationKind: zOrganisationKind,
    facilityType: zFacilityType,
    accountType: zAccountType,
    labArrangement: zLabArrangement,
    services: zService,
    caseScope: zCaseScope,
    facilityPhone: zPhoneNumber,
    country: zCountry,
    state: zRegionState.optional(),
    city: z.string().max(100).optional(),
    address: z.string().max(300).optional(),
    postalCode: z.string().max(20).optional(),
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    phone: zPhoneNumber,
    password: zNewPassword,
  }))();

/**
 * Only the fields present change; the state must fit the resulting country (an empty `state` clears it).
 *
 */
export const zFacilityRegistrationUpdateInput = /* @__PURE__ */ (() =>
  z.object({
    facilityName: z.string().min(1).max(200).optional(),
    organisationKind: zOrganisationKind.optional(),
    facilityType: zFacilityType.optional(),
    accountType: zAccountType.optional(),
    labArrangement: zLabArrangement.optional(),
    services: zService.optional(),
    caseScope: zCaseScope.optional(),
    facilityPhone: zPhoneNumber.optional(),
    country: zCountry.optional(),
    state: zRegionState.optional(),
    city: z.string().max(100).optional(),
    address: z.string().max(300).optional(),
    postalCode: z.string().max(20).optional(),
    firstName: z.string().min(1).max(100).optional(),
    lastName: z.string().min(1).max(100).optional(),
    phone: zPhoneNumber.optional(),
  }))();

export const zRegistrationEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zRegistration,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * One follow-up note on a lead, with who wrote it and when.
 */
export const zEnquiryNote = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    text: z.string().max(2000),
    createdAt: z.iso.datetime().max(35),
    createdBy: zPersonRef,
  }))();

export const zEnquiry = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    salutation: zSalutation,
    firstName: z.string().max(100),
    lastName: z.string().max(100),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    phone: zPhoneNumber,
    organisation: z.string().max(200),
    organisationKind: zOrganisationKind,
    country: z.enum(['US', 'Canada', 'Other']),
    state: z.string().max(10).nullable(),
    service: zService,
    caseScope: zCaseScope,
    leadSource: zLeadSource,
    status: zLeadStatus,
    stage: zLeadStatusB,
    message: z.string().max(2000).nullable(),
    notes: z.string().max(5000).nullable(),
    followUps: z.array(zEnquiryNote).max(500),
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
  }))();

export const zEnquiryNoteInput = /* @__PURE__ */ (() =>
  z.object({
    text: z.string().min(1).max(2000),
  }))();

export const zEnquiryPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zEnquiry).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

/**
 * The website's enquiry form. The lead starts as Prospect / prospect.
 */
export const zEnquiryInput = /* @__PURE__ */ (() =>
  z.object({
    salutation: zSalutation.optional(),
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254),
    phone: zPhoneNumber,
    organisation: z.string().min(1).max(200),
    organisationKind: zOrganisationKind,
    country: z.enum(['US', 'Canada', 'Other']),
    state: z.string().max(10).nullish(),
    service: zService,
    caseScope: zCaseScope.optional(),
    leadSource: zLeadSource.optional(),
    message: z.string().max(2000).nullish(),
  }))();

/**
 * The fields to change (admins).
 */
export const zEnquiryUpdateInput = /* @__PURE__ */ (() =>
  z.object({
    salutation: zSalutation.optional(),
    firstName: z.string().min(1).max(100).optional(),
    lastName: z.string().min(1).max(100).optional(),
    email: z
      .email({
        pattern:
          /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
      })
      .max(254)
      .optional(),
    phone: zPhoneNumber.optional(),
    organisation: z.string().min(1).max(200).optional(),
    organisationKind: zOrganisationKind.optional(),
    country: z.enum(['US', 'Canada', 'Other']).optional(),
    state: z.string().max(10).nullish(),
    service: zService.optional(),
    caseScope: zCaseScope.optional(),
    leadSource: zLeadSource.optional(),
    status: zLeadStatus.optional(),
    stage: zLeadStatusB.optional(),
    notes: z.string().max(5000).nullish(),
  }))();

export const zEnquiryEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zEnquiry,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zEnquiryListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zEnquiryPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * One entry of a reference list; `group` sorts entries into headings (e.g. State, Territory).
 */
export const zReferenceOption = /* @__PURE__ */ (() =>
  z.object({
    value: z.string().max(100),
    label: z.string().max(200),
    group: z.string().max(100).nullable(),
  }))();

export const zReferenceListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: z.array(zReferenceOption).max(1000),
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zEnumerationOption = /* @__PURE__ */ (() =>
  z.object({
    value: z.union([z.string().max(100), z.int().gte(0).lte(2147483647)]),
    label: z.string().max(200),
  }))();

/**
 * The enumerations of spec 3.3 that tasks, billing, enquiries and case files use, with labels.
 */
export const zEnumerations = /* @__PURE__ */ (() =>
  z.record(z.string(), z.array(zEnumerationOption).max(100)))();

export const zEnumerationsEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zEnumerations,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * What the upload operations accept (spec 5).
 */
export const zFileRules = /* @__PURE__ */ (() =>
  z.object({
    attachmentExtensions: z
      .array(
        z
          .string()
          .max(16)
          .regex(/^\.[a-z0-9.]{1,15}$/),
      )
      .max(50),
    attachmentContentTypes: z
      .array(
        z
          .string()
          .max(255)
          .regex(/^[A-Za-z0-9!#$&^_.+-]{1,127}\/[A-Za-z0-9!#$&^_.+-]{1,127}$/),
      )
      .max(50),
    attachmentMaxBytes: z.int().gte(1).lte(9007199254740991),
    attachmentTypeMessage: z.string().max(500),
    slideImageExtensions: z
      .array(
        z
          .string()
          .max(16)
          .regex(/^\.[a-z0-9.]{1,15}$/),
      )
      .max(50),
    slideImageMaxBytes: z.int().gte(1).lte(9007199254740991),
  }))();

export const zFileRulesEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zFileRules,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zPrimaryDiagnosisInput = /* @__PURE__ */ (() =>
  z.object({
    primaryDiagnosis: z.string().min(1).max(2000),
  }))();

export const zClinicalInfoInput = /* @__PURE__ */ (() =>
  z.object({
    clinicalInfo: z.string().max(5000).nullable(),
  }))();

export const zBillingComponentInput = /* @__PURE__ */ (() =>
  z.object({
    billingComponent: zBillingComponent,
  }))();

export const zCaseLink = /* @__PURE__ */ (() =>
  z.object({
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseRecordId: z.string().max(64),
    status: zCaseStatus,
  }))();

/**
 * How a case relates to others; children are the cases that name this one as parent.
 */
export const zCaseRelations = /* @__PURE__ */ (() =>
  z.object({
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseRelation: zCaseRelation,
    parent: zCaseLink.nullable(),
    children: z.array(zCaseLink).max(500),
  }))();

/**
 * `Child` needs `parentCaseId` (another case of the same facility, not one of this case's children); the
 * other relations need it null. A case with children cannot stop being `Parent` (409).
 *
 */
export const zCaseRelationsInput = /* @__PURE__ */ (() =>
  z.object({
    caseRelation: zCaseRelation,
    parentCaseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .nullish(),
  }))();

export const zCaseRelationsEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zCaseRelations,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * The five clinical attachment slots of spec 3.4: clinical history letter, lab reports,
 * radiology/endoscopy/operation, other clinical (checkbox) file, primary physician attachment.
 *
 */
export const zAttachmentSlot = /* @__PURE__ */ (() =>
  z.enum([
    'clinicalHistoryLetter',
    'labReports',
    'radiologyEndoscopyOperation',
    'otherClinical',
    'primaryPhysician',
  ]))();

export const zCaseAttachment = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    slot: zAttachmentSlot,
    fileName: z.string().max(255),
    contentType: z
      .string()
      .max(255)
      .regex(/^[A-Za-z0-9!#$&^_.+-]{1,127}\/[A-Za-z0-9!#$&^_.+-]{1,127}$/),
    sizeBytes: z.int().gte(0).lte(9007199254740991),
    sha256: z
      .string()
      .max(64)
      .regex(/^[0-9a-f]{64}$/),
    uploadedBy: zPersonRef,
    uploadedAt: z.iso.datetime().max(35),
  }))();

export const zCaseAttachmentEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zCaseAttachment,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zCaseAttachmentListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: z.array(zCaseAttachment).max(100),
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zCaseAttachmentUpload = /* @__PURE__ */ (() =>
  z.object({
    slot: zAttachmentSlot,
    file: z.string().max(20971520),
  }))();

export const zSlideImageUpload = /* @__PURE__ */ (() =>
  z.object({
    file: z.string().max(2147483648),
  }))();

export const zUploadedSlideImage = /* @__PURE__ */ (() =>
  z.object({
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    specimenID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    subsectionId: z
      .string()
      .max(96)
      .regex(/^[A-Za-z0-9_-]{1,96}$/),
    image: zSlideImage,
    contentType: z
      .string()
      .max(255)
      .regex(/^[A-Za-z0-9!#$&^_.+-]{1,127}\/[A-Za-z0-9!#$&^_.+-]{1,127}$/),
    sizeBytes: z.int().gte(0).lte(9007199254740991),
  }))();

export const zSlideUploadRequest = /* @__PURE__ */ (() =>
  z.strictObject({
    fileName: z.string().min(1).max(255),
    sizeBytes: z.int().gte(1).lte(9007199254740991),
  }))();

export const zSlideUploadGrant = /* @__PURE__ */ (() =>
  z.object({
    uploadUrl: z.url().max(2048),
    expiresAt: z.iso.datetime().max(35),
    maxBytes: z.int().gte(1).lte(9007199254740991),
  }))();

export const zSlideUploadGrantEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zSlideUploadGrant,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zUploadedSlideImageEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zUploadedSlideImage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * A measurement ruler (spec 3.8). `rect` is in level-0 image pixels: a straight ruler runs from (x, y) to
 * (x + width, y + height), so width and height keep the sign of the drag.
 *
 */
export const zAnnotationRuler = /* @__PURE__ */ (() =>
  z.object({
    id: z.string().min(1).max(200),
    mode: z.enum(['straight', 'coordinate']),
    rect: z.object({
      x: z.number(),
      y: z.number(),
      width: z.number(),
      height: z.number(),
    }),
    label: z.string().max(200),
    visible: z.boolean(),
  }))();

/**
 * An annotation patch (spec 3.9). For a region, `size` is its rectangle (top-left x, y, width, height) in
 * level-0 image pixels; a point has x and y only. `widthInClient` is its width on screen when made.
 *
 */
export const zAnnotationPatch = /* @__PURE__ */ (() =>
  z.object({
    id: z.string().min(1).max(200),
    note: z.string().max(2000),
    color: z
      .string()
      .max(7)
      .regex(/^#[0-9a-fA-F]{6}$/),
    isPoint: z.boolean(),
    size: z.object({
      x: z.number(),
      y: z.number(),
      width: z.number().gt(0).optional(),
      height: z.number().gt(0).optional(),
    }),
    widthInClient: z.number().gte(0),
  }))();

/**
 * The document events of the viewer's log (contracts/viewer-events.ts) that change annotations.
 */
export const zAnnotationEventType = /* @__PURE__ */ (() =>
  z.enum([
    'measurement/added',
    'measurement/removed',
    'measurement/cleared',
    'patch/added',
    'patch/moved',
    'patch/resized',
    'patch/recoloured',
    'patch/noted',
    'patch/removed',
  ]))();

/**
 * One document event of the viewer's log: `id` (unique, never starting with `sync-`), `at` (epoch ms, when
 * it was made), `origin` (always `user`), `type`, and the fields of its type — measurement/added `ruler`;
 * measurement/removed `rulerId`; measurement/cleared nothing; patch/added `patch`; patch/moved `patchId`,
 * `x`, `y`; patch/resized `patchId`, `width`, `height`; patch/recoloured `patchId`, `color`; patch/noted
 * `patchId`, `note`; patch/removed `patchId`. The server checks each against the viewer's event schema.
 *
 */
export const zAnnotationEvent = /* @__PURE__ */ (() =>
  z.object({
    type: zAnnotationEventType,
    id: z.string().min(1).max(200),
    at: z.number().gte(0),
    origin: z.enum(['user']),
    ruler: zAnnotationRuler.optional(),
    rulerId: z.string().min(1).max(200).optional(),
    patch: zAnnotationPatch.optional(),
    patchId: z.string().min(1).max(200).optional(),
    x: z.number().optional(),
    y: z.number().optional(),
    width: z.number().gt(0).optional(),
    height: z.number().gt(0).optional(),
    color: z
      .string()
      .max(7)
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
    note: z.string().max(2000).optional(),
  }))();

/**
 * An event as the server keeps it, with who saved it and when it arrived.
 */
export const zStoredAnnotationEvent = /* @__PURE__ */ (() =>
  z.object({
    event: zAnnotationEvent,
    author: zPersonRef,
    receivedAt: z.iso.datetime().max(35),
  }))();

export const zSlideAnnotations = /* @__PURE__ */ (() =>
  z.object({
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    imageId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    revision: z.int().gte(0).lte(2147483647),
    rulers: z.array(zAnnotationRuler).max(20000),
    patches: z.array(zAnnotationPatch).max(20000),
    events: z.array(zStoredAnnotationEvent).max(20000),
    canEdit: z.boolean(),
    readOnlyReason: z.string().max(500).nullable(),
    updatedAt: z.iso.datetime().max(35).nullable(),
    updatedBy: zPersonRef.nullable(),
  }))();

export const zSaveAnnotationsInput = /* @__PURE__ */ (() =>
  z.object({
    events: z.array(zAnnotationEvent).min(1).max(200),
  }))();

export const zSlideAnnotationsEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zSlideAnnotations,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * What was done (docs/audit.md). ReportViewed is a read of a case whose answer carried its report (final
 * or draft), CaseViewed one without; SlideOpened is recorded once per slide and session; AdminChange is
 * any change only an admin may make (users, accounts, groups, tasks, billing, enquiries, banner, support,
 * turnaround, assignment). The Consult actions are a live consult's (tag Consults): ConsultViewed is a read of a
 * consult, its steps or a case's list of consults, and ConsultStepsShared the leader's steps, each once
 * per consult and session when it succeeds; ConsultLeadChanged is a lead asked for or handed over.
 * CaseEscalated is an escalation notice sent by the system (no actor): its tier and who was told.
 * InterfaceChanged is a change to a facility's interfaces (tag Interop): its HL7 and FHIR settings, its FHIR
 * credential rotated, a backend client registered or removed, a delivery sent again.
 *
 */
export const zAuditAction = /* @__PURE__ */ (() =>
  z.enum([
    'LoginSucceeded',
    'LoginFailed',
    'Logout',
    'PasswordChanged',
    'CaseViewed',
    'ReportViewed',
    'CaseCreated',
    'CasesImported',
    'CaseChanged',
    'CaseStatusChanged',
    'CaseAssigned',
    'CaseEscalated',
    'CaseSignedOut',
    'ReportSaved',
    'AddendumAdded',
    'SlideOpened',
    'SlideAdded',
    'AttachmentDownloaded',
    'AttachmentAdded',
    'AttachmentDeleted',
    'AnnotationChanged',
    'QaBlindReadRecorded',
    'QaReviewGraded',
    'ConsultStarted',
    'ConsultInvited',
    'ConsultJoined',
    'ConsultLeft',
    'ConsultLeadChanged',
    'ConsultViewed',
    'ConsultStepsShared',
    'InterfaceChanged',
    'AdminChange',
  ]))();

/**
 * Succeeded (2xx); Denied (401, 403, 404, or a refused login); Failed (any other refusal or failure).
 */
export const zAuditOutcome = /* @__PURE__ */ (() => z.enum(['Succeeded', 'Denied', 'Failed']))();

export const zAuditTargetType = /* @__PURE__ */ (() =>
  z.enum([
    'Session',
    'Case',
    'Report',
    'Slide',
    'Attachment',
    'Annotation',
    'User',
    'Account',
    'Group',
    'Task',
    'BillingRecord',
    'Enquiry',
    'Banner',
    'SupportRequest',
    'TurnaroundSettings',
    'QualitySettings',
    'AssignmentSettings',
    'Registration',
    'Consult',
    'Interface',
    'Delivery',
  ]))();

/**
 * The signed-in user who acted, as they were then.
 */
export const zAuditActor = /* @__PURE__ */ (() =>
  z.object({
    userId: z.string().max(64),
    name: z.string().max(250),
    email: z.string().max(254),
    role: zRole,
  }))();

/**
 * What was acted on; `id` is null where the operation names no single thing (a login, an import).
 */
export const zAuditTarget = /* @__PURE__ */ (() =>
  z.object({
    type: zAuditTargetType,
    id: z.string().max(128).nullable(),
  }))();

/**
 * One record of the audit trail. Records are never changed or deleted.
 */
export const zAuditEvent = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(32)
      .regex(/^aud-[0-9]{8,12}$/),
    at: z.iso.datetime().max(35),
    actor: zAuditActor.nullable(),
    attemptedEmail: z.string().max(254).nullable(),
    action: zAuditAction,
    target: zAuditTarget,
    caseId: z.string().max(64).nullable(),
    caseRecordId: z.string().max(64).nullable(),
    outcome: zAuditOutcome,
    status: z.int().gte(100).lte(599),
    clientAddress: z.string().max(64),
    detail: z.string().max(200).nullable(),
  }))();

export const zAuditEventPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zAuditEvent).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

export const zAuditEventListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zAuditEventPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zQualityRate = /* @__PURE__ */ (() =>
  z.object({
    caseType: zCaseTypeName,
    ratePercent: z.number().gte(0).lte(100),
  }))();

export const zQualitySettings = /* @__PURE__ */ (() =>
  z.object({
    rates: z.array(zQualityRate).max(6),
    updatedAt: z.iso.datetime().max(35).nullable(),
    updatedBy: zPersonRef.nullable(),
  }))();

export const zQualitySettingsInput = /* @__PURE__ */ (() =>
  z.strictObject({
    rates: z.array(zQualityRate).max(12),
  }))();

export const zQualitySettingsEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zQualitySettings,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * Unassigned: nobody was eligible to review it (the admins were told; an admin may create a QA task by
 * hand); Open: its QA task is open; Graded: the reviewer graded it; Cancelled: its QA task was cancelled.
 *
 */
export const zQaSampleState = /* @__PURE__ */ (() => z.enum(['Unassigned', 'Open', 'Graded', 'Cancelled']))();

export const zQaTaskRef = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    taskNumber: z.string().max(32),
    status: zTaskStatus,
    assignee: zPersonRef.nullable(),
  }))();

/**
 * A signed-out case drawn for a blinded QA review, as admins see it (the reviewer never reads this: their
 * task and the case, blinded until graded). `followUp` is the task for the signer that a major discordance
 * opens.
 *
 */
export const zQaSample = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseRecordId: z.string().max(64),
    caseType: zCaseType,
    facility: zFacilityRef,
    signer: zPersonRef,
    signerDiagnosis: z.string().max(2000).nullable(),
    reviewer: zPersonRef.nullable(),
    task: zQaTaskRef.nullable(),
    ratePercent: z.number().gte(0).lte(100),
    sampledAt: z.iso.datetime().max(35),
    state: zQaSampleState,
    grade: zQaGrade.nullable(),
    gradedAt: z.iso.datetime().max(35).nullable(),
    comment: z.string().max(2000).nullable(),
    reviewerDiagnosis: z.string().max(2000).nullable(),
    followUp: zQaTaskRef.nullable(),
  }))();

/**
 * Graded reviews of one signing provider, one case type, or all (`key` all).
 */
export const zQualityAgreement = /* @__PURE__ */ (() =>
  z.object({
    key: z.string().max(64),
    label: z.string().max(250),
    reviews: z.int().gte(0).lte(2147483647),
    agree: z.int().gte(0).lte(2147483647),
    minor: z.int().gte(0).lte(2147483647),
    major: z.int().gte(0).lte(2147483647),
    agreePercent: z.number().gte(0).lte(100).nullable(),
  }))();

export const zQualityReport = /* @__PURE__ */ (() =>
  z.object({
    from: z.iso.date().max(10),
    to: z.iso.date().max(10),
    total: zQualityAgreement,
    byProvider: z.array(zQualityAgreement).max(1000),
    byCaseType: z.array(zQualityAgreement).max(6),
    open: z.array(zQaSample).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    openTotal: z.int().gte(0).lte(2147483647),
    openTotalPages: z.int().gte(0).lte(2147483647),
    discordances: z.array(zQaSample).max(100),
    discordancePage: z.int().gte(1).lte(2147483647),
    discordancePageSize: z.int().gte(1).lte(100),
    discordanceTotal: z.int().gte(0).lte(2147483647),
    discordanceTotalPages: z.int().gte(0).lte(2147483647),
  }))();

export const zQualityReportEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zQualityReport,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zQaBlindReadInput = /* @__PURE__ */ (() =>
  z.object({
    reviewerDiagnosis: z.string().min(1).max(2000),
  }))();

/**
 * The reviewer's own diagnosis of a sampled case, recorded blind before the grade (recordQaBlindRead). It
 * counts for its reader only: a task reassigned to someone else asks them for their own.
 *
 */
export const zQaBlindRead = /* @__PURE__ */ (() =>
  z.object({
    reviewerDiagnosis: z.string().max(2000),
    recordedAt: z.iso.datetime().max(35),
    recordedBy: zPersonRef,
  }))();

/**
 * A task. QA tasks (type 2) name the signed-out case to review; onboarding tasks (type 3) are assigned to
 * the provider being onboarded and carry the onboarding checklist. Any task's checklist must be fully
 * ticked before it is completed.
 *
 */
export const zTask = /* @__PURE__ */ (() =>
  z.object({
    id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    taskNumber: z.string().max(32),
    type: zTaskType,
    typeKey: zTaskTypeKey,
    typeLabel: z.enum(['General', 'QA', 'Onboarding']),
    title: z.string().max(200),
    description: z.string().max(5000).nullable(),
    status: zTaskStatus,
    priority: zTaskPriority,
    ownerGroup: zOwnerGroup,
    assignee: zPersonRef.nullable(),
    facility: zFacilityRef.nullable(),
    case: zCaseRef.nullable(),
    canOpenCase: z.boolean().optional(),
    createdBy: zPersonRef,
    dueDate: z.iso.date().max(10).nullable(),
    checklist: z.array(zTaskChecklistItem).max(50),
    comments: z.array(zTaskComment).max(500),
    resolution: z.string().max(2000).nullable(),
    qaReview: zQaReview.nullable(),
    qaBlindRead: zQaBlindRead.nullish(),
    documents: z.array(zTaskDocument).max(50),
    submittedAt: z.iso.datetime().max(35).nullable(),
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
    startedAt: z.iso.datetime().max(35).nullable(),
    completedAt: z.iso.datetime().max(35).nullable(),
    cancelledAt: z.iso.datetime().max(35).nullable(),
  }))();

export const zTaskPage = /* @__PURE__ */ (() =>
  z.object({
    items: z.array(zTask).max(100),
    page: z.int().gte(1).lte(2147483647),
    pageSize: z.int().gte(1).lte(100),
    total: z.int().gte(0).lte(2147483647),
    totalPages: z.int().gte(0).lte(2147483647),
  }))();

export const zTaskEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zTask,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zTaskListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zTaskPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * Step 2 of a sampled QA review (docs/quality.md): what the reviewer compares their blind read with, without
 * the signer. Given on the case only to the reviewer who recorded a blind read and has not graded yet.
 *
 */
export const zQaComparison = /* @__PURE__ */ (() =>
  z.object({
    reviewerDiagnosis: z.string().max(2000),
    blindReadAt: z.iso.datetime().max(35),
    reportDiagnosis: z.string().max(2000).nullable(),
  }))();

/**
 * A case with everything the case pages and the viewer read (spec 3.7). `slides` lists the specimens.
 */
export const zCase = /* @__PURE__ */ (() =>
  z.object({
    caseID: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseRecordId: z.string().max(64),
    status: zCaseStatus,
    type: zCaseType,
    facility: zFacilityRef,
    createdBy: zPersonRef,
    assignedProvider: zAssignedProvider.nullable(),
    patientInfo: zPatientInfo,
    slides: z.array(zSpecimen).max(50),
    clinicalInfo: z.string().max(5000).nullable(),
    primaryDiagnosis: z.string().max(2000).nullable(),
    finalReport: zFinalReport.nullable(),
    reportDraft: zReportDraft.nullable(),
    billingComponent: zBillingComponent,
    caseRelation: zCaseRelation,
    slideDelivery: zSlideDelivery,
    insurancePayer: z.string().max(100).nullable(),
    createdAt: z.iso.datetime().max(35),
    updatedAt: z.iso.datetime().max(35),
    sentOutAt: z.iso.datetime().max(35).nullable(),
    assignedAt: z.iso.datetime().max(35).nullable(),
    cancelledAt: z.iso.datetime().max(35).nullable(),
    priority: zCasePriority,
    dueAt: z.iso.datetime().max(35).nullable(),
    placerOrderNumber: z.string().max(64).nullish(),
    blinded: z.boolean().optional(),
    qaComparison: zQaComparison.nullish(),
    dueState: zDueState.nullable(),
    pickUp: zPickUpVerdict.optional(),
  }))();

export const zCaseEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zCase,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * `Invited` (told, not joined yet), `Present` (following or leading now), `Left`.
 */
export const zConsultPresence = /* @__PURE__ */ (() => z.enum(['Invited', 'Present', 'Left']))();

/**
 * One person of a consult. `lostAccess` is true when they were taken out of it because they may no longer
 * read the case (docs/consult.md, "When a consult ends"): their presence is then `Left`.
 *
 */
export const zConsultParticipant = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().max(200),
    presence: zConsultPresence,
    invitedAt: z.iso.datetime().max(35),
    joinedAt: z.iso.datetime().max(35).nullable(),
    leftAt: z.iso.datetime().max(35).nullable(),
    lostAccess: z.boolean(),
  }))();

/**
 * Why a consult ended (docs/consult.md): `AllLeft` (the last one out left), `NoReader` (no one present in it
 * may read the case on their own any more: reassigned, released, picked up by another, a deactivated
 * account), `SignedOut` and `Cancelled` (the case was), `Idle` (no request from anyone present for
 * CONSULT_IDLE_MINUTES, 15), `LeaderAway` (the leader's live stream was gone for 30 s and no one else was
 * present to take the lead: decision 109).
 *
 */
export const zConsultEndReason = /* @__PURE__ */ (() =>
  z.enum(['AllLeft', 'NoReader', 'SignedOut', 'Cancelled', 'Idle', 'LeaderAway']))();

/**
 * A live consult on a case. `leaderId` is the participant whose viewer the others follow (null once ended);
 * `lastSeq` the number of steps in its event log; `leadRequestedBy` the follower who asked to lead (null:
 * nobody). The starter is the first participant. A consult lends the case to its participants only while
 * someone present in it reads the case on their own and they would be invited now (docs/consult.md);
 * `endReason` says why it ended (null while active), `lastActiveAt` when someone present last asked about
 * it (it ends after 15 minutes without). `ledBy`: everyone who has led it, in the order they first took the
 * lead (the starter first), kept after it ends so a past consult says who led.
 *
 */
export const zConsult = /* @__PURE__ */ (() =>
  z.object({
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    caseRecordId: z.string().max(64).nullable(),
    state: z.enum(['Active', 'Ended']),
    leaderId: z.string().max(64).nullable(),
    leadRequestedBy: z.string().max(64).nullable(),
    participants: z.array(zConsultParticipant).max(50),
    lastSeq: z.int().gte(0).lte(2147483647),
    startedAt: z.iso.datetime().max(35),
    endedAt: z.iso.datetime().max(35).nullable(),
    endReason: zConsultEndReason.nullable(),
    lastActiveAt: z.iso.datetime().max(35),
    ledBy: z.array(z.string().max(64)).max(50),
  }))();

/**
 * The viewer's event types (contracts/viewer-events.ts, docs/viewer-model.md).
 */
export const zConsultViewerEventType = /* @__PURE__ */ (() =>
  z.enum([
    'viewport/changed',
    'viewport/home',
    'slide/selected',
    'mode/measurement',
    'mode/delete',
    'mode/patches',
    'measurement/added',
    'measurement/removed',
    'measurement/cleared',
    'patch/added',
    'patch/moved',
    'patch/resized',
    'patch/recoloured',
    'patch/noted',
    'patch/removed',
    'patch/activated',
  ]))();

/**
 * One event of the viewer's log (contracts/viewer-events.ts is its schema, which the server checks it
 * against): `id`, `at` (epoch ms), `origin`, `type`, and the fields of its type — viewport/changed `zoom`,
 * `center`, `rotation` (and `merge`, `history`); slide/selected `index`; mode/measurement `mode`;
 * mode/delete and mode/patches `on`; the document events' fields as in AnnotationEvent; patch/activated
 * `patchId` (or null).
 *
 */
export const zConsultViewerEvent = /* @__PURE__ */ (() =>
  z.object({
    type: zConsultViewerEventType,
    id: z.string().min(1).max(200),
    at: z.number().gte(0),
    origin: z.enum(['user', 'sync']),
    zoom: z.number().gt(0).optional(),
    center: z
      .object({
        x: z.number(),
        y: z.number(),
      })
      .optional(),
    rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).optional(),
    merge: z.boolean().optional(),
    history: z.enum(['back', 'forward']).optional(),
    index: z.int().gte(0).lte(2147483647).optional(),
    mode: z.enum(['STRAIGHT', 'COORDINATE']).optional(),
    on: z.boolean().optional(),
    ruler: zAnnotationRuler.optional(),
    rulerId: z.string().min(1).max(200).optional(),
    patch: zAnnotationPatch.optional(),
    patchId: z.string().min(1).max(200).nullish(),
    x: z.number().optional(),
    y: z.number().optional(),
    width: z.number().gt(0).optional(),
    height: z.number().gt(0).optional(),
    color: z
      .string()
      .max(7)
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
    note: z.string().max(2000).optional(),
  }))();

/**
 * `dispatch` applies `event` to the log; `undo` and `redo` move its undo cursor (no event).
 */
export const zConsultAction = /* @__PURE__ */ (() => z.enum(['dispatch', 'undo', 'redo']))();

export const zConsultStepInput = /* @__PURE__ */ (() =>
  z.object({
    seq: z.int().gte(1).lte(2147483647),
    action: zConsultAction,
    event: zConsultViewerEvent.nullable(),
  }))();

/**
 * One step of the consult's log as stored, with who made it (the leader then) and when it arrived.
 */
export const zConsultStep = /* @__PURE__ */ (() =>
  z.object({
    seq: z.int().gte(1).lte(2147483647),
    action: zConsultAction,
    event: zConsultViewerEvent.nullable(),
    byUserId: z.string().max(64),
    at: z.iso.datetime().max(35),
  }))();

export const zConsultAppendRequest = /* @__PURE__ */ (() =>
  z.object({
    steps: z.array(zConsultStepInput).min(1).max(200),
  }))();

export const zConsultAppendResult = /* @__PURE__ */ (() =>
  z.object({
    applied: z.int().gte(0).lte(200),
    held: z.int().gte(0).lte(2147483647),
    lastSeq: z.int().gte(0).lte(2147483647),
  }))();

export const zConsultEventPage = /* @__PURE__ */ (() =>
  z.object({
    consultId: z.string().max(64),
    items: z.array(zConsultStep).max(500),
    lastSeq: z.int().gte(0).lte(2147483647),
  }))();

export const zConsultInvitationRequest = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

export const zConsultHandOverRequest = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

export const zConsultCandidate = /* @__PURE__ */ (() =>
  z.object({
    userId: z.string().max(64),
    name: z.string().max(201),
    maySee: z.boolean(),
    reason: z.string().max(500).nullable(),
  }))();

export const zConsultEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zConsult,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zConsultListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: z.array(zConsult).max(50),
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zConsultCandidateListEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: z.array(zConsultCandidate).max(10000),
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zConsultEventPageEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zConsultEventPage,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

export const zConsultAppendEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: zConsultAppendResult,
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * A consult the caller takes part in changed: started, someone was invited, joined or left, asked to lead,
 * the lead changed, someone was taken out because they may no longer read the case (`Removed`), or it
 * ended (`consult.endReason` says why). Sent to its participants, and to who just left or was taken out.
 *
 */
export const zLiveConsultChanged = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('consult.changed'),
    at: z.iso.datetime().max(35),
    data: z.object({
      consult: zConsult,
      change: z.enum([
        'Started',
        'Invited',
        'Joined',
        'Left',
        'LeadRequested',
        'LeaderChanged',
        'Removed',
        'Ended',
      ]),
    }),
  }))();

/**
 * One step of a consult's leader, with the consult's sequence number, sent to its present participants.
 */
export const zLiveConsultEvent = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('consult.event'),
    at: z.iso.datetime().max(35),
    data: z.object({
      consultId: z.string().max(64),
      caseId: z.string().max(64),
      step: zConsultStep,
    }),
  }))();

/**
 * The leader's view and pointer now (sendConsultLiveView, decision 109): `view` as a viewport/changed step
 * has it (`zoom`, `center` in viewport coordinates, `rotation`), `pointer` in the slide's image pixels.
 *
 */
export const zConsultLiveView = /* @__PURE__ */ (() =>
  z.strictObject({
    n: z.int().gte(0).lte(2147483647),
    slideIndex: z.int().gte(0).lte(2147483647),
    view: z
      .object({
        zoom: z.number().gt(0).lte(1000000),
        center: z.object({
          x: z.number().gte(-1000000).lte(1000000),
          y: z.number().gte(-1000000).lte(1000000),
        }),
        rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
      })
      .nullable(),
    pointer: z
      .object({
        x: z.number().gte(-10000000).lte(10000000),
        y: z.number().gte(-10000000).lte(10000000),
      })
      .nullable(),
  }))();

export const zConsultLiveViewEnvelope = /* @__PURE__ */ (() =>
  z.object({
    isSuccess: z.literal(true),
    message: z.string().max(1000).nullish(),
    data: z.object({
      told: z.int().gte(0).lte(50),
    }),
    error: z.null().optional(),
    details: z.null().optional(),
  }))();

/**
 * The leader's view while it moves and their pointer (sendConsultLiveView), sent to the present followers
 * and never kept for a resume: a stream that missed it catches up with the movement's step.
 *
 */
export const zLiveConsultView = /* @__PURE__ */ (() =>
  z.object({
    id: zLiveEventId,
    type: z.literal('consult.view'),
    at: z.iso.datetime().max(35),
    data: z.object({
      consultId: z.string().max(64),
      caseId: z.string().max(64),
      byUserId: z.string().max(64),
      live: zConsultLiveView,
    }),
  }))();

/**
 * One event of the caller's stream; `type` says which data it carries.
 */
export const zLiveEvent = /* @__PURE__ */ (() =>
  z.union([
    z
      .object({
        type: z.literal('case.changed'),
      })
      .and(zLiveCaseChanged),
    z
      .object({
        type: z.literal('task.changed'),
      })
      .and(zLiveTaskChanged),
    z
      .object({
        type: z.literal('slide.storage.changed'),
      })
      .and(zLiveSlideStorageChanged),
    z
      .object({
        type: z.literal('banner.changed'),
      })
      .and(zLiveBannerChanged),
    z
      .object({
        type: z.literal('notification.created'),
      })
      .and(zLiveNotificationCreated),
    z
      .object({
        type: z.literal('notifications.read'),
      })
      .and(zLiveNotificationsRead),
    z
      .object({
        type: z.literal('stream.reset'),
      })
      .and(zLiveStreamReset),
    z
      .object({
        type: z.literal('session.ended'),
      })
      .and(zLiveSessionEnded),
    z
      .object({
        type: z.literal('consult.changed'),
      })
      .and(zLiveConsultChanged),
    z
      .object({
        type: z.literal('consult.event'),
      })
      .and(zLiveConsultEvent),
    z
      .object({
        type: z.literal('consult.view'),
      })
      .and(zLiveConsultView),
  ]))();

/**
 * The consult's id.
 */
export const zConsultId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * A key the client generates once per thing it creates (a UUID is recommended) and sends again with every
 * retry of the same request, so the server does it once (see the operation). Sent bare or, as the IETF
 * draft writes it, as a quoted structured-field string (`"8e03978e-40d5-43e8-bc93-6894a57f9324"`); 16 to 64
 * letters, digits, `-` and `_` (400 otherwise).
 *
 */
export const zIdempotencyKey = /* @__PURE__ */ (() =>
  z
    .string()
    .max(66)
    .regex(/^("[A-Za-z0-9_-]{16,64}"|[A-Za-z0-9_-]{16,64})$/))();

/**
 * The slide's id (the `fileContent` of an image).
 */
export const zSlideId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]{1,128}$/))();

/**
 * When the link stops working, in seconds since the epoch.
 */
export const zLinkExpires = /* @__PURE__ */ (() => z.int().gte(0).lte(253402300799))();

/**
 * The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, the resource kind, `expires` and that id.
 */
export const zLinkSignature = /* @__PURE__ */ (() =>
  z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]{1,128}$/))();

/**
 * When the link stops working, in seconds since the epoch.
 */
export const zPathExpires = /* @__PURE__ */ (() => z.int().gte(0).lte(253402300799))();

/**
 * The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dzi`, `expires` and that id.
 */
export const zPathSignature = /* @__PURE__ */ (() =>
  z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]{1,128}$/))();

/**
 * The session's link id (22 characters), then HMAC-SHA256 (base64url) over the slide id, `dicomweb`, `expires` and that id.
 */
export const zDicomwebSignature = /* @__PURE__ */ (() =>
  z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]{1,128}$/))();

/**
 * The study of the slide's series (`dicomweb.studyInstanceUid`); any other answers 404.
 */
export const zStudyInstanceUid = /* @__PURE__ */ (() => zDicomUid)();

/**
 * The slide's series (`dicomweb.seriesInstanceUid`); any other answers 404.
 */
export const zSeriesInstanceUid = /* @__PURE__ */ (() => zDicomUid)();

/**
 * An instance of the series (from its metadata).
 */
export const zSopInstanceUid = /* @__PURE__ */ (() => zDicomUid)();

/**
 * The case's id (`caseID`).
 */
export const zCaseId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The user's id.
 */
export const zUserId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The facility account's id (the facility id).
 */
export const zAccountId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The group's id.
 */
export const zGroupId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The notification's id.
 */
export const zNotificationId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The support request's id.
 */
export const zSupportRequestId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The registration's id.
 */
export const zRegistrationId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The registration document's server-generated id.
 */
export const zDocumentId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The task's id.
 */
export const zTaskId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The billing record's id.
 */
export const zBillingId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The enquiry's id.
 */
export const zEnquiryId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The task document's server-generated id.
 */
export const zTaskDocumentId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The attachment's server-generated id.
 */
export const zAttachmentId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/))();

/**
 * The subsection's id (`Subsection.id`).
 */
export const zSubsectionId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(96)
    .regex(/^[A-Za-z0-9_-]{1,96}$/))();

/**
 * A slide image of the case, by its file reference (`fileContent` in the case data).
 */
export const zImageId = /* @__PURE__ */ (() =>
  z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]{1,128}$/))();

/**
 * 1-based page number.
 */
export const zPageParam = /* @__PURE__ */ (() => z.int().gte(1).lte(2147483647).default(1))();

/**
 * Items per page.
 */
export const zPageSizeParam = /* @__PURE__ */ (() => z.int().gte(1).lte(100).default(20))();

/**
 * Sort direction.
 */
export const zOrderParam = /* @__PURE__ */ (() => z.enum(['asc', 'desc']))();

export const zLoginBody = /* @__PURE__ */ (() => zLoginRequest)();

/**
 * Logged in.
 */
export const zLoginResponse = /* @__PURE__ */ (() => zLoginEnvelope)();

/**
 * The current user.
 */
export const zGetCurrentUserResponse = /* @__PURE__ */ (() => zCurrentUserEnvelope)();

/**
 * The facility user.
 */
export const zGetCurrentFacilityUserResponse = /* @__PURE__ */ (() => zFacilityUserEnvelope)();

export const zGetSlideDownloadLinkPath = /* @__PURE__ */ (() =>
  z.object({
    blobId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

/**
 * The slide's links.
 */
export const zGetSlideDownloadLinkResponse = /* @__PURE__ */ (() => zSlideLinkEnvelope)();

export const zListCasesQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    sort: z
      .enum([
        'createdAt',
        'updatedAt',
        'caseRecordId',
        'patientName',
        'facilityName',
        'status',
        'dueAt',
        'urgency',
      ])
      .optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    status: zCaseStatus.optional(),
    assignedToMe: z.boolean().optional(),
    createdByMyFacility: z.boolean().optional(),
    assigneeId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    facilityId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    type: zCaseTypeName.optional(),
    dueState: zDueState.optional(),
    priority: zCasePriority.optional(),
    createdFrom: z.iso.date().max(10).optional(),
    createdTo: z.iso.date().max(10).optional(),
  }))();

/**
 * One page of cases.
 */
export const zListCasesResponse = /* @__PURE__ */ (() => zCaseListEnvelope)();

export const zCreateCaseBody = /* @__PURE__ */ (() => zCaseInput)();

export const zCreateCaseHeaders = /* @__PURE__ */ (() =>
  z.object({
    'Idempotency-Key': z
      .string()
      .max(66)
      .regex(/^("[A-Za-z0-9_-]{16,64}"|[A-Za-z0-9_-]{16,64})$/)
      .optional(),
  }))();

/**
 * The created case; for a repeat with the same `Idempotency-Key` and body, the case that key created,
 * with `Idempotent-Replayed: true`.
 *
 */
export const zCreateCaseResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zImportCasesBody = /* @__PURE__ */ (() => zCaseImportInput)();

/**
 * The created cases, in the order they were given.
 */
export const zImportCasesResponse = /* @__PURE__ */ (() => zCaseImportEnvelope)();

export const zGetCasePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case.
 */
export const zGetCaseResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zUpdateCaseBody = /* @__PURE__ */ (() => zCaseInput)();

export const zUpdateCasePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated case.
 */
export const zUpdateCaseResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zSendOutCasePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zSendOutCaseResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zPickUpCasePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zPickUpCaseResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zReleaseCasePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zReleaseCaseResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zAssignCaseBody = /* @__PURE__ */ (() => zAssignCaseInput)();

export const zAssignCasePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zAssignCaseResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zListAssignmentCandidatesPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The ranking.
 */
export const zListAssignmentCandidatesResponse = /* @__PURE__ */ (() => zAssignmentCandidatesEnvelope)();

export const zGetAssignmentProfilePath = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The profile.
 */
export const zGetAssignmentProfileResponse = /* @__PURE__ */ (() => zAssignmentProfileEnvelope)();

export const zUpdateAssignmentProfileBody = /* @__PURE__ */ (() => zAssignmentProfileInput)();

export const zUpdateAssignmentProfilePath = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The profile after the change.
 */
export const zUpdateAssignmentProfileResponse = /* @__PURE__ */ (() => zAssignmentProfileEnvelope)();

/**
 * The settings.
 */
export const zGetAssignmentSettingsResponse = /* @__PURE__ */ (() => zAssignmentSettingsEnvelope)();

export const zUpdateAssignmentSettingsBody = /* @__PURE__ */ (() => zAssignmentSettingsInput)();

/**
 * The settings after the change.
 */
export const zUpdateAssignmentSettingsResponse = /* @__PURE__ */ (() => zAssignmentSettingsEnvelope)();

export const zSignOutCaseBody = /* @__PURE__ */ (() => zSignOutInput)();

export const zSignOutCasePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zSignOutCaseResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zCancelCasePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zCancelCaseResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

/**
 * Logged out.
 */
export const zLogoutResponse = /* @__PURE__ */ (() => zLoggedOutEnvelope)();

export const zRequestEmailVerificationBody = /* @__PURE__ */ (() => zEmailVerificationRequest)();

/**
 * Accepted; a code was sent if the account exists.
 */
export const zRequestEmailVerificationResponse = /* @__PURE__ */ (() => zEmailVerificationSentEnvelope)();

export const zVerifyEmailCodeBody = /* @__PURE__ */ (() => zVerifyEmailCodeInput)();

/**
 * The code is correct.
 */
export const zVerifyEmailCodeResponse = /* @__PURE__ */ (() => zEmailCodeVerifiedEnvelope)();

export const zSetPasswordWithCodeBody = /* @__PURE__ */ (() => zSetPasswordWithCodeInput)();

/**
 * The password was changed.
 */
export const zSetPasswordWithCodeResponse = /* @__PURE__ */ (() => zPasswordChangedEnvelope)();

export const zResetPasswordBody = /* @__PURE__ */ (() => zResetPasswordInput)();

/**
 * The password was changed.
 */
export const zResetPasswordResponse = /* @__PURE__ */ (() => zPasswordChangedEnvelope)();

export const zChangePasswordBody = /* @__PURE__ */ (() => zChangePasswordInput)();

/**
 * The password was changed and every session ended.
 */
export const zChangePasswordResponse = /* @__PURE__ */ (() => zPasswordChangedEnvelope)();

export const zListUsersQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    sort: z.enum(['name', 'email', 'role', 'status', 'createdAt']).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    role: zRole.optional(),
    status: zUserStatus.optional(),
    facilityId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }))();

/**
 * One page of users.
 */
export const zListUsersResponse = /* @__PURE__ */ (() => zUserListEnvelope)();

export const zCreateUserBody = /* @__PURE__ */ (() => zUserCreateInput)();

/**
 * The created user.
 */
export const zCreateUserResponse = /* @__PURE__ */ (() => zUserEnvelope)();

export const zGetUserPath = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The user.
 */
export const zGetUserResponse = /* @__PURE__ */ (() => zUserEnvelope)();

export const zUpdateUserBody = /* @__PURE__ */ (() => zUserUpdateInput)();

export const zUpdateUserPath = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated user.
 */
export const zUpdateUserResponse = /* @__PURE__ */ (() => zUserEnvelope)();

export const zGetUserStatusPath = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The status, the allowed changes and the history.
 */
export const zGetUserStatusResponse = /* @__PURE__ */ (() => zUserStatusInfoEnvelope)();

export const zChangeUserStatusBody = /* @__PURE__ */ (() => zUserStatusChangeInput)();

export const zChangeUserStatusPath = /* @__PURE__ */ (() =>
  z.object({
    userId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The new status, the changes now allowed, and the history.
 */
export const zChangeUserStatusResponse = /* @__PURE__ */ (() => zUserStatusInfoEnvelope)();

export const zListAccountsQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    sort: z.enum(['name', 'createdAt', 'status', 'country']).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    status: zUserStatus.optional(),
    accountType: zAccountType.optional(),
    country: zCountry.optional(),
  }))();

/**
 * One page of accounts.
 */
export const zListAccountsResponse = /* @__PURE__ */ (() => zFacilityAccountListEnvelope)();

export const zCreateAccountBody = /* @__PURE__ */ (() => zFacilityAccountInput)();

/**
 * The created account.
 */
export const zCreateAccountResponse = /* @__PURE__ */ (() => zFacilityAccountEnvelope)();

export const zGetAccountPath = /* @__PURE__ */ (() =>
  z.object({
    accountId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The account.
 */
export const zGetAccountResponse = /* @__PURE__ */ (() => zFacilityAccountEnvelope)();

export const zUpdateAccountBody = /* @__PURE__ */ (() => zFacilityAccountUpdateInput)();

export const zUpdateAccountPath = /* @__PURE__ */ (() =>
  z.object({
    accountId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated account.
 */
export const zUpdateAccountResponse = /* @__PURE__ */ (() => zFacilityAccountEnvelope)();

export const zDownloadFacilityAccountDocumentPath = /* @__PURE__ */ (() =>
  z.object({
    accountId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    documentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The file.
 */
export const zDownloadFacilityAccountDocumentResponse = /* @__PURE__ */ (() => z.string())();

export const zRequestFacilityAccountChangesBody = /* @__PURE__ */ (() => zAccountChangesRequestInput)();

export const zRequestFacilityAccountChangesPath = /* @__PURE__ */ (() =>
  z.object({
    accountId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The account, no longer submitted.
 */
export const zRequestFacilityAccountChangesResponse = /* @__PURE__ */ (() => zFacilityAccountEnvelope)();

/**
 * The account.
 */
export const zGetMyFacilityAccountResponse = /* @__PURE__ */ (() => zFacilityAccountEnvelope)();

export const zUpdateMyFacilityAccountBody = /* @__PURE__ */ (() => zFacilityAccountUpdateInput)();

/**
 * The updated account.
 */
export const zUpdateMyFacilityAccountResponse = /* @__PURE__ */ (() => zFacilityAccountEnvelope)();

/**
 * The facility's interfaces.
 */
export const zGetMyFacilityInterfacesResponse = /* @__PURE__ */ (() => zFacilityInterfacesEnvelope)();

export const zUpdateMyFacilityInterfacesBody = /* @__PURE__ */ (() => zFacilityInterfacesInput)();

/**
 * The facility's interfaces after the change.
 */
export const zUpdateMyFacilityInterfacesResponse = /* @__PURE__ */ (() => zFacilityInterfacesEnvelope)();

/**
 * What the endpoint answered.
 */
export const zSendInterfaceTestMessageResponse = /* @__PURE__ */ (() => zInterfaceTestResultEnvelope)();

/**
 * What the archive answered.
 */
export const zTestDicomWebEndpointResponse = /* @__PURE__ */ (() => zDicomWebTestResultEnvelope)();

export const zSearchImageArchiveQuery = /* @__PURE__ */ (() =>
  z.object({
    accessionNumber: z
      .string()
      .min(1)
      .max(16)
      .regex(/^[A-Za-z0-9._\/-]{1,16}$/)
      .optional(),
    patientId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9._\/-]{1,64}$/)
      .optional(),
    studyDate: z.iso.date().max(10).optional(),
  }))();

/**
 * The matching studies with their slide series (none is an empty list).
 */
export const zSearchImageArchiveResponse = /* @__PURE__ */ (() => zImageArchiveSearchEnvelope)();

/**
 * The new credential.
 */
export const zRotateFhirCredentialResponse = /* @__PURE__ */ (() => zFhirCredentialEnvelope)();

/**
 * The clients.
 */
export const zListBackendServiceClientsResponse = /* @__PURE__ */ (() => zBackendServiceClientListEnvelope)();

export const zRegisterBackendServiceClientBody = /* @__PURE__ */ (() => zBackendServiceClientInput)();

/**
 * The client, registered.
 */
export const zRegisterBackendServiceClientResponse = /* @__PURE__ */ (() => zBackendServiceClientEnvelope)();

export const zRemoveBackendServiceClientPath = /* @__PURE__ */ (() =>
  z.object({
    clientId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The client was removed.
 */
export const zRemoveBackendServiceClientResponse = /* @__PURE__ */ (() =>
  zBackendServiceClientRemovedEnvelope)();

/**
 * The account, now waiting for review.
 */
export const zSubmitMyFacilityAccountForReviewResponse = /* @__PURE__ */ (() => zFacilityAccountEnvelope)();

export const zGetMyTeamQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    sort: z.enum(['name', 'email', 'role', 'status']).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    role: z.enum(['MedicalFacility', 'Facility_NP']).optional(),
    status: zUserStatus.optional(),
  }))();

/**
 * One page of the team.
 */
export const zGetMyTeamResponse = /* @__PURE__ */ (() => zTeamEnvelope)();

/**
 * The profile.
 */
export const zGetMyProviderProfileResponse = /* @__PURE__ */ (() => zProviderProfileEnvelope)();

export const zUpdateMyProviderProfileBody = /* @__PURE__ */ (() => zProviderRegistrationUpdateInput)();

/**
 * The updated profile.
 */
export const zUpdateMyProviderProfileResponse = /* @__PURE__ */ (() => zProviderProfileEnvelope)();

export const zListMyNotificationsQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    unread: z.boolean().optional(),
  }))();

/**
 * One page of the caller's notifications.
 */
export const zListMyNotificationsResponse = /* @__PURE__ */ (() => zNotificationListEnvelope)();

export const zMarkNotificationReadPath = /* @__PURE__ */ (() =>
  z.object({
    notificationId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The notification, read.
 */
export const zMarkNotificationReadResponse = /* @__PURE__ */ (() => zNotificationEnvelope)();

/**
 * How many were marked, and the unread count after (0).
 */
export const zMarkAllNotificationsReadResponse = /* @__PURE__ */ (() => zNotificationsReadEnvelope)();

/**
 * The caller's preferences.
 */
export const zGetNotificationPreferencesResponse = /* @__PURE__ */ (() => zNotificationPreferencesEnvelope)();

export const zUpdateNotificationPreferencesBody = /* @__PURE__ */ (() => zNotificationPreferencesInput)();

/**
 * The caller's preferences, saved.
 */
export const zUpdateNotificationPreferencesResponse = /* @__PURE__ */ (() =>
  zNotificationPreferencesEnvelope)();

export const zStreamMyEventsHeaders = /* @__PURE__ */ (() =>
  z.object({
    'Last-Event-ID': z
      .string()
      .max(20)
      .regex(/^[0-9]{1,20}$/)
      .optional(),
  }))();

export const zStreamMyEventsQuery = /* @__PURE__ */ (() =>
  z.object({
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }))();

/**
 * The stream; each `data:` line is one LiveEvent.
 */
export const zStreamMyEventsResponse = /* @__PURE__ */ (() => zLiveEvent)();

export const zListGroupsQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    search: z.string().max(100).optional(),
  }))();

/**
 * One page of groups.
 */
export const zListGroupsResponse = /* @__PURE__ */ (() => zGroupListEnvelope)();

export const zCreateGroupBody = /* @__PURE__ */ (() => zGroupInput)();

/**
 * The created group.
 */
export const zCreateGroupResponse = /* @__PURE__ */ (() => zGroupEnvelope)();

export const zDeleteGroupPath = /* @__PURE__ */ (() =>
  z.object({
    groupId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The group was deleted.
 */
export const zDeleteGroupResponse = /* @__PURE__ */ (() => zGroupDeletedEnvelope)();

export const zGetGroupPath = /* @__PURE__ */ (() =>
  z.object({
    groupId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The group.
 */
export const zGetGroupResponse = /* @__PURE__ */ (() => zGroupEnvelope)();

export const zUpdateGroupBody = /* @__PURE__ */ (() => zGroupUpdateInput)();

export const zUpdateGroupPath = /* @__PURE__ */ (() =>
  z.object({
    groupId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated group.
 */
export const zUpdateGroupResponse = /* @__PURE__ */ (() => zGroupEnvelope)();

export const zListSupportRequestsQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    status: zSupportRequestStatus.optional(),
    search: z.string().max(100).optional(),
  }))();

/**
 * One page of support requests.
 */
export const zListSupportRequestsResponse = /* @__PURE__ */ (() => zSupportRequestListEnvelope)();

export const zCreateSupportRequestBody = /* @__PURE__ */ (() => zSupportRequestInput)();

/**
 * The created request.
 */
export const zCreateSupportRequestResponse = /* @__PURE__ */ (() => zSupportRequestEnvelope)();

export const zResolveSupportRequestBody = /* @__PURE__ */ (() => zResolveSupportRequestInput)();

export const zResolveSupportRequestPath = /* @__PURE__ */ (() =>
  z.object({
    supportRequestId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The resolved request.
 */
export const zResolveSupportRequestResponse = /* @__PURE__ */ (() => zSupportRequestEnvelope)();

/**
 * The banner after the change (message null).
 */
export const zClearBannerResponse = /* @__PURE__ */ (() => zBannerEnvelope)();

/**
 * The banner.
 */
export const zGetBannerResponse = /* @__PURE__ */ (() => zBannerEnvelope)();

export const zSetBannerBody = /* @__PURE__ */ (() => zBannerInput)();

/**
 * The banner after the change.
 */
export const zSetBannerResponse = /* @__PURE__ */ (() => zBannerEnvelope)();

/**
 * The counts.
 */
export const zGetAdminDashboardResponse = /* @__PURE__ */ (() => zAdminDashboardEnvelope)();

/**
 * The settings.
 */
export const zGetTurnaroundSettingsResponse = /* @__PURE__ */ (() => zTurnaroundSettingsEnvelope)();

export const zUpdateTurnaroundSettingsBody = /* @__PURE__ */ (() => zTurnaroundSettingsInput)();

/**
 * The settings after the change.
 */
export const zUpdateTurnaroundSettingsResponse = /* @__PURE__ */ (() => zTurnaroundSettingsEnvelope)();

export const zListRegistrationsQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    sort: z.enum(['submittedAt', 'name', 'email', 'status']).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    kind: zRegistrationKind.optional(),
    status: zUserStatus.optional(),
  }))();

/**
 * One page of registrations.
 */
export const zListRegistrationsResponse = /* @__PURE__ */ (() => zRegistrationListEnvelope)();

export const zRegisterProviderBody = /* @__PURE__ */ (() => zProviderRegistrationInput)();

/**
 * The registration.
 */
export const zRegisterProviderResponse = /* @__PURE__ */ (() => zRegistrationEnvelope)();

export const zGetProviderRegistrationPath = /* @__PURE__ */ (() =>
  z.object({
    registrationId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The registration.
 */
export const zGetProviderRegistrationResponse = /* @__PURE__ */ (() => zRegistrationEnvelope)();

export const zUpdateProviderRegistrationBody = /* @__PURE__ */ (() => zProviderRegistrationUpdateInput)();

export const zUpdateProviderRegistrationPath = /* @__PURE__ */ (() =>
  z.object({
    registrationId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated registration.
 */
export const zUpdateProviderRegistrationResponse = /* @__PURE__ */ (() => zRegistrationEnvelope)();

export const zUploadRegistrationDocumentBody = /* @__PURE__ */ (() => zRegistrationDocumentUpload)();

/**
 * The stored document, not yet part of a registration.
 */
export const zUploadRegistrationDocumentResponse = /* @__PURE__ */ (() => zRegistrationDocumentEnvelope)();

export const zDownloadRegistrationDocumentPath = /* @__PURE__ */ (() =>
  z.object({
    registrationId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    documentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The file.
 */
export const zDownloadRegistrationDocumentResponse = /* @__PURE__ */ (() => z.string())();

export const zRegisterFacilityBody = /* @__PURE__ */ (() => zFacilityRegistrationInput)();

/**
 * The registration.
 */
export const zRegisterFacilityResponse = /* @__PURE__ */ (() => zRegistrationEnvelope)();

export const zGetFacilityRegistrationPath = /* @__PURE__ */ (() =>
  z.object({
    registrationId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The registration.
 */
export const zGetFacilityRegistrationResponse = /* @__PURE__ */ (() => zRegistrationEnvelope)();

export const zUpdateFacilityRegistrationBody = /* @__PURE__ */ (() => zFacilityRegistrationUpdateInput)();

export const zUpdateFacilityRegistrationPath = /* @__PURE__ */ (() =>
  z.object({
    registrationId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated registration.
 */
export const zUpdateFacilityRegistrationResponse = /* @__PURE__ */ (() => zRegistrationEnvelope)();

export const zRegisterOtherBody = /* @__PURE__ */ (() => zOtherRegistrationInput)();

/**
 * The registration.
 */
export const zRegisterOtherResponse = /* @__PURE__ */ (() => zRegistrationEnvelope)();

export const zGetOtherRegistrationPath = /* @__PURE__ */ (() =>
  z.object({
    registrationId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The registration.
 */
export const zGetOtherRegistrationResponse = /* @__PURE__ */ (() => zRegistrationEnvelope)();

export const zUpdateOtherRegistrationBody = /* @__PURE__ */ (() => zOtherRegistrationUpdateInput)();

export const zUpdateOtherRegistrationPath = /* @__PURE__ */ (() =>
  z.object({
    registrationId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated registration.
 */
export const zUpdateOtherRegistrationResponse = /* @__PURE__ */ (() => zRegistrationEnvelope)();

export const zListTasksQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    sort: z
      .enum(['createdAt', 'updatedAt', 'dueDate', 'title', 'status', 'priority', 'taskNumber'])
      .optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    type: z.int().gte(1).lte(3).optional(),
    status: zTaskStatus.optional(),
    assigneeId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    assignedToMe: z.boolean().optional(),
    ownerGroup: zOwnerGroup.optional(),
  }))();

/**
 * One page of tasks.
 */
export const zListTasksResponse = /* @__PURE__ */ (() => zTaskListEnvelope)();

export const zCreateTaskBody = /* @__PURE__ */ (() => zTaskInput)();

/**
 * The created task.
 */
export const zCreateTaskResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zGetTaskPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The task.
 */
export const zGetTaskResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zUpdateTaskBody = /* @__PURE__ */ (() => zTaskUpdateInput)();

export const zUpdateTaskPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated task.
 */
export const zUpdateTaskResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zStartTaskPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The started task.
 */
export const zStartTaskResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zCompleteTaskBody = /* @__PURE__ */ (() => zTaskCompletionInput)();

export const zCompleteTaskPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The completed task.
 */
export const zCompleteTaskResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zCancelTaskBody = /* @__PURE__ */ (() => zTaskResolutionInput)();

export const zCancelTaskPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The cancelled task.
 */
export const zCancelTaskResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zReopenTaskPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The reopened task.
 */
export const zReopenTaskResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zAddTaskCommentBody = /* @__PURE__ */ (() => zTaskCommentInput)();

export const zAddTaskCommentPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The task with the new comment last.
 */
export const zAddTaskCommentResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zSubmitQaReviewBody = /* @__PURE__ */ (() => zQaReviewInput)();

export const zSubmitQaReviewPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The completed task with its review.
 */
export const zSubmitQaReviewResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zUploadTaskDocumentBody = /* @__PURE__ */ (() => zTaskDocumentUpload)();

export const zUploadTaskDocumentPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The stored document.
 */
export const zUploadTaskDocumentResponse = /* @__PURE__ */ (() => zTaskDocumentEnvelope)();

export const zDownloadTaskDocumentPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    documentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The file.
 */
export const zDownloadTaskDocumentResponse = /* @__PURE__ */ (() => z.string())();

export const zListBillingRecordsQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    sort: z
      .enum([
        'createdAt',
        'updatedAt',
        'serviceDate',
        'amountCents',
        'status',
        'invoiceNumber',
        'facilityName',
      ])
      .optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    status: zBillingStatus.optional(),
    facilityId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    billingComponent: z.int().gte(0).lte(2).optional(),
    payerId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }))();

/**
 * One page of billing records.
 */
export const zListBillingRecordsResponse = /* @__PURE__ */ (() => zBillingListEnvelope)();

export const zCreateBillingRecordBody = /* @__PURE__ */ (() => zBillingRecordInput)();

/**
 * The created billing record.
 */
export const zCreateBillingRecordResponse = /* @__PURE__ */ (() => zBillingRecordEnvelope)();

export const zGetBillingRecordPath = /* @__PURE__ */ (() =>
  z.object({
    billingId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The billing record.
 */
export const zGetBillingRecordResponse = /* @__PURE__ */ (() => zBillingRecordEnvelope)();

export const zUpdateBillingRecordBody = /* @__PURE__ */ (() => zBillingRecordUpdateInput)();

export const zUpdateBillingRecordPath = /* @__PURE__ */ (() =>
  z.object({
    billingId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated billing record.
 */
export const zUpdateBillingRecordResponse = /* @__PURE__ */ (() => zBillingRecordEnvelope)();

export const zListEnquiriesQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    sort: z.enum(['createdAt', 'updatedAt', 'name', 'organisation', 'status']).optional(),
    order: z.enum(['asc', 'desc']).optional(),
    search: z.string().max(100).optional(),
    status: zLeadStatus.optional(),
    stage: zLeadStatusB.optional(),
    leadSource: zLeadSource.optional(),
    service: zService.optional(),
    country: zCountry.optional(),
  }))();

/**
 * One page of enquiries.
 */
export const zListEnquiriesResponse = /* @__PURE__ */ (() => zEnquiryListEnvelope)();

export const zCreateEnquiryBody = /* @__PURE__ */ (() => zEnquiryInput)();

/**
 * The enquiry was received.
 */
export const zCreateEnquiryResponse = /* @__PURE__ */ (() => zEnquiryEnvelope)();

export const zGetEnquiryPath = /* @__PURE__ */ (() =>
  z.object({
    enquiryId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The enquiry.
 */
export const zGetEnquiryResponse = /* @__PURE__ */ (() => zEnquiryEnvelope)();

export const zUpdateEnquiryBody = /* @__PURE__ */ (() => zEnquiryUpdateInput)();

export const zUpdateEnquiryPath = /* @__PURE__ */ (() =>
  z.object({
    enquiryId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The updated enquiry.
 */
export const zUpdateEnquiryResponse = /* @__PURE__ */ (() => zEnquiryEnvelope)();

export const zAddEnquiryNoteBody = /* @__PURE__ */ (() => zEnquiryNoteInput)();

export const zAddEnquiryNotePath = /* @__PURE__ */ (() =>
  z.object({
    enquiryId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The enquiry with the new note.
 */
export const zAddEnquiryNoteResponse = /* @__PURE__ */ (() => zEnquiryEnvelope)();

/**
 * The countries.
 */
export const zListCountriesResponse = /* @__PURE__ */ (() => zReferenceListEnvelope)();

/**
 * The states and territories.
 */
export const zListUsStatesResponse = /* @__PURE__ */ (() => zReferenceListEnvelope)();

/**
 * The provinces and territories.
 */
export const zListCanadianProvincesResponse = /* @__PURE__ */ (() => zReferenceListEnvelope)();

/**
 * The payers.
 */
export const zListInsurancePayersResponse = /* @__PURE__ */ (() => zReferenceListEnvelope)();

/**
 * The subspecialties.
 */
export const zListSubspecialtiesResponse = /* @__PURE__ */ (() => zReferenceListEnvelope)();

/**
 * The special stains.
 */
export const zListSpecialStainsResponse = /* @__PURE__ */ (() => zReferenceListEnvelope)();

/**
 * The markers.
 */
export const zListIhcMarkersResponse = /* @__PURE__ */ (() => zReferenceListEnvelope)();

/**
 * The order options.
 */
export const zListSlideOrderOptionsResponse = /* @__PURE__ */ (() => zReferenceListEnvelope)();

/**
 * The upload rules.
 */
export const zGetFileRulesResponse = /* @__PURE__ */ (() => zFileRulesEnvelope)();

export const zListDeliveriesQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    status: zDeliveryStatus.optional(),
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }))();

/**
 * One page of deliveries.
 */
export const zListDeliveriesResponse = /* @__PURE__ */ (() => zDeliveryListEnvelope)();

export const zRetryDeliveryPath = /* @__PURE__ */ (() =>
  z.object({
    deliveryId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The delivery, queued.
 */
export const zRetryDeliveryResponse = /* @__PURE__ */ (() => zDeliveryEnvelope)();

export const zCreateOrderBody = /* @__PURE__ */ (() => zFhirOrderBundle)();

/**
 * An order of a placer order number received before: its case, unchanged (the same order), changed (a
 * Draft, other content) or cancelled (a revoked ServiceRequest of a Draft; or sent again).
 *
 */
export const zCreateOrderResponse = /* @__PURE__ */ (() => zOrderIntakeEnvelope)();

/**
 * Every template, in title order.
 */
export const zListSynopticTemplatesResponse = /* @__PURE__ */ (() => zSynopticTemplateListEnvelope)();

/**
 * The enumerations.
 */
export const zGetEnumerationsResponse = /* @__PURE__ */ (() => zEnumerationsEnvelope)();

export const zSaveReportDraftBody = /* @__PURE__ */ (() => zReportDraftInput)();

export const zSaveReportDraftPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zSaveReportDraftResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zAddReportAddendumBody = /* @__PURE__ */ (() => zReportAddendumInput)();

export const zAddReportAddendumPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zAddReportAddendumResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zGetReportPdfPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

export const zGetReportPdfQuery = /* @__PURE__ */ (() =>
  z.object({
    version: z.int().gte(1).lte(1000).optional(),
    tz: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_+\/-]{1,64}$/)
      .optional(),
  }))();

/**
 * The report's PDF.
 */
export const zGetReportPdfResponse = /* @__PURE__ */ (() => z.string())();

export const zUpdateCasePrimaryDiagnosisBody = /* @__PURE__ */ (() => zPrimaryDiagnosisInput)();

export const zUpdateCasePrimaryDiagnosisPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zUpdateCasePrimaryDiagnosisResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zUpdateCaseClinicalInfoBody = /* @__PURE__ */ (() => zClinicalInfoInput)();

export const zUpdateCaseClinicalInfoPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zUpdateCaseClinicalInfoResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zUpdateCaseBillingComponentBody = /* @__PURE__ */ (() => zBillingComponentInput)();

export const zUpdateCaseBillingComponentPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case after the change.
 */
export const zUpdateCaseBillingComponentResponse = /* @__PURE__ */ (() => zCaseEnvelope)();

export const zGetCaseRelationsPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The relations.
 */
export const zGetCaseRelationsResponse = /* @__PURE__ */ (() => zCaseRelationsEnvelope)();

export const zUpdateCaseRelationsBody = /* @__PURE__ */ (() => zCaseRelationsInput)();

export const zUpdateCaseRelationsPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The relations after the change.
 */
export const zUpdateCaseRelationsResponse = /* @__PURE__ */ (() => zCaseRelationsEnvelope)();

export const zListCaseAttachmentsPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The attachments.
 */
export const zListCaseAttachmentsResponse = /* @__PURE__ */ (() => zCaseAttachmentListEnvelope)();

export const zUploadCaseAttachmentBody = /* @__PURE__ */ (() => zCaseAttachmentUpload)();

export const zUploadCaseAttachmentPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The stored attachment.
 */
export const zUploadCaseAttachmentResponse = /* @__PURE__ */ (() => zCaseAttachmentEnvelope)();

export const zDeleteCaseAttachmentPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    attachmentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The removed attachment.
 */
export const zDeleteCaseAttachmentResponse = /* @__PURE__ */ (() => zCaseAttachmentEnvelope)();

export const zDownloadCaseAttachmentPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    attachmentId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The file.
 */
export const zDownloadCaseAttachmentResponse = /* @__PURE__ */ (() => z.string())();

export const zUploadSubsectionImageBody = /* @__PURE__ */ (() => zSlideImageUpload)();

export const zUploadSubsectionImagePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    subsectionId: z
      .string()
      .max(96)
      .regex(/^[A-Za-z0-9_-]{1,96}$/),
  }))();

/**
 * The stored image.
 */
export const zUploadSubsectionImageResponse = /* @__PURE__ */ (() => zUploadedSlideImageEnvelope)();

export const zCreateSlideUploadBody = /* @__PURE__ */ (() => zSlideUploadRequest)();

export const zCreateSlideUploadPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    subsectionId: z
      .string()
      .max(96)
      .regex(/^[A-Za-z0-9_-]{1,96}$/),
  }))();

/**
 * The signed tus creation URL.
 */
export const zCreateSlideUploadResponse = /* @__PURE__ */ (() => zSlideUploadGrantEnvelope)();

export const zAttachArchiveSeriesBody = /* @__PURE__ */ (() => zArchiveSeriesLink)();

export const zAttachArchiveSeriesPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    subsectionId: z
      .string()
      .max(96)
      .regex(/^[A-Za-z0-9_-]{1,96}$/),
  }))();

/**
 * The image added to the subsection.
 */
export const zAttachArchiveSeriesResponse = /* @__PURE__ */ (() => zUploadedSlideImageEnvelope)();

export const zRetrySlideArchiveStorePath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    imageId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

/**
 * The store queued again; its state now.
 */
export const zRetrySlideArchiveStoreResponse = /* @__PURE__ */ (() => zSlideArchiveStorageEnvelope)();

export const zListSlideAnnotationsPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    imageId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

/**
 * The slide's annotations.
 */
export const zListSlideAnnotationsResponse = /* @__PURE__ */ (() => zSlideAnnotationsEnvelope)();

export const zSaveSlideAnnotationsBody = /* @__PURE__ */ (() => zSaveAnnotationsInput)();

export const zSaveSlideAnnotationsPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    imageId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

/**
 * The merged annotations after the batch.
 */
export const zSaveSlideAnnotationsResponse = /* @__PURE__ */ (() => zSlideAnnotationsEnvelope)();

export const zGetSlideRegionPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    imageId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

export const zGetSlideRegionQuery = /* @__PURE__ */ (() =>
  z.object({
    x: z.int().gte(0).lte(1000000),
    y: z.int().gte(0).lte(1000000),
    width: z.int().gte(1).lte(65536),
    height: z.int().gte(1).lte(65536),
    outWidth: z.int().gte(1).lte(1600).optional(),
  }))();

export const zGetSlideFileHeaders = /* @__PURE__ */ (() =>
  z.object({
    Range: z
      .string()
      .max(200)
      .regex(/^bytes=/)
      .optional(),
  }))();

export const zGetSlideFilePath = /* @__PURE__ */ (() =>
  z.object({
    slideId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

export const zGetSlideFileQuery = /* @__PURE__ */ (() =>
  z.object({
    expires: z.int().gte(0).lte(253402300799),
    signature: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

/**
 * The file's bytes (all of them, or the requested range with `Content-Range`).
 */
export const zGetSlideFileResponse = /* @__PURE__ */ (() => z.string())();

export const zGetSlideThumbnailPath = /* @__PURE__ */ (() =>
  z.object({
    slideId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

export const zGetSlideThumbnailQuery = /* @__PURE__ */ (() =>
  z.object({
    expires: z.int().gte(0).lte(253402300799),
    signature: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

export const zGetSlidePreviewPath = /* @__PURE__ */ (() =>
  z.object({
    slideId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

export const zGetSlidePreviewQuery = /* @__PURE__ */ (() =>
  z.object({
    expires: z.int().gte(0).lte(253402300799),
    signature: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
  }))();

export const zGetDeepZoomDescriptorPath = /* @__PURE__ */ (() =>
  z.object({
    slideId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    expires: z.int().gte(0).lte(253402300799),
    signature: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    descriptor: z
      .string()
      .max(132)
      .regex(/^[A-Za-z0-9_-]{1,128}\.dzi$/),
  }))();

/**
 * The descriptor.
 */
export const zGetDeepZoomDescriptorResponse = /* @__PURE__ */ (() => z.string().max(4096))();

export const zGetDeepZoomTilePath = /* @__PURE__ */ (() =>
  z.object({
    slideId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    expires: z.int().gte(0).lte(253402300799),
    signature: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    tilesFolder: z
      .string()
      .max(134)
      .regex(/^[A-Za-z0-9_-]{1,128}_files$/),
    level: z.int().gte(0).lte(32),
    tile: z
      .string()
      .max(24)
      .regex(/^[0-9]+_[0-9]+\.jpg$/),
  }))();

export const zGetDicomwebSeriesMetadataPath = /* @__PURE__ */ (() =>
  z.object({
    slideId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    expires: z.int().gte(0).lte(253402300799),
    signature: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    studyInstanceUid: zDicomUid,
    seriesInstanceUid: zDicomUid,
  }))();

/**
 * The DICOM JSON of every instance of the series, as the archive answers it.
 */
export const zGetDicomwebSeriesMetadataResponse = /* @__PURE__ */ (() => zDicomJsonList)();

export const zSearchDicomwebInstancesPath = /* @__PURE__ */ (() =>
  z.object({
    slideId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    expires: z.int().gte(0).lte(253402300799),
    signature: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    studyInstanceUid: zDicomUid,
    seriesInstanceUid: zDicomUid,
  }))();

export const zSearchDicomwebInstancesQuery = /* @__PURE__ */ (() =>
  z.object({
    limit: z.int().gte(1).lte(100000).optional(),
    offset: z.int().gte(0).lte(100000).optional(),
    includefield: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9.,]{1,64}$/)
      .optional(),
  }))();

/**
 * The DICOM JSON of the matching instances, as the archive answers it.
 */
export const zSearchDicomwebInstancesResponse = /* @__PURE__ */ (() => zDicomJsonList)();

export const zGetDicomwebFramesPath = /* @__PURE__ */ (() =>
  z.object({
    slideId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    expires: z.int().gte(0).lte(253402300799),
    signature: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    studyInstanceUid: zDicomUid,
    seriesInstanceUid: zDicomUid,
    sopInstanceUid: zDicomUid,
    frameList: z
      .string()
      .max(255)
      .regex(/^[1-9][0-9]{0,6}(,[1-9][0-9]{0,6}){0,31}$/),
  }))();

export const zGetDicomwebRenderedPath = /* @__PURE__ */ (() =>
  z.object({
    slideId: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    expires: z.int().gte(0).lte(253402300799),
    signature: z
      .string()
      .max(128)
      .regex(/^[A-Za-z0-9_-]{1,128}$/),
    studyInstanceUid: zDicomUid,
    seriesInstanceUid: zDicomUid,
    sopInstanceUid: zDicomUid,
    rendition: z.enum(['rendered', 'thumbnail']),
  }))();

export const zGetDicomwebRenderedQuery = /* @__PURE__ */ (() =>
  z.object({
    viewport: z
      .string()
      .max(64)
      .regex(/^[0-9]{1,5},[0-9]{1,5}$/)
      .optional(),
    quality: z.int().gte(1).lte(100).optional(),
  }))();

export const zListAuditEventsQuery = /* @__PURE__ */ (() =>
  z.object({
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    user: z.string().min(1).max(100).optional(),
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    action: zAuditAction.optional(),
    outcome: zAuditOutcome.optional(),
    from: z.iso.date().max(10).optional(),
    to: z.iso.date().max(10).optional(),
  }))();

/**
 * One page of the trail.
 */
export const zListAuditEventsResponse = /* @__PURE__ */ (() => zAuditEventListEnvelope)();

/**
 * The settings.
 */
export const zGetQualitySettingsResponse = /* @__PURE__ */ (() => zQualitySettingsEnvelope)();

export const zUpdateQualitySettingsBody = /* @__PURE__ */ (() => zQualitySettingsInput)();

/**
 * The settings after the change.
 */
export const zUpdateQualitySettingsResponse = /* @__PURE__ */ (() => zQualitySettingsEnvelope)();

export const zGetQualityReportQuery = /* @__PURE__ */ (() =>
  z.object({
    from: z.iso.date().max(10).optional(),
    to: z.iso.date().max(10).optional(),
    page: z.int().gte(1).lte(2147483647).optional().default(1),
    pageSize: z.int().gte(1).lte(100).optional().default(20),
    discordancePage: z.int().gte(1).lte(2147483647).optional().default(1),
    discordancePageSize: z.int().gte(1).lte(100).optional().default(20),
  }))();

/**
 * The report.
 */
export const zGetQualityReportResponse = /* @__PURE__ */ (() => zQualityReportEnvelope)();

export const zRecordQaBlindReadBody = /* @__PURE__ */ (() => zQaBlindReadInput)();

export const zRecordQaBlindReadPath = /* @__PURE__ */ (() =>
  z.object({
    taskId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The QA task with its blind read.
 */
export const zRecordQaBlindReadResponse = /* @__PURE__ */ (() => zTaskEnvelope)();

export const zListCaseConsultsPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The case's consults.
 */
export const zListCaseConsultsResponse = /* @__PURE__ */ (() => zConsultListEnvelope)();

export const zStartConsultPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The consult started.
 */
export const zStartConsultResponse = /* @__PURE__ */ (() => zConsultEnvelope)();

export const zListConsultCandidatesPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The candidates.
 */
export const zListConsultCandidatesResponse = /* @__PURE__ */ (() => zConsultCandidateListEnvelope)();

export const zGetConsultPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The consult.
 */
export const zGetConsultResponse = /* @__PURE__ */ (() => zConsultEnvelope)();

export const zInviteToConsultBody = /* @__PURE__ */ (() => zConsultInvitationRequest)();

export const zInviteToConsultPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The consult with the invitee among its participants.
 */
export const zInviteToConsultResponse = /* @__PURE__ */ (() => zConsultEnvelope)();

export const zJoinConsultPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The consult.
 */
export const zJoinConsultResponse = /* @__PURE__ */ (() => zConsultEnvelope)();

export const zLeaveConsultPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The consult after the change.
 */
export const zLeaveConsultResponse = /* @__PURE__ */ (() => zConsultEnvelope)();

export const zRequestConsultLeadPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The consult with `leadRequestedBy` set.
 */
export const zRequestConsultLeadResponse = /* @__PURE__ */ (() => zConsultEnvelope)();

export const zHandOverConsultBody = /* @__PURE__ */ (() => zConsultHandOverRequest)();

export const zHandOverConsultPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * The consult with its new leader.
 */
export const zHandOverConsultResponse = /* @__PURE__ */ (() => zConsultEnvelope)();

export const zListConsultEventsPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

export const zListConsultEventsQuery = /* @__PURE__ */ (() =>
  z.object({
    after: z.int().gte(0).lte(2147483647).optional().default(0),
    limit: z.int().gte(1).lte(500).optional().default(500),
  }))();

/**
 * The steps.
 */
export const zListConsultEventsResponse = /* @__PURE__ */ (() => zConsultEventPageEnvelope)();

export const zAppendConsultEventsBody = /* @__PURE__ */ (() => zConsultAppendRequest)();

export const zAppendConsultEventsPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * What was applied.
 */
export const zAppendConsultEventsResponse = /* @__PURE__ */ (() => zConsultAppendEnvelope)();

export const zSendConsultLiveViewBody = /* @__PURE__ */ (() => zConsultLiveView)();

export const zSendConsultLiveViewPath = /* @__PURE__ */ (() =>
  z.object({
    caseId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    consultId: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  }))();

/**
 * Passed on.
 */
export const zSendConsultLiveViewResponse = /* @__PURE__ */ (() => zConsultLiveViewEnvelope)();
