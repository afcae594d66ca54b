/** The report's sentences and the addendum form's schema (browser-safe: the form and the action share them). */
import { schemas } from '../../../contracts';
import { REPORT_ACCESS_MESSAGES } from '../../../contracts/report-document';
import { refineSynoptic, synopticFormPart, type SynopticTemplate } from '~/features/reading';

export const ADDENDUM_FORM_ID = 'report-addendum';

/** The contract's ReportAddendumInput: reason (1–500) and text (1–20,000), both required. */
export const addendumForm = schemas.zReportAddendumInput.extend({ synoptic: synopticFormPart.optional() });

/**
 * The addendum form with the case type's structured templates: a new structured part, when one is posted (the
 * reader chose to correct it), is whole, its required items answered, as at sign-out (decision 106).
 */
export const addendumFormWith = (templates: readonly SynopticTemplate[]) =>
  addendumForm.superRefine((value, ctx) => refineSynoptic(value.synoptic, templates, true, ctx));

export const REPORT_MESSAGES = {
  addendumAdded: (version: number) => `Addendum added. The report is now version ${version}.`,
  addendumRefused: 'Only the provider who signed out the case, or an admin, can add an addendum.',
  addendumPermanent:
    'The addendum is added to the report as a new version and cannot be changed or removed. Earlier versions stay readable, and everyone who can see the case sees the report marked as amended.',
  ...REPORT_ACCESS_MESSAGES,
  earlierVersion: (version: number, current: number) =>
    `You are viewing version ${version} of ${current}: the report as it read before the later addenda.`,
} as const;
