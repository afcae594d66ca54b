import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '../../../contracts';
import { availabilityNotice } from './availability';

describe('availabilityNotice', () => {
  it('explains onboarding to a new provider or one under review, activation to a provisional one', () => {
    expect(availabilityNotice('New')).toBe('onboarding');
    expect(availabilityNotice('in_progress')).toBe('onboarding');
    expect(availabilityNotice('PROVISIONALLY ACTIVE')).toBe('provisional');
  });

  it('says nothing for an active provider (an empty list is the truth) or a status it does not know', () => {
    expect(availabilityNotice('Active')).toBeNull();
    expect(availabilityNotice(null)).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom(...USER_STATUSES), fc.string(), (status, junk) => {
        const notice = availabilityNotice(status);
        expect(notice === null).toBe(status === 'Active' || status === 'Deactivated');
        expect([null, 'onboarding', 'provisional']).toContain(availabilityNotice(junk));
      }),
    );
  });
});
