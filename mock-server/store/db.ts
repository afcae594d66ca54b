/**
 * The mock backend's database: @msw/data collections whose records are the contract's own zod schemas,
 * extended with what only a server keeps (password hashes, tokens). A record that breaks the contract is
 * rejected on write, so the mock cannot drift from openapi.yaml.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { schemas } from '../../contracts';
import { TrailTable } from '../audit/trail-table';
import { orderOrigin } from '../interop/order-origin';
import { linearClear } from './msw-internals';

/** The mock keeps the contract's own spellings (Role, UserStatus); a backend may send others (decision 066). */
export const userRecord = schemas.zCurrentUser.extend({
  role: schemas.zRole,
  status: schemas.zUserStatus,
  passwordHash: z.string(),
  facilityId: z.string().nullable(),
  /** Shown to the user as a banner after login, until cleared. */
  bannerMessage: z.string().nullable(),
});

export const sessionRecord = z.object({
  token: z.string().min(16),
  userId: z.string(),
  expiresAt: z.iso.datetime(),
});

/**
 * The series of an image archive (DICOMweb) that a slide is, or null, and which archive holds it: `facilityId`
 * names the facility whose own archive it was attached from (decision 164); absent or null, the site's
 * (DICOMWEB_URL).
 * Records stored before slides had one read as null; links stored before facilities' archives, as the site's.
 */
export const archiveSeries = z
  .object({
    studyInstanceUid: schemas.zDicomUid,
    seriesInstanceUid: schemas.zDicomUid,
    facilityId: z.string().nullable().optional(),
    /** The study's accession number as the archive answered it or the order named it (decision 175). */
    accessionNumber: z.string().max(64).nullable().optional(),
  })
  .nullable()
  .default(null);

/** An uploaded slide's way into the image archive, or null. Records stored before uploads were stored read as null. */
export const archiveStorage = schemas.zSlideArchiveStorage.nullable().default(null);

/**
 * A slide as links are made from it (mock-server/slides/links.ts): a prepared slide of the catalogue
 * (mock-server/slides/catalog.ts; files through the slide manifest by id), or an uploaded slide image described
 * on the fly (mock-server/slides/uploads.ts; source 'upload', never stored in `slides`).
 */
export const slideRecord = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int().nonnegative(),
  title: z.string(),
  source: z.enum(['demo', 'fixture', 'mosaic', 'upload']),
  width: z.int().positive().nullable(),
  height: z.int().positive().nullable(),
  /** µm per pixel, null when the file does not record it. */
  mpp: z.number().positive().nullable(),
  magnification: z.number().positive().nullable(),
  /** false: no Deep Zoom copy, so viewers read the original by Range (the TIFF route). */
  hasDeepZoom: z.boolean(),
  hasThumbnail: z.boolean(),
  hasPreview: z.boolean(),
  /** Origin and licence of third-party data (fixtures), null for the project's own slides. */
  attribution: z.string().nullable(),
  /** A DICOM series served as one slide: how many other instances it has besides the original (decision 048). */
  instanceCount: z.int().nonnegative().optional(),
  /** Its series in the image archive: the link then names a signed DICOMweb root (slides/links.ts). */
  archiveSeries,
  /** An upload's store in the image archive (slides/archive-store.ts); null for any other slide. */
  archiveStorage,
});

/** A case as stored: its due state is judged when it is read (mock-server/cases/turnaround.ts), not kept. */
export const caseRecord = schemas.zCase.omit({ dueState: true });

/** A consult as stored (consults/store.ts): the contract's Consult, its event log and the steps held beyond a gap. */
export const consultRecord = schemas.zConsult.extend({
  // Consults stored before their leaders were kept read as none (consults/store.ts names them from the log).
  ledBy: schemas.zConsult.shape.ledBy.default([]),
  steps: z.array(schemas.zConsultStep),
  held: z.array(schemas.zConsultStep),
});

export type UserRecord = z.infer<typeof userRecord>;
export type ConsultRecord = z.infer<typeof consultRecord>;
export type CaseRecord = z.infer<typeof caseRecord>;
export type SlideRecord = z.infer<typeof slideRecord>;

export const db = {
  users: new Collection({ schema: userRecord }),
  sessions: new Collection({ schema: sessionRecord }),
  facilities: new Collection({ schema: schemas.zFacilitySummary }),
  slides: new Collection({ schema: slideRecord }),
  cases: new Collection({ schema: caseRecord }),
  // people: profile fields of a user that `users` does not keep (one record per user, by userId)
  userProfiles: new Collection({
    schema: schemas.zUser
      .pick({
        userType: true,
        staffRole: true,
        phone: true,
        specialty: true,
        workAuthorization: true,
        experience: true,
        country: true,
        state: true,
        city: true,
        createdAt: true,
        updatedAt: true,
      })
      .extend({ userId: z.string() }),
  }),
  // people: account fields of a facility that `facilities` does not keep (one record per facility)
  accountProfiles: new Collection({
    schema: schemas.zFacilityAccount
      .pick({
        labArrangement: true,
        email: true,
        address: true,
        postalCode: true,
        status: true,
        reviewRequestedAt: true,
        reviewRequestedBy: true,
        createdAt: true,
        updatedAt: true,
      })
      .extend({ facilityId: z.string() }),
  }),
  groups: new Collection({
    schema: schemas.zGroup.omit({ members: true }).extend({ memberIds: z.array(z.string()) }),
  }),
  /** Every status change of a user, with its reason and who made it (users/status-handlers.ts). */
  userStatusChanges: new Collection({ schema: schemas.zUserStatusChange.extend({ userId: z.string() }) }),
  supportRequests: new Collection({ schema: schemas.zSupportRequest }),
  /** The global banner: one record, id 'global'. */
  banners: new Collection({ schema: schemas.zBanner.extend({ id: z.string() }) }),
  /** The turnaround targets and holidays: one record, id 'settings' (mock-server/cases/turnaround.ts). */
  turnaround: new Collection({ schema: schemas.zTurnaroundSettings.extend({ id: z.string() }) }),
  /** Caseload caps and away dates, one per provider who has any (mock-server/assignment/). */
  assignmentProfiles: new Collection({
    schema: schemas.zAssignmentProfile.omit({ openCases: true }).extend({ id: z.string() }),
  }),
  /** Where cases are assigned automatically: one record, id 'settings' (mock-server/assignment/). */
  assignmentSettings: new Collection({ schema: schemas.zAssignmentSettings.extend({ id: z.string() }) }),
  /** The QA sampling rate of each case type: one record, id 'settings' (mock-server/quality/, decision 084). */
  qualitySettings: new Collection({ schema: schemas.zQualitySettings.extend({ id: z.string() }) }),
  /**
   * Signed-out cases drawn for a blinded QA review (mock-server/quality/): the case, its signer, the QA task (null:
   * nobody was eligible) and the follow-up a major discordance opened. State, grade and reviewer are read from
   * the task, so a reassigned or cancelled task is followed.
   */
  qaSamples: new Collection({
    schema: z.object({
      id: z.string(),
      caseId: z.string(),
      signer: schemas.zPersonRef,
      taskId: z.string().nullable(),
      followUpTaskId: z.string().nullable(),
      ratePercent: z.number().min(0).max(100),
      sampledAt: z.iso.datetime(),
    }),
  }),
  /** Registrations without their documents (joined from `registrationDocuments` by users/views.ts). */
  registrations: new Collection({ schema: schemas.zRegistration.omit({ documents: true }) }),
  /**
   * Uploaded registration documents (CV, proof of address); bytes under MOCK_UPLOADS_DIR at `id`. Unclaimed
   * (registrationId null) until a registration names them; deleted an hour after upload if never claimed. A
   * facility account's proof of address is claimed under the owner key `account:<facilityId>`
   * (accounts/documents.ts).
   */
  registrationDocuments: new Collection({
    schema: schemas.zRegistrationDocument.extend({
      registrationId: z.string().nullable(),
      sha256: z.string(),
    }),
  }),
  /** Email verification codes, stored as hashes; the code itself only travels in the email (outbox). */
  emailCodes: new Collection({
    schema: z.object({
      id: z.string(),
      email: z.string(),
      codeHash: z.string(),
      createdAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      attempts: z.int().nonnegative(),
      verifiedAt: z.iso.datetime().nullable(),
      usedAt: z.iso.datetime().nullable(),
    }),
  }),
  /** Emails the backend "sent"; QA reads the last code through GET /__mock/outbox?email=… */
  outbox: new Collection({
    schema: z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      code: z.string().nullable(),
      sentAt: z.iso.datetime(),
    }),
  }),
  tasks: new Collection({ schema: schemas.zTask }),
  billingRecords: new Collection({ schema: schemas.zBillingRecord }),
  enquiries: new Collection({ schema: schemas.zEnquiry }),
  /** Attachment metadata; the bytes live under MOCK_UPLOADS_DIR at `storageKey` (a server-generated id). */
  attachments: new Collection({
    schema: schemas.zCaseAttachment.extend({ storageKey: z.string(), placeholder: z.boolean() }),
  }),
  /** Child case → parent case links (the case's own `caseRelation` says Child). */
  caseLinks: new Collection({ schema: z.object({ caseID: z.string(), parentCaseId: z.string() }) }),
  /** Uploaded slide images (bytes under MOCK_UPLOADS_DIR at `id`); a subsection image's fileContent is the id. */
  slideUploads: new Collection({
    schema: z.object({
      id: z.string(),
      caseID: z.string(),
      subsectionId: z.string(),
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.int().nonnegative(),
      sha256: z.string(),
      uploadedBy: schemas.zPersonRef,
      uploadedAt: z.iso.datetime(),
      /** The archive series linked to this slide of the case (its record's `archiveSeries`). */
      archiveSeries,
      /** Where its store in the image archive stands (slides/archive-store.ts); null: not stored there. */
      archiveStorage,
    }),
  }),
  /** createCase's Idempotency-Key bindings (cases/idempotency.ts): id `{userId}:{key}`, kept 24 hours. */
  idempotencyKeys: new Collection({
    schema: z.object({
      id: z.string(),
      userId: z.string(),
      key: z.string(),
      operation: z.literal('createCase'),
      /** SHA-256 of the request body as canonical JSON. */
      fingerprint: z.string(),
      caseID: z.string(),
      createdAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
    }),
  }),
  /** Annotations of a case's slide image (annotations/rules.ts): id `{caseID}:{imageId}`, the merged event log. */
  slideAnnotations: new Collection({
    schema: z.object({
      id: z.string(),
      caseID: z.string(),
      imageId: z.string(),
      events: z.array(schemas.zStoredAnnotationEvent),
    }),
  }),
  /** Every user's notifications (notifications/handlers.ts): the contract's Notification and its owner. */
  notifications: new Collection({ schema: schemas.zNotification.extend({ userId: z.string() }) }),
  /**
   * Each user's notification preferences (notifications/preferences.ts, decision 085): id = the user's id, the
   * kinds they have set (a kind not stored answers its default).
   */
  notificationPreferences: new Collection({
    schema: z.object({
      id: z.string(),
      items: z.array(schemas.zNotificationPreference),
      updatedAt: z.iso.datetime(),
    }),
  }),
  /**
   * Escalations sent (notifications/sweep.ts): id `{caseID}|{state}|{dueAt}`, once each; seeded for the cases
   * already late at seed time, so a fresh start does not flood anyone (docs/notifications.md).
   */
  escalations: new Collection({
    schema: z.object({
      id: z.string(),
      caseID: z.string(),
      state: z.enum(['AtRisk', 'Overdue', 'Late']),
      dueAt: z.string(),
      sentAt: z.iso.datetime(),
      recipients: z.array(z.string()),
    }),
  }),
  /**
   * Live consults on a case (consults/, decision 086): the contract's Consult with its event log (`steps`, the
   * leader's viewer steps by seq) and the steps held beyond a gap. Kept with the case, after it ends, for replay.
   */
  consults: new Collection({ schema: consultRecord }),
  /**
   * Each facility's interfaces (mock-server/interop/, decision 106): the HL7 v2 endpoint results go to, how its
   * order sender is known (decision 131) and the FHIR API credential's hash (the credential itself is shown once
   * and never kept).
   */
  facilityInterfaces: new Collection({
    schema: z.object({
      facilityId: z.string(),
      hl7: schemas.zHl7Endpoint,
      orders: schemas.zOrderSender,
      credentialHash: z.string().nullable(),
      credentialHint: z.string().nullable(),
      credentialCreatedAt: z.iso.datetime().nullable(),
      /**
       * The FHIR server reports are pushed to (decision 139), its bearer token kept as given: it must be sent, so
       * it cannot be a hash. Never answered (interfaces.ts answers `tokenSet`), never logged, never in a delivery.
       */
      fhirPush: z
        .object({ enabled: z.boolean(), baseUrl: z.string().nullable(), token: z.string().nullable() })
        .optional(),
      /** The image archive's DICOMweb service (decision 163); records kept before it read as none. */
      dicomweb: schemas.zDicomWebEndpoint.nullable().optional(),
    }),
  }),
  /**
   * Each facility's SMART Backend Services clients (mock-server/interop/smart/, decision 133): the public keys
   * registered inline (never a private member, never fetched from a URL) and the scopes the client may be granted.
   * Their access tokens and the assertions' `jti` are in memory only (smart/access-tokens.ts, smart/token.ts).
   */
  smartClients: new Collection({
    schema: schemas.zBackendServiceClient.extend({
      facilityId: z.string(),
      keys: z.array(z.record(z.string(), z.unknown())),
    }),
  }),
  /**
   * HL7 v2 deliveries of reports and what became of them (mock-server/interop/deliveries.ts, decision 106), each
   * attempt kept (decision 139; empty in a store kept before attempts were).
   */
  deliveries: new Collection({
    schema: schemas.zDelivery.extend({
      history: schemas.zDelivery.shape.history.default([]),
      historyDropped: schemas.zDelivery.shape.historyDropped.default(0),
    }),
  }),
  /**
   * The last order content received under each facility's placer order number (mock-server/interop/order-input.ts,
   * decision 118): a canonical fingerprint, by which an order of the same number is told to be a change or a repeat,
   * and what it said of itself (order-origin.ts), which the results echo.
   */
  orderReceipts: new Collection({
    schema: z.object({
      id: z.string(),
      fingerprint: z.string(),
      receivedAt: z.iso.datetime(),
      /** The order's identifiers and people in its own terms (absent in a store kept before they were). */
      origin: orderOrigin.optional(),
      /** The accession number the order named (decision 176), which a change is told from too; absent in a store
       * kept before it was, read as none. */
      accessionNumber: z.string().nullable().optional(),
    }),
  }),
  /**
   * Orders' slide lookups by accession number not yet ended (mock-server/interop/dicomweb/accession-lookup.ts,
   * decisions 171 and 176): one per case, with the attempt due next and when, so a restart takes each up again at
   * its time; removed once it ends. `id` names the lookup: a changed order's accession replaces it, and what the
   * earlier one still had scheduled then finds it gone and stops.
   */
  accessionLookups: new Collection({
    schema: z.object({
      id: z.string(),
      caseID: z.string(),
      facilityId: z.string(),
      accession: z.string(),
      /** Who the slides are added by: the order interface that made the case. */
      by: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
      attempt: z.int().min(1),
      dueAt: z.iso.datetime(),
    }),
  }),
  /**
   * The audit trail (mock-server/audit/, decision 082): appended by the one hook in http/operation.ts, never
   * changed or deleted. `seq` orders it; `sessionKey` (a hash of the token) and `dedupeKey` serve the once per
   * slide and session rule and never leave the mock. Not in @msw/data (decision 101): 90 % of a network's records,
   * kept only in the `audit_events` table and read by query (../audit/trail-table.ts, decision 138).
   */
  auditEvents: new TrailTable({
    schema: schemas.zAuditEvent.extend({
      seq: z.int().positive(),
      sessionKey: z.string().nullable(),
      dedupeKey: z.string().nullable(),
    }),
  }),
};

// @msw/data's clear() is O(n²) (./msw-internals.ts): each collection's is replaced before anything wraps it.
for (const collection of Object.values(db)) if (!(collection instanceof TrailTable)) linearClear(collection);

export type CollectionName = keyof typeof db;

/** Collections written since the last `markClean()`: a reset then replaces only those (mock-server/store/snapshot.ts). */
const dirty = new Set<CollectionName>();

/** Told of every write to a collection (persistence.ts keeps each collection's saved JSON until it changes). */
const writeListeners = new Set<(name: CollectionName) => void>();
export const onCollectionWrite = (listener: (name: CollectionName) => void) =>
  void writeListeners.add(listener);

function written(name: CollectionName) {
  dirty.add(name);
  for (const listener of writeListeners) listener(name);
}

export function clearDatabase() {
  for (const [name, collection] of Object.entries(db)) {
    collection.clear();
    written(name as CollectionName);
  }
}

// Every create, update and delete marks its collection (clear() deletes record by record, so it counts too).
for (const [name, collection] of Object.entries(db) as Array<
  [CollectionName, { hooks: { on(event: string, listener: () => void): void } }]
>) {
  for (const event of ['create', 'update', 'delete']) collection.hooks.on(event, () => written(name));
}

export const dirtyCollections = (): ReadonlySet<CollectionName> => dirty;
export const markClean = () => dirty.clear();
