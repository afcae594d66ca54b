/**
 * The report form of the reading workspace (/pathologist/pd-case-view/:caseId), derived from the contract's
 * request bodies: `ReportDraftInput` (saved while typing: every field may be empty) and `SignOutInput` (the
 * primary diagnosis is required). CPT codes are typed into one field, separated by commas or spaces; the schema
 * turns them into the contract's list (each code checked against `CptCode`, repeats dropped, at most 20).
 */
import { z } from 'zod';
import { schemas } from '../../../contracts';
import { FORM_MESSAGES } from '~/components/form/messages';
import {
  refineSynoptic,
  synopticBody,
  synopticDefaults,
  synopticFormPart,
  type SynopticTemplate,
} from './synoptic';

export const REPORT_FORM_ID = 'report';

export const REPORT_MESSAGES = {
  cptFormat: (code: string) =>
    `“${code}” is not a CPT code. A CPT code has five characters: four digits, then a digit or F, T or U (for example 88305 or 0001U).`,
  cptTooMany: 'Enter at most 20 CPT codes.',
  diagnosisRequired: 'Enter the primary diagnosis before you sign out.',
} as const;

/** '88305, 88342 0001u' → ['88305', '88342', '0001U']: split on commas, semicolons and spaces, upper-cased. */
export function splitCptCodes(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

const contractCptCodes = schemas.zReportDraftInput.shape.cptCodes.unwrap();

/** The CPT codes field: text in, the contract's list out; a code that is not one is named in the message. */
export const cptCodesField = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const codes = [...new Set(splitCptCodes(raw))];
    const wrong = codes.find((code) => !schemas.zCptCode.safeParse(code).success);
    if (wrong !== undefined) {
      ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.cptFormat(wrong) });
      return z.NEVER;
    }
    if (!contractCptCodes.safeParse(codes).success) {
      ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.cptTooMany });
      return z.NEVER;
    }
    return codes;
  });

/** A select posts '0', '1', '2'; the contract's BillingComponent is the number. */
const billingComponentField = z.coerce
  .number<string | number>()
  .refine((value) => schemas.zBillingComponent.safeParse(value).success, { error: FORM_MESSAGES.chooseOne })
  .pipe(schemas.zBillingComponent)
  .optional();

/** What the autosave sends: anything may be empty (a draft is whatever has been typed so far). */
export const reportDraftForm = schemas.zReportDraftInput.extend({
  cptCodes: cptCodesField,
  billingComponent: billingComponentField,
  synoptic: synopticFormPart.optional(),
});

/** What Sign out sends: the same fields, and a primary diagnosis. */
export const signOutForm = schemas.zSignOutInput.extend({
  primaryDiagnosis: z
    .string({ error: REPORT_MESSAGES.diagnosisRequired })
    .regex(/\S/, { error: REPORT_MESSAGES.diagnosisRequired })
    .pipe(schemas.zSignOutInput.shape.primaryDiagnosis),
  cptCodes: cptCodesField,
  billingComponent: billingComponentField,
  synoptic: synopticFormPart.optional(),
});

export const REPORT_INTENTS = ['save-draft', 'sign-out'] as const;
export type ReportIntent = (typeof REPORT_INTENTS)[number];

/**
 * The workspace's one form: `intent` (the button that sent it; absent while typing) picks the rules. A draft
 * may leave the diagnosis and the structured part's required items empty, a sign-out may not; a number item
 * out of its range is refused either way. `templates` are the case type's structured templates.
 */
export function reportFormWith(templates: readonly SynopticTemplate[]) {
  return reportDraftForm
    .extend({ intent: z.enum(REPORT_INTENTS).default('save-draft') })
    .superRefine((value, ctx) => {
      refineSynoptic(value.synoptic, templates, value.intent === 'sign-out', ctx);
      if (value.intent !== 'sign-out') return;
      const diagnosis = signOutForm.shape.primaryDiagnosis.safeParse(value.primaryDiagnosis);
      if (!diagnosis.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['primaryDiagnosis'],
          message: diagnosis.error.issues[0]?.message ?? REPORT_MESSAGES.diagnosisRequired,
        });
      }
    });
}

/** The form without structured templates (the draft's and the diagnosis's rules alone). */
export const reportForm = reportFormWith([]);

export type ReportFormValues = z.output<typeof reportDraftForm>;
type DraftBody = z.input<typeof schemas.zReportDraftInput>;
type SignOutBody = z.input<typeof schemas.zSignOutInput>;

/** The body of saveReportDraft: every field sent (the draft is replaced as a whole), empty ones as null. */
export function draftBody(values: ReportFormValues, templates: readonly SynopticTemplate[] = []): DraftBody {
  return {
    primaryDiagnosis: values.primaryDiagnosis ?? null,
    grossDescription: values.grossDescription ?? null,
    microscopicDescription: values.microscopicDescription ?? null,
    comments: values.comments ?? null,
    cptCodes: values.cptCodes ?? [],
    billingComponent: values.billingComponent ?? null,
    synoptic: synopticBody(values.synoptic, templates),
  };
}

/** The body of signOutCase (the diagnosis was checked by the form's schema; the API checks again). */
export function signOutBody(
  values: ReportFormValues,
  templates: readonly SynopticTemplate[] = [],
): SignOutBody {
  return {
    primaryDiagnosis: values.primaryDiagnosis?.trim() ?? '',
    grossDescription: values.grossDescription ?? null,
    microscopicDescription: values.microscopicDescription ?? null,
    comments: values.comments ?? null,
    cptCodes: values.cptCodes ?? [],
    ...(values.billingComponent === undefined ? {} : { billingComponent: values.billingComponent }),
    synoptic: synopticBody(values.synoptic, templates),
  };
}

/** The form's first values: the saved draft, else empty with the case's billing component. */
export function reportDefaults(caseData: {
  billingComponent: 0 | 1 | 2;
  reportDraft: null | {
    primaryDiagnosis: string | null;
    grossDescription: string | null;
    microscopicDescription: string | null;
    comments: string | null;
    cptCodes: string[];
    billingComponent: 0 | 1 | 2 | null;
    synoptic?: Parameters<typeof synopticDefaults>[0];
  };
}) {
  const draft = caseData.reportDraft;
  return {
    primaryDiagnosis: draft?.primaryDiagnosis ?? '',
    grossDescription: draft?.grossDescription ?? '',
    microscopicDescription: draft?.microscopicDescription ?? '',
    comments: draft?.comments ?? '',
    cptCodes: draft?.cptCodes.join(', ') ?? '',
    billingComponent: String(draft?.billingComponent ?? caseData.billingComponent),
    synoptic: synopticDefaults(draft?.synoptic),
  };
}
