/**
 * The enquiry forms' schemas, derived from the contract's request bodies: a new enquiry (EnquiryInput, with the
 * lead source asked, since the team enters leads from calls, emails and conferences), the edit form
 * (EnquiryUpdateInput: every lead field, both lead-status lists and the internal notes), and a follow-up note
 * (EnquiryNoteInput). The spec's phone sentences and the kit's country-and-region rule apply to both forms.
 */
import { z } from 'zod';
import { schemas } from '../../../contracts';
import { phoneNumberSchema, regionFor, regionProblem, type RegionCodes } from '~/components/form';
import { FORM_MESSAGES } from '~/components/form/messages';
import type { Enquiry } from './labels';

const input = schemas.zEnquiryInput;
const update = schemas.zEnquiryUpdateInput;

function withRegionRule<S extends z.ZodType<{ country: string; state?: string }>>(
  schema: S,
  regions?: RegionCodes,
) {
  return schema.superRefine(
    (value, ctx) => {
      const problem = regionProblem(value.country, value.state, regions);
      if (problem) ctx.addIssue({ code: 'custom', path: ['state'], message: problem });
    },
    { when: () => true },
  );
}

const leadFields = {
  phone: phoneNumberSchema,
  state: input.shape.state.unwrap().unwrap().optional(),
};

export function enquiryCreateSchema(regions?: RegionCodes) {
  return withRegionRule(
    input.extend({
      ...leadFields,
      leadSource: input.shape.leadSource.unwrap(),
      message: input.shape.message.unwrap().unwrap().optional(),
    }),
    regions,
  );
}

export function enquiryEditSchema(regions?: RegionCodes) {
  return withRegionRule(
    z.object({
      salutation: update.shape.salutation.unwrap(),
      firstName: update.shape.firstName.unwrap(),
      lastName: update.shape.lastName.unwrap(),
      email: update.shape.email.unwrap(),
      organisation: update.shape.organisation.unwrap(),
      organisationKind: update.shape.organisationKind.unwrap(),
      country: update.shape.country.unwrap(),
      service: update.shape.service.unwrap(),
      caseScope: update.shape.caseScope.unwrap(),
      leadSource: update.shape.leadSource.unwrap(),
      status: update.shape.status.unwrap(),
      stage: update.shape.stage.unwrap(),
      notes: update.shape.notes.unwrap().unwrap().optional(),
      ...leadFields,
    }),
    regions,
  );
}

export type EnquiryCreateValue = z.output<ReturnType<typeof enquiryCreateSchema>>;
export type EnquiryEditValue = z.output<ReturnType<typeof enquiryEditSchema>>;

/** The body of createEnquiry: a region only for a country with a list. */
export const createBody = (value: EnquiryCreateValue) => ({
  ...value,
  state: regionFor(value.country, value.state) ?? null,
  message: value.message ?? null,
});

/** The body of updateEnquiry: every field of the form (an emptied note is removed). */
export const updateBody = (value: EnquiryEditValue) => ({
  ...value,
  state: regionFor(value.country, value.state) ?? null,
  notes: value.notes?.trim() ? value.notes : null,
});

/** The edit form's first values, from the enquiry. */
export const editInitial = (e: Enquiry): Record<string, string> => ({
  salutation: e.salutation,
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email,
  phone: e.phone,
  organisation: e.organisation,
  organisationKind: e.organisationKind,
  country: e.country,
  state: e.state ?? '',
  service: e.service,
  caseScope: e.caseScope,
  leadSource: e.leadSource,
  status: e.status,
  stage: e.stage,
  notes: e.notes ?? '',
});

/** A follow-up note: the contract's text (1–2000 characters), and not only spaces (the API trims it). */
export const noteForm = z.object({
  intent: z.literal('note'),
  text: schemas.zEnquiryNoteInput.shape.text.refine((text) => text.trim() !== '', FORM_MESSAGES.required),
});
export const NOTE_MAX_LENGTH = schemas.zEnquiryNoteInput.shape.text.maxLength ?? undefined;

/** Turning a lead into an account or a registration (the detail page's two actions). */
export const CONVERT_TARGETS = ['facility', 'provider'] as const;
export type ConvertTarget = (typeof CONVERT_TARGETS)[number];
export const convertForm = z.object({ intent: z.literal('convert'), target: z.enum(CONVERT_TARGETS) });
