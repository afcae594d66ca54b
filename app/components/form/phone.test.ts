import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PHONE_COUNTRY_CODE_MESSAGE,
  PHONE_FORMAT_MESSAGE,
  formatPhoneAsTyped,
  phoneNumberSchema,
  phoneProblem,
  withLeadingPlus,
} from './phone';

describe('phoneProblem (spec 5)', () => {
  it.each([
    '+1 (555) 010-2001',
    '+1 555 010 2001',
    '+15550102001',
    '+1-555-010-2001',
    '+44 (207) 946-0958',
    '+353 (555) 010-2001',
    '+1(555)010-2001',
    '+91 555-010-2001',
  ])('accepts %s', (value) => {
    expect(phoneProblem(value)).toBeNull();
  });

  it.each([
    ['1 (555) 010-2001', 'no leading +'],
    ['+1 (555) 010-200', 'too few digits in the last group'],
    ['+1 (555) 010-20011', 'too many digits'],
    ['+1234 555 010 2001', 'a four-digit country code'],
    ['+1 (55) 5010-2001', 'groups of the wrong size'],
    ['+1  555 010 2001', 'two separators in a row'],
    ['+1 555.010.2001', 'dots are not separators'],
    ['+1 (555) 010-2001 ext 4', 'an extension'],
    ['', 'nothing'],
    ['+', 'only the plus'],
    ['phone', 'letters'],
  ])('refuses %s (%s) with the format sentence', (value) => {
    expect(phoneProblem(value)).toBe(PHONE_FORMAT_MESSAGE);
  });

  it.each(['+0 (555) 010-2001', '+00 555 010 2001', '+000-555-010-2001', '+0005550102001'])(
    'refuses a zero country code %s with its own sentence',
    (value) => {
      expect(phoneProblem(value)).toBe(PHONE_COUNTRY_CODE_MESSAGE);
    },
  );

  it('accepts country codes that contain a zero but are not all zeros', () => {
    expect(phoneProblem('+20 (555) 010-2001')).toBeNull();
    expect(phoneProblem('+502 555 010 2001')).toBeNull();
  });
});

describe('phoneNumberSchema', () => {
  const parse = (value: unknown) => {
    const result = z.object({ phone: phoneNumberSchema }).safeParse({ phone: value });
    return result.success ? result.data.phone : result.error.issues.map((issue) => issue.message);
  };

  it('adds the leading + the person left out, then checks the rule', () => {
    expect(parse('1 (555) 010-2001')).toBe('+1 (555) 010-2001');
    expect(parse('  +1 555 010 2001 ')).toBe('+1 555 010 2001');
  });

  it('words each failure with the spec’s sentences', () => {
    expect(parse('555-0102')).toEqual([PHONE_FORMAT_MESSAGE]);
    expect(parse('0 555 010 2001')).toEqual([PHONE_COUNTRY_CODE_MESSAGE]);
  });
});

describe('withLeadingPlus', () => {
  it('adds + only before a number', () => {
    expect(withLeadingPlus('15550102001')).toBe('+15550102001');
    expect(withLeadingPlus('(555) 010')).toBe('+(555) 010');
    expect(withLeadingPlus('+1 555')).toBe('+1 555');
    expect(withLeadingPlus('')).toBe('');
    expect(withLeadingPlus('abc')).toBe('abc');
  });
});

describe('formatPhoneAsTyped', () => {
  it('lays a number out as +CC (AAA) BBB-CCCC while it is typed', () => {
    const steps = ['1', '15', '155', '1555', '15550', '155501', '1555010', '15550102', '15550102001'];
    expect(steps.map(formatPhoneAsTyped)).toEqual([
      '+1',
      '+1 (5',
      '+1 (55',
      '+1 (555)',
      '+1 (555) 0',
      '+1 (555) 01',
      '+1 (555) 010',
      '+1 (555) 010-2',
      '+1 (555) 010-2001',
    ]);
  });

  it('knows two- and three-digit country codes', () => {
    expect(formatPhoneAsTyped('+442079460958')).toBe('+44 (207) 946-0958');
    expect(formatPhoneAsTyped('+3535550102001')).toBe('+353 (555) 010-2001');
  });

  it('always produces a number the rule accepts once all digits are there', () => {
    for (const typed of ['15550102001', '+44 2079460958', '353-555-010-2001']) {
      expect(phoneProblem(formatPhoneAsTyped(typed))).toBeNull();
    }
  });

  it('leaves anything else as written, for the rule to judge', () => {
    expect(formatPhoneAsTyped('+1 555 CALL NOW')).toBe('+1 555 CALL NOW');
    expect(formatPhoneAsTyped('+1555010200199')).toBe('+1555010200199');
  });
});
