/**
 * Registration documents (a provider's CV and proof of address): uploaded first, on their own (the visitor has
 * no account yet), then claimed by the registration that names their ids (create or edit). An upload nobody
 * claims within an hour expires: its bytes are deleted at the next upload, its record a day later (so a late
 * claim still hears "expired" rather than "not found").
 */
import { unlink } from 'node:fs/promises';
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { db } from '../store/db';
import { fail } from '../http/operation';
import { storagePath } from '../store/files';

export type DocumentRecord = ReturnType<typeof db.registrationDocuments.all>[number];
type RegistrationDocument = z.input<typeof schemas.zRegistrationDocument>;
type DocumentKind = RegistrationDocument['kind'];

/** How long an unclaimed upload may wait for its registration. */
export const DOCUMENT_TTL_MS = 60 * 60_000;
/** How long the record of an expired upload is kept after its bytes are gone. */
const EXPIRED_RECORD_KEPT_MS = 24 * 60 * 60_000;

/** The registration body's field for each kind of document. */
export const DOCUMENT_FIELDS = {
  cvDocumentId: 'cv',
  proofOfAddressDocumentId: 'proofOfAddress',
} as const satisfies Record<string, DocumentKind>;
type DocumentField = keyof typeof DOCUMENT_FIELDS;

export const DOCUMENT_MESSAGES = {
  notFound: 'The uploaded file was not found. Choose it again.',
  expired: 'The uploaded file has expired. Choose it again.',
  wrongKind: 'The uploaded file was chosen for another field. Choose it again.',
} as const;

const KIND_ORDER: Record<DocumentKind, number> = { cv: 0, proofOfAddress: 1 };

/** The document as the contract shows it (without its owner and checksum). */
export const toRegistrationDocument = ({
  registrationId: _registrationId,
  sha256: _sha256,
  ...document
}: DocumentRecord): RegistrationDocument => document;

/** A registration's documents, CV first. */
export function documentsOf(registrationId: string): RegistrationDocument[] {
  return db.registrationDocuments
    .findMany((q) => q.where({ registrationId }))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.uploadedAt.localeCompare(b.uploadedAt))
    .map(toRegistrationDocument);
}

const isExpired = (document: DocumentRecord, now: number) =>
  document.registrationId === null && document.expiresAt !== null && Date.parse(document.expiresAt) <= now;

async function deleteBytes(id: string) {
  await unlink(storagePath(id)).catch(() => undefined);
}

/** Deletes the bytes of expired unclaimed uploads, and their records a day later. */
export async function purgeExpiredDocuments(now = Date.now()) {
  for (const document of db.registrationDocuments.all()) {
    if (!isExpired(document, now)) continue;
    await deleteBytes(document.id);
    if (Date.parse(document.expiresAt!) + EXPIRED_RECORD_KEPT_MS <= now) {
      await db.registrationDocuments.delete((q) => q.where({ id: document.id }));
    }
  }
}

/** What a registration body asks of its documents: a new one of a kind, or none of that kind (null). */
export type DocumentChange = { kind: DocumentKind; id: string | null };

/**
 * The document ids a registration body names, checked against the uploads: each must exist, be of the field's
 * kind, not have expired and belong to no other registration. The id of a document this registration already
 * holds changes nothing. Returns the changes to make, or a 422 answer with a message under each bad field.
 */
export function checkDocumentIds(
  body: Partial<Record<DocumentField, string | null | undefined>>,
  registrationId: string | null,
  now = Date.now(),
): DocumentChange[] | Response {
  const changes: DocumentChange[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, kind] of Object.entries(DOCUMENT_FIELDS) as Array<[DocumentField, DocumentKind]>) {
    const id = body[field];
    if (id === undefined) continue;
    if (id === null) {
      changes.push({ kind, id: null });
      continue;
    }
    const document = db.registrationDocuments.findFirst((q) => q.where({ id }));
    const mine = registrationId !== null && document?.registrationId === registrationId;
    if (!document || (document.registrationId !== null && !mine)) {
      fieldErrors[field] = [DOCUMENT_MESSAGES.notFound];
    } else if (document.kind !== kind) {
      fieldErrors[field] = [DOCUMENT_MESSAGES.wrongKind];
    } else if (mine) {
      continue;
    } else if (isExpired(document, now)) {
      fieldErrors[field] = [DOCUMENT_MESSAGES.expired];
    } else {
      changes.push({ kind, id });
    }
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  return first ? fail(422, first, { fieldErrors }) : changes;
}

/**
 * Makes checked changes part of the registration: a new document replaces the registration's document of its
 * kind (the old one is deleted with its bytes); null removes that kind's document.
 */
export async function applyDocumentChanges(registrationId: string, changes: readonly DocumentChange[]) {
  for (const { kind, id } of changes) {
    const previous = db.registrationDocuments.findMany((q) => q.where({ registrationId, kind }));
    for (const old of previous) {
      if (old.id === id) continue;
      await db.registrationDocuments.delete((q) => q.where({ id: old.id }));
      await deleteBytes(old.id);
    }
    if (id) {
      await db.registrationDocuments.update((q) => q.where({ id }), {
        data(draft) {
          draft.registrationId = registrationId;
          draft.expiresAt = null;
        },
      });
    }
  }
}

/** The body without the document ids, for the code that copies a body's fields onto records. */
export function withoutDocumentIds<T extends object>(body: T): Omit<T, DocumentField> {
  const {
    cvDocumentId: _cv,
    proofOfAddressDocumentId: _proof,
    ...rest
  } = body as T & Partial<Record<DocumentField, unknown>>;
  return rest as Omit<T, DocumentField>;
}
