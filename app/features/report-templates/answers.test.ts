import { describe, expect, it } from 'vitest';
import type { SynopticItem } from '~/features/reading';
import { answerRule, codeText } from './answers';

const base = { id: 'x', label: 'X', required: true, answers: [], unit: null, minimum: null, maximum: null };
const own = { system: 'https://pathbridge.example/fhir/CodeSystem/synoptic-item', code: 'x', display: 'X' };

describe('a template item in words', () => {
  it('says what each kind of item takes', () => {
    const choice: SynopticItem = {
      ...base,
      kind: 'choice',
      coding: own,
      answers: [own, { ...own, code: 'y' }],
    };
    expect(answerRule(choice)).toBe('One of 2 answers');
    const size: SynopticItem = { ...base, kind: 'number', coding: own, unit: 'mm', minimum: 0, maximum: 200 };
    expect(answerRule(size)).toBe('A number from 0 to 200 mm');
    const count: SynopticItem = {
      ...base,
      kind: 'number',
      coding: own,
      unit: '{#}',
      minimum: 0,
      maximum: 50,
    };
    expect(answerRule(count)).toBe('A number from 0 to 50');
    expect(answerRule({ ...base, kind: 'text', coding: own })).toBe('Text, up to 500 characters');
  });

  it('names the code system: LOINC by name, PathBridge’s own by its part', () => {
    expect(codeText({ system: 'http://loinc.org', code: '44667-3' })).toBe('LOINC 44667-3');
    expect(codeText(own)).toBe('PathBridge synoptic-item x');
  });
});
