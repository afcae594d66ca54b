/**
 * A facility account's proof of address: uploaded like a registration document (POST
 * /api/registration-documents, kind proofOfAddress), then claimed by an account edit that names its id
 * (updateMyFacilityAccount, updateAccount). The claimed record keeps its owner in `registrationId` as
 * `account:<facilityId>`, so the registration documents' rules (unknown, expired, used elsewhere, wrong kind;
 * replace and remove) apply unchanged.
 */
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import { db } from '../store/db';
import {
  applyDocumentChanges,
  checkDocumentIds,
  toRegistrationDocument,
  type DocumentChange,
} from '../registration/documents';

type RegistrationDocument = z.input<typeof schemas.zRegistrationDocument>;

/** The owner key under which an account's documents are kept. */
export const accountDocumentOwner = (facilityId: string) => `account:${facilityId}`;

/** The account's proof of address, as the contract shows it, or null. */
export function accountProofOfAddress(facilityId: string): RegistrationDocument | null {
  const document = db.registrationDocuments.findFirst((q) =>
    q.where({ registrationId: accountDocumentOwner(facilityId), kind: 'proofOfAddress' }),
  );
  return document ? toRegistrationDocument(document) : null;
}

/** A stored document of the account, by id, or undefined. */
export function accountDocument(facilityId: string, documentId: string) {
  return db.registrationDocuments.findFirst((q) =>
    q.where({ id: documentId, registrationId: accountDocumentOwner(facilityId) }),
  );
}

/** Checks the proof of address an account edit names: the changes to make, or a 422 answer. */
export function checkAccountDocument(
  body: { proofOfAddressDocumentId?: string | null | undefined },
  facilityId: string,
): DocumentChange[] | Response {
  if (body.proofOfAddressDocumentId === undefined) return [];
  return checkDocumentIds(
    { proofOfAddressDocumentId: body.proofOfAddressDocumentId },
    accountDocumentOwner(facilityId),
  );
}

export const applyAccountDocumentChanges = (facilityId: string, changes: readonly DocumentChange[]) =>
  applyDocumentChanges(accountDocumentOwner(facilityId), changes);
