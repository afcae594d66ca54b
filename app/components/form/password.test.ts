import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import { PASSWORD_RULES, newPasswordSchema } from './password';

describe("the new password's parts and the contract's pattern", () => {
  const password = fc.string({ unit: fc.constantFrom('a', 'Z', '7', 'é', ' ', '-', '\n'), maxLength: 14 });

  it('every part is met exactly when the generated zod (NewPassword) takes the password', () => {
    fc.assert(
      fc.property(password, (value) => {
        const met = PASSWORD_RULES.every((rule) => rule.test(value));
        expect(met).toBe(schemas.zNewPassword.safeParse(value).success);
        expect(newPasswordSchema.safeParse(value).success).toBe(met);
      }),
    );
  });

  it('names each part a refused password misses, and the length limit past 256', () => {
    const issues = (value: string) => newPasswordSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(issues('éééééééééé')).toEqual(['At least one letter (A-Z).', 'At least one digit.']);
    expect(issues(`a1${'x'.repeat(255)}`)).toHaveLength(1);
  });
});
