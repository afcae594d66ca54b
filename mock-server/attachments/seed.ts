/**
 * The seeded clinical attachments: metadata only (`placeholder: true`); their small placeholder PDF is written
 * into the uploads folder on first download, with the size and checksum recorded here.
 */
import type { CaseRecord } from '../store/db';
import { sha256 } from '../store/files';
import { seedIso as iso } from '../store/seed-generate';
import { seededPlaceholder } from './handlers';

const SLOT_FILES = {
  clinicalHistoryLetter: 'Clinical history letter.pdf',
  labReports: 'Lab report.pdf',
  radiologyEndoscopyOperation: 'Radiology report.pdf',
  otherClinical: 'Referral notes.pdf',
  primaryPhysician: 'Primary physician letter.pdf',
} as const;

/** One or two files on every fifth case, in turn through the slots; ids numbered after `first`. */
export function generateAttachments(cases: readonly CaseRecord[], first = 0) {
  const slots = Object.keys(SLOT_FILES) as Array<keyof typeof SLOT_FILES>;
  let serial = first;
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
