/**
 * A provider registration's documents (CV, proof of address) on the form kit's file slot: where the browser
 * uploads them, how the stored ones are linked, and what an edit sends. Browser-safe; the server half is
 * `documents.server.ts`.
 */
import type { components } from '../../../contracts';
import type { StoredFile } from '~/components/form';

type RegistrationDocument = components['schemas']['RegistrationDocument'];
export type RegistrationDocumentKind = components['schemas']['RegistrationDocumentKind'];

/** The app route a slot posts its file to (streamed to POST /api/registration-documents). */
export const REGISTRATION_DOCUMENT_UPLOAD_URL = '/uploads/registration-document';

/** Each slot: the registration's field for the uploaded id, the kind the upload says, its label. */
export const DOCUMENT_SLOTS = [
  { field: 'cvDocumentId', kind: 'cv', label: 'CV' },
  { field: 'proofOfAddressDocumentId', kind: 'proofOfAddress', label: 'Proof of address' },
] as const satisfies ReadonlyArray<{ field: string; kind: RegistrationDocumentKind; label: string }>;

export type DocumentField = (typeof DOCUMENT_SLOTS)[number]['field'];

/** The app route that streams a stored document to its registrant or an admin. */
export const documentDownloadUrl = (registrationId: string, documentId: string) =>
  `/provider-registration/edit/${encodeURIComponent(registrationId)}/documents/${encodeURIComponent(documentId)}`;

/** The registration's stored document of a kind, as a file slot shows it (with its download link). */
export function storedDocument(
  registration: { id: string; documents: readonly RegistrationDocument[] } | null | undefined,
  kind: RegistrationDocumentKind,
): StoredFile | null {
  const document = registration?.documents.find((d) => d.kind === kind);
  if (!registration || !document) return null;
  return {
    id: document.id,
    name: document.fileName,
    sizeBytes: document.sizeBytes,
    href: documentDownloadUrl(registration.id, document.id),
  };
}

/** The edit form's initial values: each slot holds its stored document's id. */
export function documentDefaults(
  registration: { documents: readonly RegistrationDocument[] } | null | undefined,
): Partial<Record<DocumentField, string>> {
  const values: Partial<Record<DocumentField, string>> = {};
  for (const slot of DOCUMENT_SLOTS) {
    const document = registration?.documents.find((d) => d.kind === slot.kind);
    if (document) values[slot.field] = document.id;
  }
  return values;
}

/**
 * What an edit sends for the documents, against the ids the form was opened with (`documentDefaults`): a new id
 * replaces the stored document, an emptied slot removes it (null), an unchanged slot sends nothing.
 */
export function documentChanges(
  values: Partial<Record<DocumentField, unknown>>,
  opened: Partial<Record<string, unknown>>,
): Partial<Record<DocumentField, string | null>> {
  const changes: Partial<Record<DocumentField, string | null>> = {};
  for (const slot of DOCUMENT_SLOTS) {
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    const stored = text(opened[slot.field]);
    const value = text(values[slot.field]);
    if (value && value !== stored) changes[slot.field] = value;
    else if (!value && stored) changes[slot.field] = null;
  }
  return changes;
}
