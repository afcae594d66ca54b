/** The billing form's rules: dollars to cents, CPT codes as the contract's CptCode, one config for every form. */
import { getZodConstraint } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  billingFormSchema,
  centsToDollars,
  createBodyOf,
  dollarsToCents,
  editInitialOf,
  formFieldOf,
  splitCptCodes,
  statusChangeForm,
  updateBodyOf,
} from './schemas';
import type { BillingRecord } from './labels';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('amounts in dollars, stored in cents', () => {
  it.each([
    ['1,234.56', 123456],
    ['$1234.5', 123450],
    ['12', 1200],
    [' 0.07 ', 7],
    ['1,000,000.00', 100_000_000],
  ])('%s → %i cents', (text, cents) => expect(dollarsToCents(text)).toBe(cents));

  it.each(['-5', '12.345', '1,23.00', 'ten', '', '12.', '$'])('refuses %j', (text) =>
    expect(dollarsToCents(text)).toBeNull(),
  );

  it('writes cents back as the form’s dollars', () => {
    expect(centsToDollars(123456)).toBe('1234.56');
    expect(centsToDollars(1200)).toBe('12.00');
    expect(dollarsToCents(centsToDollars(98765))).toBe(98765);
  });

  it('says what to type, and the contract’s maximum', () => {
    const schema = billingFormSchema('create');
    expect(messagesOf(schema.safeParse({ caseId: 'case-1', amount: '12.345' }))).toEqual({
      amount: BILLING_MESSAGES.amountFormat,
    });
    expect(messagesOf(schema.safeParse({ caseId: 'case-1', amount: '1,000,000.01' }))).toEqual({
      amount: 'Enter an amount of at most $1,000,000.00.',
    });
  });
});

describe('CPT codes', () => {
  it('splits on commas, spaces and lines, upper-cases and drops repeats', () => {
    expect(splitCptCodes('88305, 88342\n0001u 88305;3008F')).toEqual(['88305', '88342', '0001U', '3008F']);
  });

  it('checks each code against the contract (four digits, then a digit or F, T or U)', () => {
    const schema = billingFormSchema('create');
    const ok = schema.safeParse({ caseId: 'case-1', amount: '10', cptCodes: '88305, 0001U, 3008F' });
    expect(ok.success && ok.data.cptCodes).toEqual(['88305', '0001U', '3008F']);
    const bad = schema.safeParse({ caseId: 'case-1', amount: '10', cptCodes: '88305, 8830A, 883' });
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      BILLING_MESSAGES.cptCode('8830A'),
      BILLING_MESSAGES.cptCode('883'),
    ]);
    const many = Array.from({ length: 21 }, (_, i) => String(88000 + i)).join(' ');
    expect(messagesOf(schema.safeParse({ caseId: 'case-1', amount: '10', cptCodes: many }))).toEqual({
      cptCodes: BILLING_MESSAGES.cptCount,
    });
  });
});

describe('one form, three modes', () => {
  it('a new record needs its case and amount; the rest defaults at the API', () => {
    expect(messagesOf(billingFormSchema('create').safeParse({}))).toEqual({
      caseId: expect.any(String),
      amount: expect.any(String),
    });
    const parsed = billingFormSchema('create').parse({
      caseId: 'case-0009',
      amount: '185',
      payerId: 'aetna',
      cptCodes: '88305',
      notes: '  ',
    });
    expect(createBodyOf(parsed)).toEqual({
      caseId: 'case-0009',
      amountCents: 18500,
      payerId: 'aetna',
      cptCodes: ['88305'],
      notes: null,
    });
    const full = billingFormSchema('create').parse({
      caseId: 'case-0009',
      amount: '1',
      billingComponent: '1',
      currency: 'CAD',
      serviceDate: '11/02/2026',
    });
    expect(createBodyOf(full)).toMatchObject({
      billingComponent: 1,
      currency: 'CAD',
      serviceDate: '2026-11-02',
    });
  });

  it('a Draft’s edit requires its money fields and sends them all', () => {
    expect(Object.keys(messagesOf(billingFormSchema('draft').safeParse({ notes: 'x' }))).sort()).toEqual([
      'amount',
      'billingComponent',
      'currency',
      'serviceDate',
    ]);
    const value = billingFormSchema('draft').parse({
      billingComponent: '2',
      currency: 'USD',
      amount: '1,234.56',
      payerId: '',
      cptCodes: '',
      serviceDate: '11/02/2026',
      notes: 'Checked.',
    });
    expect(updateBodyOf(value, 'draft')).toEqual({
      billingComponent: 2,
      currency: 'USD',
      amountCents: 123456,
      payerId: null,
      cptCodes: [],
      serviceDate: '2026-11-02',
      notes: 'Checked.',
    });
  });

  it('past Draft only the notes are asked and sent', () => {
    const value = billingFormSchema('locked').parse({ notes: 'Sent by mail.' });
    expect(updateBodyOf(value, 'locked')).toEqual({ notes: 'Sent by mail.' });
    expect(updateBodyOf({ ...value, amount: 1 }, 'locked')).toEqual({ notes: 'Sent by mail.' });
  });

  it('fills the edit form from the record, and names the API’s fields as the form does', () => {
    const record = {
      billingComponent: 0,
      currency: 'USD',
      amountCents: 18500,
      payer: { id: 'aetna', name: 'Aetna' },
      cptCodes: ['88305', '88342'],
      serviceDate: '2026-11-02',
      notes: null,
    } as unknown as BillingRecord;
    expect(editInitialOf(record)).toEqual({
      billingComponent: '0',
      currency: 'USD',
      amount: '185.00',
      payerId: 'aetna',
      cptCodes: '88305, 88342',
      serviceDate: '11/02/2026',
      notes: '',
    });
    expect(formFieldOf('amountCents')).toBe('amount');
    expect(formFieldOf('cptCodes.3')).toBe('cptCodes');
    expect(formFieldOf('payerId')).toBe('payerId');
  });
});

describe('what each form marks as required (the browser’s constraints)', () => {
  it.each([
    ['create', ['amount', 'caseId']],
    ['draft', ['amount', 'billingComponent', 'currency', 'serviceDate']],
    ['locked', []],
  ] as const)('%s requires %j', (mode, required) => {
    const constraint = getZodConstraint(billingFormSchema(mode));
    const requiredFields = Object.entries(constraint)
      .filter(([name, c]) => c?.required && !name.includes('['))
      .map(([name]) => name)
      .sort();
    expect(requiredFields).toEqual(required);
  });
});

describe('the lifecycle’s actions', () => {
  it('void needs a reason; the other steps do not', () => {
    expect(statusChangeForm.safeParse({ intent: 'status', status: 'Invoiced' }).success).toBe(true);
    expect(
      messagesOf(statusChangeForm.safeParse({ intent: 'status', status: 'Void', voidReason: '  ' })),
    ).toEqual({ voidReason: BILLING_MESSAGES.voidReason });
    expect(statusChangeForm.safeParse({ intent: 'status', status: 'Lost' }).success).toBe(false);
  });
});
