/**
 * The 'Documents' part of the provider registration forms: the CV and proof-of-address file slots (both
 * optional). On an edit form each slot starts with the stored document, linked for download.
 */
import type { components } from '../../../contracts';
import { FileField, type AnyField } from '~/components/form';
import { DOCUMENT_SLOTS, REGISTRATION_DOCUMENT_UPLOAD_URL, storedDocument } from './documents';

type Registration = Pick<components['schemas']['Registration'], 'id' | 'documents'>;

const HINTS: Record<(typeof DOCUMENT_SLOTS)[number]['kind'], string> = {
  cv: 'Your curriculum vitae. JPG, PNG, PDF or Word, at most 20 MB.',
  proofOfAddress: 'A recent utility bill or bank statement. JPG, PNG, PDF or Word, at most 20 MB.',
};

export function RegistrationDocumentFields({
  fields,
  registration,
}: {
  fields: Record<(typeof DOCUMENT_SLOTS)[number]['field'], AnyField>;
  /** The registration being edited (its stored documents); none on the public form. */
  registration?: Registration | null;
}) {
  return (
    <>
      {DOCUMENT_SLOTS.map((slot) => (
        <FileField
          key={slot.field}
          meta={fields[slot.field]}
          label={slot.label}
          description={HINTS[slot.kind]}
          uploadUrl={REGISTRATION_DOCUMENT_UPLOAD_URL}
          uploadFields={{ kind: slot.kind }}
          current={storedDocument(registration, slot.kind)}
        />
      ))}
    </>
  );
}
