/**
 * What approving a facility account says it does to the account's users (decision 068): in the confirm, counted
 * from the users the page holds, or the rule in words; and in the flash after it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, approvalEffect, deactivationEffect } from './review';

const STATUSES = ['New', 'In Progress', 'Provisionally Active', 'Active', 'Deactivated'] as const;
const users = fc.array(fc.record({ status: fc.constantFrom(...STATUSES) }), { maxLength: 12 });
const RULE =
  'Its Provisionally Active users become Active, with the full menu from their next login; deactivated users stay deactivated.';

describe('approvalEffect', () => {
  it('counts the users it moves and those it leaves, when the page holds them all', () => {
    expect(
      approvalEffect(
        [
          { status: 'Provisionally Active' },
          { status: 'Provisionally Active' },
          { status: 'Deactivated' },
          { status: 'New' },
          { status: 'Active' },
        ],
        5,
      ),
    ).toBe(
      'Its 2 Provisionally Active users become Active, with the full menu from their next login. Its 1 deactivated user stays deactivated. Its 1 user still New or In Progress keeps that status.',
    );
    expect(approvalEffect([{ status: 'Active' }], 1)).toBe(
      'None of its users is Provisionally Active, so no user’s status changes.',
    );
    expect(approvalEffect([], 0)).toBe(
      'None of its users is Provisionally Active, so no user’s status changes.',
    );
  });

  it('says the rule without numbers when the users could not be read or are not all on the page', () => {
    fc.assert(
      fc.property(users, fc.integer({ min: 1, max: 5 }), (list, more) => {
        expect(approvalEffect(list, list.length + more)).toBe(RULE);
      }),
    );
    expect(approvalEffect(null, 3)).toBe(RULE);
  });

  it('names every Provisionally Active user it counts, and never a number it did not count', () => {
    fc.assert(
      fc.property(users, (list) => {
        const text = approvalEffect(list, list.length);
        const provisional = list.filter((u) => u.status === 'Provisionally Active').length;
        if (provisional) expect(text).toContain(`Its ${provisional} Provisionally Active user`);
        else expect(text).toMatch(/^None of its users/);
        const deactivated = list.filter((u) => u.status === 'Deactivated').length;
        expect(text.includes('deactivated user')).toBe(deactivated > 0);
      }),
    );
  });
});

describe('the flash after approving', () => {
  it('says how many users became Active, or the rule when that was not known', () => {
    expect(ACCOUNT_MESSAGES.approved('Lakeside', 1)).toBe(
      'Lakeside is now active. Its 1 Provisionally Active user is now Active.',
    );
    expect(ACCOUNT_MESSAGES.approved('Lakeside', 3)).toBe(
      'Lakeside is now active. Its 3 Provisionally Active users are now Active.',
    );
    expect(ACCOUNT_MESSAGES.approved('Lakeside', 0)).toBe('Lakeside is now active.');
    expect(ACCOUNT_MESSAGES.approved('Lakeside', null)).toBe(
      'Lakeside is now active. Its Provisionally Active users are now Active.',
    );
  });
});

describe('deactivationEffect', () => {
  it('counts the users who lose their login, when the page holds them all', () => {
    expect(deactivationEffect([{ status: 'Active' }, { status: 'New' }, { status: 'Deactivated' }], 3)).toBe(
      'Its 2 users are deactivated and logged out at once. They cannot log in until the account is reactivated.',
    );
    expect(deactivationEffect([{ status: 'Provisionally Active' }], 1)).toBe(
      'Its 1 user is deactivated and logged out at once. They cannot log in until the account is reactivated.',
    );
    expect(deactivationEffect([{ status: 'Deactivated' }], 1)).toBe(
      'None of its users can log in now, so no user’s status changes.',
    );
  });

  it('says the rule without numbers when the users could not be read or are not all on the page', () => {
    fc.assert(
      fc.property(users, fc.integer({ min: 1, max: 5 }), (list, more) => {
        const rule =
          'Every user of the account is deactivated and logged out at once. They cannot log in until the account is reactivated.';
        expect(deactivationEffect(list, list.length + more)).toBe(rule);
        expect(deactivationEffect(null, list.length)).toBe(rule);
      }),
    );
  });
});
