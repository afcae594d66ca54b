/** Turns a CaseInput (create or edit) into the stored case, with server-generated ids. */
import { SENTENCES } from '../../contracts';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { schemas } from '../../contracts';
import type { CaseRecord, UserRecord } from '../store/db';
import { personRef } from '../http/lists';
import { INSURANCE_PAYERS, SLIDE_ORDER_OPTIONS } from '../reference/data';
import { DEFAULT_PRIORITY } from '../../contracts/turnaround';

type CaseInput = z.infer<typeof schemas.zCaseInput>;
type CaseTypeName = CaseInput['type'];

export const CASE_TYPE_LABELS: Record<CaseTypeName, string> = {
  surgical: 'Surgical Pathology',
  cytology: 'Cytopathology',
  consult: 'Consultation',
  dermatopathology: 'Dermatopathology',
  hematopathology: 'Hematopathology',
  gastrointestinal: 'GI Pathology',
};

export const newCaseId = () => `case-${randomBytes(6).toString('hex')}`;

/** Specimens with their ids; the positional ids are what the viewer falls back to as well. */
/** A block's label as a lab writes it: the specimen's letter (A, B, …) and the block's number, `A1`. */
export const blockDisplayId = (specimenIndex: number, blockIndex: number) =>
  `${String.fromCharCode(65 + (specimenIndex % 26))}${blockIndex + 1}`;

export function buildSpecimens(caseID: string, specimens: CaseInput['specimens']): CaseRecord['slides'] {
  return specimens.map((specimen, s) => {
    const specimenID = `${caseID}-S${s + 1}`;
    return {
      specimenID,
      facilitySpecimenID: specimen.facilitySpecimenID ?? null,
      bodysite: specimen.bodysite ?? null,
      subsite: specimen.subsite ?? null,
      specimenType: specimen.specimenType,
      totalNumberSlides:
        specimen.totalNumberSlides ?? specimen.subsections.reduce((n, sub) => n + sub.slideCount, 0),
      specimenCollectionDate: specimen.specimenCollectionDate ?? null,
      collectionTime: specimen.collectionTime ?? null,
      subsections: specimen.subsections.map((sub, b) => newBlock(specimenID, s, b, sub)),
    };
  });
}

type Block = CaseRecord['slides'][number]['subsections'][number];

/** A new block of a specimen, its id and label from its place: nothing requested of it or to rescan yet. */
export function newBlock(
  specimenID: string,
  specimenIndex: number,
  blockIndex: number,
  block: Pick<Block, 'slideType' | 'slideCount' | 'images'> &
    Partial<Pick<Block, 'displayId' | 'facilityId' | 'stain' | 'slideOrders'>>,
): Block {
  return {
    id: `${specimenID}-B${blockIndex + 1}`,
    displayId: block.displayId ?? blockDisplayId(specimenIndex, blockIndex),
    slideType: block.slideType,
    slideCount: block.slideCount,
    facilityId: block.facilityId ?? null,
    stain: block.stain ?? null,
    isRequested: false,
    requireRescan: false,
    requireRescanReason: null,
    slideOrders: block.slideOrders ?? [],
    images: block.images,
  };
}

/** What a facility's record ids start with in `now`'s year: facility initials, year (RCH-2026-). */
export function caseRecordPrefix(facilityName: string, now: Date): string {
  const initials = facilityName
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
  return `${initials}-${now.getUTCFullYear()}-`;
}

/** The record id after the highest running number `highest` in use under `prefix`. */
export const caseRecordIdAfter = (prefix: string, highest: number) =>
  `${prefix}${String(highest + 1).padStart(4, '0')}`;

/**
 * The running number of a record id under `prefix` (ids of another prefix, or without a number, count as 0): the
 * highest of these among a facility's ids is what the next one follows.
 */
export const serialUnder = (prefix: string, id: string) =>
  id.startsWith(prefix) ? Number(id.slice(prefix.length)) || 0 : 0;

/** The next record id for a facility, e.g. RCH-2026-0042: facility initials, year, running number. */
export function nextCaseRecordId(facilityName: string, existing: readonly string[], now: Date): string {
  const prefix = caseRecordPrefix(facilityName, now);
  const highest = existing.reduce((max, id) => Math.max(max, serialUnder(prefix, id)), 0);
  return caseRecordIdAfter(prefix, highest);
}

const PAYERS = new Set(INSURANCE_PAYERS.map((option) => option.value));
const SLIDE_ORDERS = new Set(SLIDE_ORDER_OPTIONS.map((option) => option.value));

/** What the contract's schema cannot check: values that must come from the reference lists (field → message). */
export function referenceProblems(input: CaseInput): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (input.insurancePayer && !PAYERS.has(input.insurancePayer))
    problems.insurancePayer = [SENTENCES.cases.payerNotListed];
  input.specimens.forEach((specimen, s) =>
    specimen.subsections.forEach((sub, b) => {
      if ((sub.slideOrders ?? []).some((order) => !SLIDE_ORDERS.has(order)))
        problems[`specimens.${s}.subsections.${b}.slideOrders`] = ['Choose slide orders from the list.'];
    }),
  );
  return problems;
}

/**
 * The stored Draft case createCase would make of `body` for `facility`, created by `creator` (a user, or the
 * order interface that received it: ../interop/order-input.ts).
 */
export function newDraftCase(
  body: CaseInput,
  facility: { id: string; name: string },
  creator: Pick<UserRecord, 'id' | 'firstName' | 'lastName'>,
  ids: { caseID: string; caseRecordId: string },
  now: Date,
): CaseRecord {
  return {
    ...ids,
    status: 'Draft',
    type: { name: body.type, displayName: CASE_TYPE_LABELS[body.type] },
    facility: { id: facility.id, name: facility.name },
    createdBy: personRef(creator),
    assignedProvider: null,
    patientInfo: {
      ...body.patientInfo,
      race: body.patientInfo.race ?? null,
      mrn: body.patientInfo.mrn ?? null,
    },
    slides: buildSpecimens(ids.caseID, body.specimens),
    clinicalInfo: body.clinicalInfo ?? null,
    primaryDiagnosis: null,
    finalReport: null,
    reportDraft: null,
    billingComponent: body.billingComponent,
    caseRelation: body.caseRelation,
    slideDelivery: body.slideDelivery,
    insurancePayer: body.insurancePayer ?? null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    sentOutAt: null,
    assignedAt: null,
    cancelledAt: null,
    priority: body.priority ?? DEFAULT_PRIORITY,
    dueAt: null,
  } as CaseRecord;
}
