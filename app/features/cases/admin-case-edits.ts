/**
 * An admin's edits of a case's billing component and relation (decision 035), on the contract's
 * BillingComponentInput and CaseRelationsInput (updateCaseBillingComponent, updateCaseRelations: an admin may
 * change them at any time). Browser-safe: the forms' schemas and ids; the action is admin-case-edits.server.ts.
 */
import { z } from 'zod';
import { schemas } from '../../../contracts';

export const CASE_EDIT_FORM_IDS = { billing: 'case-billing', relations: 'case-relations' } as const;

export const CASE_EDIT_MESSAGES = {
  parentNeeded: 'Choose the parent case: a Child case belongs to one.',
  billingSaved: (recordId: string) => `Billing component of case ${recordId} saved.`,
  relationSaved: (recordId: string) => `Relation of case ${recordId} saved.`,
} as const;

export const billingForm = z.object({
  intent: z.literal('billing'),
  billingComponent: z.enum(['0', '1', '2']).transform(Number).pipe(schemas.zBillingComponent),
});

export const relationsForm = z
  .object({
    intent: z.literal('relations'),
    caseRelation: schemas.zCaseRelation,
    parentCaseId: z.string().max(64).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.caseRelation === 'Child' && !value.parentCaseId)
      ctx.addIssue({ code: 'custom', path: ['parentCaseId'], message: CASE_EDIT_MESSAGES.parentNeeded });
  });

/** A case the relation form offers as a parent: another case of the same facility. */
export interface ParentChoice {
  value: string;
  label: string;
}
