import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { schemas } from '../../../contracts';
import { FORM_MESSAGES, formErrorMap } from '~/components/form';
import {
  REPORT_MESSAGES,
  draftBody,
  reportDefaults,
  reportDraftForm,
  reportForm,
  signOutBody,
  signOutForm,
  splitCptCodes,
} from './schema';

/** Posts `entries` as the form would and parses them as the action does (Conform's coercion, our wording). */
function submit(schema: z.ZodType, entries: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  return parseWithZod(form, { schema, error: formErrorMap });
}

const errorsOf = (schema: z.ZodType, entries: Record<string, string>) => {
  const submission = submit(schema, entries);
  return submission.status === 'error' ? submission.error : null;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const valueOf = (schema: z.ZodType, entries: Record<string, string>): any => {
  const submission = submit(schema, entries);
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
  return submission.value;
};

describe('CPT codes', () => {
  it('splits on commas, semicolons and spaces and upper-cases', () => {
    expect(splitCptCodes(' 88305, 88342;0001u\n88307 ')).toEqual(['88305', '88342', '0001U', '88307']);
    expect(splitCptCodes('')).toEqual([]);
    expect(splitCptCodes(undefined)).toEqual([]);
  });

  it('become the contract list, repeats dropped', () => {
    const value = valueOf(reportDraftForm, { cptCodes: '88305, 88342 88305 0001t' });
    expect(value.cptCodes).toEqual(['88305', '88342', '0001T']);
    expect(schemas.zReportDraftInput.safeParse(draftBody(value)).success).toBe(true);
  });

  it('names a code that is not one, with the rule', () => {
    expect(errorsOf(reportDraftForm, { cptCodes: '88305, 8830' })).toEqual({
      cptCodes: [REPORT_MESSAGES.cptFormat('8830')],
    });
    expect(errorsOf(reportDraftForm, { cptCodes: '8830X' })).toEqual({
      cptCodes: [REPORT_MESSAGES.cptFormat('8830X')],
    });
    expect(REPORT_MESSAGES.cptFormat('8830')).toBe(
      '“8830” is not a CPT code. A CPT code has five characters: four digits, then a digit or F, T or U (for example 88305 or 0001U).',
    );
  });

  it('allows at most 20 (the contract maximum)', () => {
    const codes = Array.from({ length: 21 }, (_, i) => String(88300 + i)).join(' ');
    expect(errorsOf(reportDraftForm, { cptCodes: codes })).toEqual({
      cptCodes: [REPORT_MESSAGES.cptTooMany],
    });
    const twenty = Array.from({ length: 20 }, (_, i) => String(88300 + i)).join(' ');
    expect(valueOf(reportDraftForm, { cptCodes: twenty }).cptCodes).toHaveLength(20);
  });

  it('may be empty', () => {
    expect(valueOf(reportDraftForm, { cptCodes: '' }).cptCodes).toEqual([]);
    expect(draftBody(valueOf(reportDraftForm, {})).cptCodes).toEqual([]);
  });
});

describe('the draft and the sign-out', () => {
  it('a draft may be empty: every field null in the body', () => {
    expect(draftBody(valueOf(reportDraftForm, {}))).toEqual({
      primaryDiagnosis: null,
      grossDescription: null,
      microscopicDescription: null,
      comments: null,
      cptCodes: [],
      billingComponent: null,
      synoptic: null,
    });
    expect(valueOf(reportForm, { intent: 'save-draft' }).intent).toBe('save-draft');
    // Typing (no button): the draft's rules.
    expect(errorsOf(reportForm, { grossDescription: 'x' })).toBeNull();
  });

  it('sign-out requires the primary diagnosis, and a blank one is not one', () => {
    expect(errorsOf(reportForm, { intent: 'sign-out' })).toEqual({
      primaryDiagnosis: [REPORT_MESSAGES.diagnosisRequired],
    });
    expect(errorsOf(reportForm, { intent: 'sign-out', primaryDiagnosis: '   ' })).toEqual({
      primaryDiagnosis: [REPORT_MESSAGES.diagnosisRequired],
    });
    expect(errorsOf(signOutForm, {})).toEqual({ primaryDiagnosis: [REPORT_MESSAGES.diagnosisRequired] });
  });

  it('keeps the contract limits', () => {
    expect(errorsOf(reportForm, { comments: 'x'.repeat(5001) })).toEqual({
      comments: ['Enter at most 5000 characters.'],
    });
    expect(errorsOf(reportForm, { billingComponent: '7' })).toEqual({
      billingComponent: [FORM_MESSAGES.chooseOne],
    });
  });

  it('a full sign-out becomes a valid SignOutInput', () => {
    const value = valueOf(reportForm, {
      intent: 'sign-out',
      primaryDiagnosis: ' Invasive ductal carcinoma ',
      grossDescription: 'Three cores.',
      cptCodes: '88305 88342',
      billingComponent: '1',
    });
    const body = signOutBody(value);
    expect(body).toEqual({
      primaryDiagnosis: 'Invasive ductal carcinoma',
      grossDescription: 'Three cores.',
      microscopicDescription: null,
      comments: null,
      cptCodes: ['88305', '88342'],
      billingComponent: 1,
      synoptic: null,
    });
    expect(schemas.zSignOutInput.safeParse(body).success).toBe(true);
  });
});

describe('the form starts from the saved draft', () => {
  it('as text, with the case billing component when the draft has none', () => {
    expect(reportDefaults({ billingComponent: 2, reportDraft: null })).toMatchObject({
      primaryDiagnosis: '',
      cptCodes: '',
      billingComponent: '2',
    });
    expect(
      reportDefaults({
        billingComponent: 2,
        reportDraft: {
          primaryDiagnosis: 'Dx',
          grossDescription: null,
          microscopicDescription: 'Micro',
          comments: null,
          cptCodes: ['88305', '88342'],
          billingComponent: 0,
        },
      }),
    ).toEqual({
      primaryDiagnosis: 'Dx',
      grossDescription: '',
      microscopicDescription: 'Micro',
      comments: '',
      cptCodes: '88305, 88342',
      billingComponent: '0',
      synoptic: { templateId: '', templateVersion: '', answers: {} },
    });
  });
});
