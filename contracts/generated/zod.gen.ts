// Auto-generated from openapi.yaml by `npm run contracts`. Do not edit.

import * as z from 'zod';

/**
 * A user's role, in the capitalised spelling the menus compare against (spec 3.2).
 */
export const zRole = z.enum(['Admin', 'Provider', 'MedicalFacility', 'Facility_NP']);

/**
 * Account status (spec 3.3, provider status). Clients compare it lower-cased.
 */
export const zUserStatus = z.enum(['New', 'In Progress', 'Provisionally Active', 'Active', 'Deactivated']);

/**
 * Messages per request field, for 400 and 422 answers.
 */
export const zFieldErrors = z.record(z.string(), z.array(z.string()));

/**
 * The envelope of every failed call.
 */
export const zErrorEnvelope = z.object({
  isSuccess: z.literal(false),
  message: z.string(),
  data: zFieldErrors.nullish(),
  error: z.string().nullish(),
  details: z.string().nullish(),
});

export const zLoginRequest = z.object({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(256),
});

export const zLoginResult = z.object({
  token: z.string().min(16),
  tokenExpiry: z.iso.datetime(),
  role: zRole,
  message: z.string().nullish(),
});

export const zLoginEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zLoginResult,
  error: z.null().optional(),
  details: z.null().optional(),
});

export const zCurrentUser = z.object({
  id: z.string(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  role: zRole,
  status: zUserStatus,
});

export const zCurrentUserEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zCurrentUser,
  error: z.null().optional(),
  details: z.null().optional(),
});

export const zFacilitySummary = z.object({
  id: z.string(),
  name: z.string(),
  facilityType: z.enum([
    'independent_facility',
    'private_hospital',
    'public_hospital',
    'university_medical_center',
    'other',
  ]),
  accountType: z.enum(['Individual', 'Physician_Group', 'Laboratory', 'Other']),
  phone: z.string().nullish(),
  country: z.enum(['US', 'Canada', 'Other']),
  state: z.string().nullish(),
  city: z.string().nullish(),
});

export const zFacilityUser = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['MedicalFacility', 'Facility_NP']),
  status: zUserStatus,
  facility: zFacilitySummary,
});

export const zFacilityUserEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zFacilityUser,
  error: z.null().optional(),
  details: z.null().optional(),
});

/**
 * A Deep Zoom descriptor as a JSON object, in the shape OpenSeadragon accepts inline.
 */
export const zDeepZoomImage = z.object({
  xmlns: z.string().optional(),
  Url: z.string(),
  Format: z.enum(['jpeg', 'jpg', 'png']),
  Overlap: z.int().gte(0),
  TileSize: z.int().gte(1),
  Size: z.object({
    Width: z.int().gte(1),
    Height: z.int().gte(1),
  }),
});

export const zSlideLink = z.object({
  link: z.url(),
  info: z.object({
    contentType: z.string(),
    fileName: z.string(),
    sizeBytes: z.int().gte(0),
  }),
  dziUrl: z.url().nullable(),
  dziTilesFolder: z.url().nullable(),
  dziTileSourceObject: z
    .object({
      Image: zDeepZoomImage,
    })
    .nullable(),
  firstTileUrl: z.url().nullable(),
  tileImageUrls: z.array(z.url()),
  thumbnailUrl: z.url().nullable(),
  previewUrl: z.url().nullable(),
  expiresAt: z.iso.datetime(),
});

export const zSlideLinkEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zSlideLink,
  error: z.null().optional(),
  details: z.null().optional(),
});

/**
 * Where a case is in its lifecycle: Draft (the facility is preparing it) → Available (sent out, any active
 * provider may pick it up) → Assigned (a provider works on it) → SignOutCompleted (final report signed).
 * Draft or Available → Cancelled (withdrawn). Any other change answers 409.
 *
 */
export const zCaseStatus = z.enum(['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled']);

/**
 * The kind of case; `displayName` in CaseType is the label.
 */
export const zCaseTypeName = z.enum([
  'surgical',
  'cytology',
  'consult',
  'dermatopathology',
  'hematopathology',
  'gastrointestinal',
]);

export const zCaseType = z.object({
  name: zCaseTypeName,
  displayName: z.string(),
});

export const zGender = z.enum(['Male', 'Female', 'Other']);

/**
 * 0 Professional Component (PC), 1 Technical Component (TC), 2 Global/Whole Case (PC+TC).
 */
export const zBillingComponent = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const zCaseRelation = z.enum(['Standalone', 'Parent', 'Child', 'Other']);

export const zSlideDelivery = z.enum(['Mail_the_Slides', 'Upload_the_Slide_Images']);

export const zPersonRef = z.object({
  id: z.string(),
  name: z.string(),
});

export const zFacilityRef = z.object({
  id: z.string(),
  name: z.string(),
});

export const zPatientInfo = z.object({
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
  birthDate: z.iso.date(),
  gender: zGender,
  race: z.string().max(100).nullish(),
  mrn: z.string().max(50).nullish(),
});

/**
 * One scanned slide image; `fileContent` is the reference get-download-link takes.
 */
export const zSlideImage = z.object({
  fileName: z.string().min(1).max(255),
  fileContent: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});

/**
 * A block or part of a specimen and its slides.
 */
export const zSubsection = z.object({
  id: z.string(),
  displayId: z.string().nullable(),
  slideType: z.string(),
  slideCount: z.int().gte(0),
  facilityId: z.string().nullable(),
  stain: z.string().nullable(),
  isRequested: z.boolean(),
  requireRescan: z.boolean(),
  requireRescanReason: z.string().nullable(),
  images: z.array(zSlideImage),
});

export const zSpecimen = z.object({
  specimenID: z.string(),
  facilitySpecimenID: z.string().nullable(),
  bodysite: z.string().nullable(),
  subsite: z.string().nullable(),
  specimenType: z.string(),
  totalNumberSlides: z.int().gte(0),
  specimenCollectionDate: z.iso.date().nullable(),
  collectionTime: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
    .nullable(),
  subsections: z.array(zSubsection),
});

export const zFinalReport = z.object({
  text: z.string(),
  signedOutAt: z.iso.datetime(),
  signedOutBy: zPersonRef,
});

/**
 * A case with everything the case pages and the viewer read (spec 3.7). `slides` lists the specimens.
 */
export const zCase = z.object({
  caseID: z.string(),
  caseRecordId: z.string(),
  status: zCaseStatus,
  type: zCaseType,
  facility: zFacilityRef,
  createdBy: zPersonRef,
  assignedProvider: zPersonRef.nullable(),
  patientInfo: zPatientInfo,
  slides: z.array(zSpecimen),
  clinicalInfo: z.string().nullable(),
  primaryDiagnosis: z.string().nullable(),
  finalReport: zFinalReport.nullable(),
  billingComponent: zBillingComponent,
  caseRelation: zCaseRelation,
  slideDelivery: zSlideDelivery,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  sentOutAt: z.iso.datetime().nullable(),
  assignedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
});

/**
 * A case as the lists show it.
 */
export const zCaseSummary = z.object({
  caseID: z.string(),
  caseRecordId: z.string(),
  status: zCaseStatus,
  type: zCaseType,
  patient: z.object({
    firstName: z.string(),
    lastName: z.string(),
  }),
  facility: zFacilityRef,
  assignedProvider: zPersonRef.nullable(),
  specimenCount: z.int().gte(0),
  imageCount: z.int().gte(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const zCasePage = z.object({
  items: z.array(zCaseSummary),
  page: z.int().gte(1),
  pageSize: z.int().gte(1),
  total: z.int().gte(0),
  totalPages: z.int().gte(0),
});

export const zSubsectionInput = z.object({
  displayId: z.string().max(50).nullish(),
  slideType: z.string().min(1).max(50),
  slideCount: z.int().gte(0).lte(500),
  facilityId: z.string().max(50).nullish(),
  stain: z.string().max(100).nullish(),
  images: z.array(zSlideImage).max(50),
});

export const zSpecimenInput = z.object({
  facilitySpecimenID: z.string().max(50).nullish(),
  bodysite: z.string().max(100).nullish(),
  subsite: z.string().max(100).nullish(),
  specimenType: z.string().min(1).max(100),
  specimenCollectionDate: z.iso.date().nullish(),
  collectionTime: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
    .nullish(),
  subsections: z.array(zSubsectionInput).max(50),
});

export const zCaseInput = z.object({
  type: zCaseTypeName,
  patientInfo: zPatientInfo,
  specimens: z.array(zSpecimenInput).max(50),
  clinicalInfo: z.string().max(5000).nullish(),
  billingComponent: zBillingComponent,
  caseRelation: zCaseRelation,
  slideDelivery: zSlideDelivery,
});

export const zAssignCaseInput = z.object({
  providerId: z.string().min(1),
});

export const zSignOutInput = z.object({
  primaryDiagnosis: z.string().min(1).max(2000),
  finalReport: z.string().min(1).max(20000),
});

export const zCaseEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zCase,
  error: z.null().optional(),
  details: z.null().optional(),
});

export const zCaseListEnvelope = z.object({
  isSuccess: z.literal(true),
  message: z.string().nullish(),
  data: zCasePage,
  error: z.null().optional(),
  details: z.null().optional(),
});

/**
 * The case's id (`caseID`).
 */
export const zCaseId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const zLoginBody = zLoginRequest;

/**
 * Logged in.
 */
export const zLoginResponse = zLoginEnvelope;

/**
 * The current user.
 */
export const zGetCurrentUserResponse = zCurrentUserEnvelope;

/**
 * The facility user.
 */
export const zGetCurrentFacilityUserResponse = zFacilityUserEnvelope;

export const zGetSlideDownloadLinkPath = z.object({
  blobId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});

/**
 * The slide's links.
 */
export const zGetSlideDownloadLinkResponse = zSlideLinkEnvelope;

export const zListCasesQuery = z.object({
  page: z.int().gte(1).optional().default(1),
  pageSize: z.int().gte(1).lte(100).optional().default(20),
  sort: z
    .enum(['createdAt', 'updatedAt', 'caseRecordId', 'patientName', 'facilityName', 'status'])
    .optional(),
  order: z.enum(['asc', 'desc']).optional(),
  search: z.string().max(100).optional(),
  status: zCaseStatus.optional(),
  assignedToMe: z.boolean().optional(),
  createdByMyFacility: z.boolean().optional(),
});

/**
 * One page of cases.
 */
export const zListCasesResponse = zCaseListEnvelope;

export const zCreateCaseBody = zCaseInput;

/**
 * The created case.
 */
export const zCreateCaseResponse = zCaseEnvelope;

export const zGetCasePath = z.object({
  caseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/**
 * The case.
 */
export const zGetCaseResponse = zCaseEnvelope;

export const zUpdateCaseBody = zCaseInput;

export const zUpdateCasePath = z.object({
  caseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/**
 * The updated case.
 */
export const zUpdateCaseResponse = zCaseEnvelope;

export const zSendOutCasePath = z.object({
  caseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/**
 * The case after the change.
 */
export const zSendOutCaseResponse = zCaseEnvelope;

export const zPickUpCasePath = z.object({
  caseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/**
 * The case after the change.
 */
export const zPickUpCaseResponse = zCaseEnvelope;

export const zAssignCaseBody = zAssignCaseInput;

export const zAssignCasePath = z.object({
  caseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/**
 * The case after the change.
 */
export const zAssignCaseResponse = zCaseEnvelope;

export const zSignOutCaseBody = zSignOutInput;

export const zSignOutCasePath = z.object({
  caseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/**
 * The case after the change.
 */
export const zSignOutCaseResponse = zCaseEnvelope;

export const zCancelCasePath = z.object({
  caseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/**
 * The case after the change.
 */
export const zCancelCaseResponse = zCaseEnvelope;
