/** The structured part in the report form (decision 106): posted values → the contract's part, and the checks. */
import fc from 'fast-check';
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { formErrorMap } from '~/components/form';
import { draftBody, reportFormWith, signOutBody } from './schema';
import {
  SYNOPTIC_MESSAGES,
  missingRequired,
  synopticBody,
  synopticDefaults,
  synopticFieldErrors,
  templatesFor,
  type SynopticItem,
  type SynopticTemplate,
} from './synoptic';

const SYSTEM = 'https://pathbridge.example/fhir/CodeSystem/synoptic-answer';
const item = (over: Partial<SynopticItem> & Pick<SynopticItem, 'id' | 'label' | 'kind'>): SynopticItem => ({
  required: false,
  coding: { system: SYSTEM, code: over.id, display: over.label },
  answers: [],
  unit: null,
  minimum: null,
  maximum: null,
  ...over,
});

const TEMPLATE: SynopticTemplate = {
  id: 'breast-core-biopsy',
  version: 2,
  title: 'Breast, core needle biopsy: invasive carcinoma',
  caseTypes: ['surgical'],
  items: [
    item({
      id: 'histologic-type',
      label: 'Histologic type',
      kind: 'choice',
      required: true,
      answers: [
        { system: SYSTEM, code: 'invasive-nst', display: 'Invasive carcinoma of no special type' },
        { system: SYSTEM, code: 'invasive-lobular', display: 'Invasive lobular carcinoma' },
      ],
    }),
    item({
      id: 'invasive-size',
      label: 'Largest invasive focus',
      kind: 'number',
      unit: 'mm',
      minimum: 0.1,
      maximum: 50,
    }),
    item({
      id: 'nodes',
      label: 'Lymph nodes examined',
      kind: 'number',
      required: true,
      unit: '{#}',
      minimum: 0,
      maximum: 200,
    }),
    item({ id: 'comment', label: 'Comment', kind: 'text' }),
  ],
};
const OTHER: SynopticTemplate = {
  ...TEMPLATE,
  id: 'skin-melanoma-excision',
  caseTypes: ['dermatopathology'],
};
const TEMPLATES = [TEMPLATE, OTHER];

/** A value as typed or chosen for `it` (numbers as text, sometimes with spaces), or left empty. */
const posted = (it: SynopticItem): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(''),
    it.kind === 'choice'
      ? fc.constantFrom(...it.answers.map((answer) => answer.code))
      : it.kind === 'number'
        ? fc.integer({ min: 0, max: 50 }).map((n) => ` ${n} `)
        : fc.string({ minLength: 1, maxLength: 30 }),
  );

const postedAnswers = fc
  .tuple(...TEMPLATE.items.map((it) => posted(it).map((value) => [it.id, value] as const)))
  .chain((pairs) => fc.shuffledSubarray(pairs, { minLength: pairs.length }))
  .map((pairs) => Object.fromEntries(pairs));

describe('synopticBody', () => {
  it('sends the answered items in the template’s order, numbers as numbers, empty ones left out', () => {
    fc.assert(
      fc.property(postedAnswers, (answers) => {
        const body = synopticBody({ templateId: TEMPLATE.id, templateVersion: 2, answers }, TEMPLATES)!;
        const answered = TEMPLATE.items.filter((it) => (answers[it.id] ?? '').trim() !== '');
        expect(body.templateId).toBe(TEMPLATE.id);
        expect(body.templateVersion).toBe(2);
        expect(body.answers.map((answer) => answer.itemId)).toEqual(answered.map((it) => it.id));
        for (const answer of body.answers) {
          const kind = TEMPLATE.items.find((it) => it.id === answer.itemId)!.kind;
          expect(answer.value).toEqual(
            kind === 'number' ? Number(answers[answer.itemId]) : answers[answer.itemId]!.trim(),
          );
        }
        // What was saved comes back into the form as it was typed (trimmed).
        const again = synopticDefaults(body);
        expect(again.answers).toEqual(
          Object.fromEntries(
            answered.map((it) => [it.id, String(body.answers.find((a) => a.itemId === it.id)!.value)]),
          ),
        );
      }),
    );
  });

  it('is null without a template; a number that does not read as one is sent as typed, for the API to refuse', () => {
    expect(synopticBody(undefined, TEMPLATES)).toBeNull();
    expect(synopticBody({ templateId: undefined, answers: { nodes: '3' } }, TEMPLATES)).toBeNull();
    expect(
      synopticBody({ templateId: TEMPLATE.id, templateVersion: 2, answers: { nodes: '3 nodes' } }, TEMPLATES),
    ).toEqual({
      templateId: TEMPLATE.id,
      templateVersion: 2,
      answers: [{ itemId: 'nodes', value: '3 nodes' }],
    });
  });
});

describe('missingRequired', () => {
  it('is every required item left empty, and nothing without a template', () => {
    fc.assert(
      fc.property(postedAnswers, (answers) => {
        const missing = missingRequired({ templateId: TEMPLATE.id, answers }, TEMPLATES).map((it) => it.id);
        expect(missing).toEqual(
          TEMPLATE.items.filter((it) => it.required && !(answers[it.id] ?? '').trim()).map((it) => it.id),
        );
        expect(missingRequired({ answers }, TEMPLATES)).toEqual([]);
      }),
    );
  });
});

describe('synopticFieldErrors', () => {
  it('names an answer the API refused by its item, and keeps the other fields', () => {
    const sent = synopticBody(
      { templateId: TEMPLATE.id, templateVersion: 2, answers: { comment: 'x', 'histologic-type': 'bad' } },
      TEMPLATES,
    );
    expect(
      synopticFieldErrors(
        {
          'synoptic.answers.0': ['Choose one of the answers of Histologic type.'],
          'synoptic.answers.1.value': ['Comment takes a text.'],
          'synoptic.answers': ['Answer the required items: Lymph nodes examined.'],
          primaryDiagnosis: ['Required.'],
        },
        sent,
      ),
    ).toEqual({
      'synoptic.answers.histologic-type': ['Choose one of the answers of Histologic type.'],
      'synoptic.answers.comment': ['Comment takes a text.'],
      'synoptic.answers': ['Answer the required items: Lymph nodes examined.'],
      primaryDiagnosis: ['Required.'],
    });
  });
});

describe('the report form with a structured part', () => {
  const submit = (entries: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(entries)) form.append(key, value);
    return parseWithZod(form, { schema: reportFormWith(TEMPLATES), error: formErrorMap });
  };
  const base = {
    primaryDiagnosis: 'Invasive ductal carcinoma.',
    billingComponent: '0',
    'synoptic.templateId': TEMPLATE.id,
    'synoptic.templateVersion': '2',
    'synoptic.answers.histologic-type': 'invasive-nst',
    'synoptic.answers.invasive-size': '',
    'synoptic.answers.nodes': '',
  };

  it('signing out with a required item empty names it, at the part and at the item; a draft may leave it', () => {
    const refused = submit({ ...base, intent: 'sign-out' });
    expect(refused.status).toBe('error');
    expect(refused.status === 'error' ? refused.error : null).toMatchObject({
      'synoptic.answers': [SYNOPTIC_MESSAGES.requiredItems(['Lymph nodes examined'])],
      'synoptic.answers.nodes': [SYNOPTIC_MESSAGES.requiredItem],
    });
    expect(SYNOPTIC_MESSAGES.requiredItems(['Lymph nodes examined'])).toBe(
      'Answer the required items: Lymph nodes examined.',
    );
    const draft = submit({ ...base, intent: 'save-draft' });
    expect(draft.status).toBe('success');
    if (draft.status !== 'success') return;
    expect(draftBody(draft.value, TEMPLATES).synoptic).toEqual({
      templateId: TEMPLATE.id,
      templateVersion: 2,
      answers: [{ itemId: 'histologic-type', value: 'invasive-nst' }],
    });
  });

  it('a number out of its range is refused with its unit; answered, the sign-out carries the part', () => {
    const wrong = submit({ ...base, 'synoptic.answers.invasive-size': '60', intent: 'save-draft' });
    expect(wrong.status === 'error' ? wrong.error : null).toMatchObject({
      'synoptic.answers.invasive-size': ['Enter a number from 0.1 to 50 (mm).'],
    });
    const signed = submit({ ...base, 'synoptic.answers.nodes': '12', intent: 'sign-out' });
    expect(signed.status).toBe('success');
    if (signed.status !== 'success') return;
    expect(signOutBody(signed.value, TEMPLATES).synoptic?.answers).toEqual([
      { itemId: 'histologic-type', value: 'invasive-nst' },
      { itemId: 'nodes', value: 12 },
    ]);
  });

  it('offers a case the templates of its type, none chosen: no part', () => {
    expect(templatesFor(TEMPLATES, 'dermatopathology')).toEqual([OTHER]);
    const none = submit({ primaryDiagnosis: 'x', 'synoptic.templateId': '', intent: 'sign-out' });
    expect(none.status).toBe('success');
    if (none.status === 'success') expect(signOutBody(none.value, TEMPLATES).synoptic).toBeNull();
  });
});
