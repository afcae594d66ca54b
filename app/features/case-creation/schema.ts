/**
 * The Create New Case form's schema, derived from the contract's CaseInput: dates typed as MM/DD/YYYY, each
 * specimen and block carrying a `uid` the page uses to keep its files (slide images) with it through adds,
 * removes, reorders and reloads, and the rules a person needs said before the API is asked: at least one
 * specimen with at least one block, and a parent case for a child case. Images are not form fields: they are
 * uploaded after the case exists (`toCaseInput` sends none).
 */
import { z } from 'zod';
import { schemas } from '../../../contracts';
import { usDateSchema } from '~/components/form';

export const CASE_FORM_MESSAGES = {
  noSpecimen: 'Add at least one specimen.',
  noBlock: 'Add at least one block or slide group to this specimen.',
  parentNeeded: 'Choose the related case this case is a child of.',
  /** No file is required here: a block's slides may come from the image archive after the case exists (170). */
  slideImagesHint:
    'Whole-slide images upload after the case is created; large files resume if interrupted. Or leave this empty and attach the slides from your image archive once the case is created.',
  /** A create that got no answer may have made the case; sending it again is safe (decision 068). */
  createUnconfirmedHeading: 'We could not confirm that the case was created.',
  createUnconfirmed:
    'The answer was lost on the way. Choose Create case again: this draft is created only once, however often it is sent.',
} as const;

const uid = z.string().regex(/^[A-Za-z0-9-]{1,40}$/);

export const subsectionForm = schemas.zSubsectionInput.omit({ images: true }).extend({ uid });

export const specimenForm = schemas.zSpecimenInput.extend({
  uid,
  specimenCollectionDate: usDateSchema.nullish(),
  subsections: z.array(subsectionForm).min(1, CASE_FORM_MESSAGES.noBlock).max(50),
});

export const caseForm = schemas.zCaseInput
  .extend({
    patientInfo: schemas.zPatientInfo.extend({ birthDate: usDateSchema }),
    billingComponent: z.coerce.number<string | number>().pipe(schemas.zBillingComponent),
    specimens: z.array(specimenForm).min(1, CASE_FORM_MESSAGES.noSpecimen).max(50),
  })
  .refine((value) => value.caseRelation !== 'Child' || Boolean(value.parentCaseId), {
    message: CASE_FORM_MESSAGES.parentNeeded,
    path: ['parentCaseId'],
    when: ({ value }) => (value as { caseRelation?: unknown })?.caseRelation === 'Child',
  });

export type CaseFormValue = z.output<typeof caseForm>;
export type CaseFormInput = z.input<typeof caseForm>;
export type CaseInput = z.input<typeof schemas.zCaseInput>;

type SlideImage = CaseInput['specimens'][number]['subsections'][number]['images'][number];

/**
 * The API's body: without the page's uids, no parent unless a child case, and each block's images as stored
 * (`imagesOf` its uid: an edited draft's blocks keep theirs; new ones are uploaded after).
 */
export function toCaseInput(
  value: CaseFormValue,
  imagesOf: (blockUid: string) => SlideImage[] = () => [],
): CaseInput {
  return {
    ...value,
    parentCaseId: value.caseRelation === 'Child' ? value.parentCaseId : null,
    specimens: value.specimens.map(({ uid: _uid, ...specimen }) => ({
      ...specimen,
      subsections: specimen.subsections.map(({ uid: blockUid, ...subsection }) => ({
        ...subsection,
        images: imagesOf(blockUid),
      })),
    })),
  };
}

/** A fresh id for a new specimen or block (stable across reloads once saved in the draft). */
export const newUid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const emptySubsection = () => ({ uid: newUid(), slideType: 'H&E', slideCount: '1' });
export const emptySpecimen = () => ({ uid: newUid(), subsections: [emptySubsection()] });
