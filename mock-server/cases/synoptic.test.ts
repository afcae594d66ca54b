/** The structured part's rule (decision 106) against every template, with answers drawn at random. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../contracts';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import { checkSynoptic, type SynopticPart } from './synoptic';

type Item = components['schemas']['SynopticItem'];
type Template = components['schemas']['SynopticTemplate'];

const caseTypeOf = (template: Template) => ({
  name: template.caseTypes[0]!,
  displayName: 'Surgical pathology',
});

/** A value `item` allows. */
const allowed = (item: Item): fc.Arbitrary<string | number> =>
  item.kind === 'choice'
    ? fc.constantFrom(...item.answers.map((answer) => answer.code))
    : item.kind === 'number'
      ? fc.double({ min: item.minimum!, max: item.maximum!, noNaN: true })
      : fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== '');

/** A template, and a complete part of it (every required item answered, some others), answers shuffled. */
const completePart = fc.constantFrom(...SYNOPTIC_TEMPLATES).chain((template) =>
  fc
    .tuple(
      ...template.items.map((item) =>
        fc.tuple(fc.constant(item), allowed(item), item.required ? fc.constant(true) : fc.boolean()),
      ),
    )
    .chain((drawn) =>
      fc.shuffledSubarray(
        drawn.filter(([, , kept]) => kept),
        { minLength: drawn.filter(([, , kept]) => kept).length },
      ),
    )
    .map((drawn) => ({
      template,
      part: {
        templateId: template.id,
        templateVersion: template.version,
        answers: drawn.map(([item, value]) => ({ itemId: item.id, value })),
      } satisfies SynopticPart,
    })),
);

describe('checkSynoptic', () => {
  it('a complete part passes, its answers in the template’s order and texts trimmed', () => {
    fc.assert(
      fc.property(completePart, ({ template, part }) => {
        const checked = checkSynoptic(part, caseTypeOf(template), template, true);
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        const order = template.items.map((item) => item.id);
        const ids = checked.part.answers.map((answer) => answer.itemId);
        expect(ids).toEqual(order.filter((id) => ids.includes(id)));
        for (const answer of checked.part.answers) {
          if (typeof answer.value === 'string') expect(answer.value).toBe(answer.value.trim());
        }
      }),
    );
  });

  it('a required item left out fails a sign-out, naming it, and passes a draft', () => {
    fc.assert(
      fc.property(completePart, fc.nat(), ({ template, part }, pick) => {
        const required = template.items.filter((item) => item.required);
        const dropped = required[pick % required.length]!;
        const partial = { ...part, answers: part.answers.filter((answer) => answer.itemId !== dropped.id) };
        const signed = checkSynoptic(partial, caseTypeOf(template), template, true);
        expect(signed.ok).toBe(false);
        if (!signed.ok) {
          expect(signed.message).toContain(dropped.label);
          expect(signed.fieldErrors['synoptic.answers']![0]).toMatch(/^Answer the required items: /);
        }
        expect(checkSynoptic(partial, caseTypeOf(template), template, false).ok).toBe(true);
      }),
    );
  });

  it('an answer its item does not allow fails under its index, draft or not', () => {
    fc.assert(
      fc.property(completePart, fc.nat(), fc.boolean(), ({ template, part }, pick, complete) => {
        const index = pick % part.answers.length;
        const item = template.items.find((candidate) => candidate.id === part.answers[index]!.itemId)!;
        const wrong =
          item.kind === 'number' ? item.maximum! + 1 : item.kind === 'choice' ? 'not-an-answer' : 42;
        const answers = part.answers.map((answer, i) => (i === index ? { ...answer, value: wrong } : answer));
        const checked = checkSynoptic({ ...part, answers }, caseTypeOf(template), template, complete);
        expect(checked.ok).toBe(false);
        if (!checked.ok) expect(checked.fieldErrors[`synoptic.answers.${index}`]![0]).toContain(item.label);
      }),
    );
  });

  it('refuses an unknown template, an old version, a case type it is not for, an unknown or repeated item', () => {
    const template = SYNOPTIC_TEMPLATES.find((candidate) => candidate.id === 'breast-core-biopsy')!;
    const part = { templateId: template.id, templateVersion: 1, answers: [] };
    const surgical = { name: 'surgical' as const, displayName: 'Surgical pathology' };
    expect(checkSynoptic(part, surgical, undefined, false)).toMatchObject({
      ok: false,
      message: 'The structured part names a template that does not exist.',
    });
    expect(checkSynoptic({ ...part, templateVersion: 2 }, surgical, template, false)).toMatchObject({
      ok: false,
      fieldErrors: { 'synoptic.templateVersion': [expect.stringMatching(/is now version 1\./)] },
    });
    expect(
      checkSynoptic(part, { name: 'cytology', displayName: 'Cytopathology' }, template, false),
    ).toMatchObject({
      ok: false,
      message:
        'The structured template "Breast, core needle biopsy: invasive carcinoma" is not offered for Cytopathology cases.',
    });
    const twice = [
      { itemId: 'dcis', value: 'present' },
      { itemId: 'dcis', value: 'present' },
      { itemId: 'mitoses', value: 3 },
    ];
    expect(checkSynoptic({ ...part, answers: twice }, surgical, template, false)).toMatchObject({
      ok: false,
      fieldErrors: {
        'synoptic.answers.1': ['Ductal carcinoma in situ is answered twice.'],
        'synoptic.answers.2': ['The template has no item "mitoses".'],
      },
    });
  });

  it('every template’s items and answers have distinct codes, and a number item a unit and a range', () => {
    for (const template of SYNOPTIC_TEMPLATES) {
      const ids = template.items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of template.items) {
        const codes = item.answers.map((answer) => answer.code);
        expect(new Set(codes).size).toBe(codes.length);
        expect(item.kind === 'choice').toBe(codes.length > 0);
        if (item.kind === 'number') expect([item.unit, item.minimum, item.maximum]).not.toContain(null);
      }
    }
  });
});
