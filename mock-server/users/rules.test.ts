/** The pure people rules: phone (spec 5), password, the user status lifecycle, verification codes, access. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../contracts';
import { canCreateUser, canEditAccount, canEditUser, canUseRegistration } from './access';
import { CODE_MAX_ATTEMPTS, MESSAGES, checkCode, hashCode } from '../auth/codes';
import { allowedNext, changeStatus, type Status } from './lifecycle';
import { COUNTRY_CODE_MESSAGE, PHONE_FORMAT_MESSAGE, countryCodeProblem, passwordProblems } from './rules';

describe('phone numbers (spec 5)', () => {
  it.each(['+1 (555) 010-2001', '+15550102001', '+44-555-010-2001', '+123 555 010 2001', '+1(555)0102001'])(
    'accepts %s',
    (phone) => {
      expect(schemas.zPhoneNumber.safeParse(phone).success).toBe(true);
      expect(countryCodeProblem(phone)).toBeNull();
    },
  );

  it.each([
    '555 010 2001',
    '1 (555) 010-2001',
    '+1 555 010 201',
    '+1234 555 010 2001',
    '+1 555 010 2001 x',
    '',
  ])('rejects %j with the spec’s format message', (phone) => {
    const result = schemas.zPhoneNumber.safeParse(phone);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(PHONE_FORMAT_MESSAGE);
  });

  it.each(['+0 555 010 2001', '+00 (555) 010-2001', '+000 555-010-2001'])(
    'a zero country code in %s is invalid',
    (phone) => {
      expect(schemas.zPhoneNumber.safeParse(phone).success).toBe(true);
      expect(countryCodeProblem(phone)).toBe(COUNTRY_CODE_MESSAGE);
    },
  );

  it('a country code with a zero that is not all zeros is fine', () => {
    expect(countryCodeProblem('+10 555 010 2001')).toBeNull();
  });
});

describe('passwords', () => {
  it('needs 10 characters, a letter and a digit, and says what is missing', () => {
    expect(passwordProblems('Demo-pass-2026')).toEqual([]);
    expect(passwordProblems('short1')).toEqual(['The password must be at least 10 characters long.']);
    expect(passwordProblems('onlyletters-here')).toEqual(['The password must contain at least one digit.']);
    expect(passwordProblems('1234567890')).toEqual(['The password must contain at least one letter (A-Z).']);
    expect(passwordProblems('')).toHaveLength(3);
  });

  it("finds nothing missing exactly when the contract's pattern (the generated zod) takes the password", () => {
    const password = fc.string({ unit: fc.constantFrom('a', 'Z', '7', 'é', ' ', '-', '\n'), maxLength: 14 });
    fc.assert(
      fc.property(password, (value) => {
        expect(passwordProblems(value).length === 0).toBe(schemas.zNewPassword.safeParse(value).success);
      }),
    );
    expect(schemas.zNewPassword.safeParse('ééééééééé1').success).toBe(false);
  });

  it('a refused password is answered with what it misses, as the 400 of the pattern', () => {
    const result = schemas.zNewPassword.safeParse('password');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The password must be at least 10 characters long. The password must contain at least one digit.',
    ]);
  });
});

describe('the user status lifecycle', () => {
  const ALL: Status[] = ['New', 'In Progress', 'Provisionally Active', 'Active', 'Deactivated'];
  const ALLOWED: Array<[Status, Status]> = [
    ['New', 'In Progress'],
    ['In Progress', 'Provisionally Active'],
    ['Provisionally Active', 'Active'],
    ['New', 'Deactivated'],
    ['In Progress', 'Deactivated'],
    ['Provisionally Active', 'Deactivated'],
    ['Active', 'Deactivated'],
    ['Deactivated', 'Active'],
  ];

  it('allows exactly the documented changes', () => {
    for (const from of ALL) {
      for (const to of ALL) {
        const result = changeStatus(from, to);
        const expected = from === to || ALLOWED.some(([a, b]) => a === from && b === to);
        expect(result.ok, `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('explains a refused change and a no-op changes nothing', () => {
    expect(changeStatus('New', 'Active')).toEqual({
      ok: false,
      message: 'A user in status New cannot be moved to Active; it can move to In Progress or Deactivated.',
    });
    expect(changeStatus('Active', 'Active')).toEqual({ ok: true, changed: false });
    expect(allowedNext('Deactivated')).toEqual(['Active']);
  });
});

describe('verification codes', () => {
  const email = 'a@demo.test';
  const now = Date.parse('2026-11-22T09:00:00.000Z');
  const stored = (over: Partial<Parameters<typeof checkCode>[0] & object> = {}) => ({
    codeHash: hashCode(email, '123456'),
    expiresAt: new Date(now + 60_000).toISOString(),
    attempts: 0,
    verifiedAt: null,
    usedAt: null,
    ...over,
  });

  it('accepts the right code and counts wrong ones', () => {
    expect(checkCode(stored(), email, '123456', now)).toEqual({ ok: true });
    expect(checkCode(stored(), email, '654321', now)).toEqual({
      ok: false,
      status: 422,
      message: 'The code is not correct. 4 attempts left.',
      countsAttempt: true,
    });
    expect(checkCode(stored({ attempts: CODE_MAX_ATTEMPTS - 1 }), email, '654321', now)).toMatchObject({
      message: 'The code is not correct. Request a new code.',
    });
  });

  it('refuses missing, expired, used, exhausted and malformed codes without counting', () => {
    expect(checkCode(undefined, email, '123456', now)).toMatchObject({ message: MESSAGES.noCode });
    expect(checkCode(stored({ expiresAt: new Date(now).toISOString() }), email, '123456', now)).toMatchObject(
      {
        message: MESSAGES.expired,
        countsAttempt: false,
      },
    );
    expect(checkCode(stored({ usedAt: new Date(now).toISOString() }), email, '123456', now)).toMatchObject({
      message: MESSAGES.used,
    });
    expect(checkCode(stored({ attempts: CODE_MAX_ATTEMPTS }), email, '123456', now)).toMatchObject({
      status: 429,
      message: MESSAGES.exhausted,
    });
    expect(checkCode(stored(), email, '12345', now)).toMatchObject({
      message: MESSAGES.format,
      countsAttempt: false,
    });
  });
});

describe('access rules', () => {
  const admin = { id: 'a', role: 'Admin', facilityId: null } as const;
  const provider = { id: 'p', role: 'Provider', facilityId: null } as const;
  const facility = { id: 'f', role: 'MedicalFacility', facilityId: 'fac-001' } as const;
  const np = { id: 'n', role: 'Facility_NP', facilityId: 'fac-001' } as const;

  it('users edit themselves but not their status or staff role', () => {
    expect(canEditUser(provider, 'p', ['phone'])).toBe(true);
    expect(canEditUser(provider, 'p', ['status'])).toBe(false);
    expect(canEditUser(provider, 'x', ['phone'])).toBe(false);
    expect(canEditUser(admin, 'x', ['status', 'staffRole'])).toBe(true);
  });

  it('a MedicalFacility user creates facility users of its own facility only', () => {
    expect(canCreateUser(facility, { role: 'Facility_NP', facilityId: 'fac-001' })).toBe(true);
    expect(canCreateUser(facility, { role: 'Facility_NP', facilityId: 'fac-002' })).toBe(false);
    expect(canCreateUser(facility, { role: 'Provider' })).toBe(false);
    expect(canCreateUser(np, { role: 'Facility_NP', facilityId: 'fac-001' })).toBe(false);
  });

  it('facility users edit their own account, not its status', () => {
    expect(canEditAccount(np, 'fac-001', ['phone'])).toBe(true);
    expect(canEditAccount(np, 'fac-001', ['status'])).toBe(false);
    expect(canEditAccount(np, 'fac-002', ['phone'])).toBe(false);
    expect(canEditAccount(provider, 'fac-001', ['phone'])).toBe(false);
  });

  it('registrations: facility users read theirs, only the registrant edits, other is admin-only', () => {
    const reg = { kind: 'facility', userId: 'f', facilityId: 'fac-001' } as const;
    expect(canUseRegistration(np, reg, 'read')).toBe(true);
    expect(canUseRegistration(np, reg, 'edit')).toBe(false);
    expect(canUseRegistration(facility, reg, 'edit')).toBe(true);
    expect(canUseRegistration(provider, { kind: 'other', userId: null, facilityId: null }, 'read')).toBe(
      false,
    );
  });
});
