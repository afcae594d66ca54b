/**
 * A facility account's proof of address on the form kit's file slot: uploaded through the registration
 * documents' upload route (kind proofOfAddress; the account edit claims it), downloaded through this feature's
 * access-checked route.
 */
import type { components } from '../../../contracts';
import type { StoredFile } from '~/components/form';

type FacilityAccount = components['schemas']['FacilityAccount'];

/** The app route a slot posts its file to (streamed to POST /api/registration-documents). */
export const PROOF_UPLOAD_URL = '/uploads/registration-document';
export const PROOF_UPLOAD_FIELDS = { kind: 'proofOfAddress' } as const;
export const PROOF_HINT =
  'A recent utility bill or bank statement in the facility’s name. JPG, PNG, PDF or Word, at most 20 MB.';

/** The app route that streams an account's stored document to its facility's users and admins. */
export const accountDocumentUrl = (accountId: string, documentId: string) =>
  `/facility-account-detail/${encodeURIComponent(accountId)}/documents/${encodeURIComponent(documentId)}`;

/** The account's proof of address as a file slot shows it (with its download link). */
export function storedProof(account: FacilityAccount): StoredFile | null {
  const proof = account.proofOfAddress;
  if (!proof) return null;
  return {
    id: proof.id,
    name: proof.fileName,
    sizeBytes: proof.sizeBytes,
    href: accountDocumentUrl(account.id, proof.id),
  };
}
