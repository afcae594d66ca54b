import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from './index';
import {
  ALWAYS_SENT,
  applyPreferenceUpdate,
  channelsFor,
  CHANNELS_OF,
  DEFAULT_DELIVERY,
  PREFERENCE_KINDS,
  preferencesOf,
  SETTABLE_KINDS,
  type NotificationKind,
  type NotificationPreference,
} from './notification-preferences';
import { ROLES } from './roles';

const KINDS = schemas.zNotificationKind.options as NotificationKind[];
const role = fc.constantFrom(...ROLES);
const kind = fc.constantFrom(...KINDS);
const delivery = fc.constantFrom(...schemas.zNotificationDelivery.options);
const preference: fc.Arbitrary<NotificationPreference> = fc.record({ kind, delivery });
/** What a user may have stored: each kind of theirs at most once. */
const storedFor = (r: (typeof ROLES)[number]) =>
  fc
    .subarray([...SETTABLE_KINDS[r]])
    .chain((kinds) => fc.tuple(...kinds.map((k) => delivery.map((d) => ({ kind: k, delivery: d })))));

describe('notification preferences (decision 085)', () => {
  it('lists, per role, disjoint settable and always-sent kinds that the contract knows', () => {
    for (const r of ROLES) {
      for (const k of [...SETTABLE_KINDS[r], ...ALWAYS_SENT[r]]) expect(KINDS).toContain(k);
      expect(SETTABLE_KINDS[r].filter((k) => ALWAYS_SENT[r].includes(k))).toEqual([]);
    }
  });

  it('always tells a kind the role may not set in the app and by e-mail, whatever is stored', () => {
    fc.assert(
      fc.property(role, kind, fc.array(preference, { maxLength: 10 }), (r, k, chosen) => {
        fc.pre(!(SETTABLE_KINDS[r] as readonly string[]).includes(k));
        expect(channelsFor(k, r, chosen)).toEqual({ inApp: true, email: true });
      }),
    );
  });

  it('never lets an escalation be switched off or changed', () => {
    fc.assert(
      fc.property(role, fc.array(preference, { maxLength: 10 }), (r, chosen) => {
        for (const k of ['CaseAtRisk', 'CaseOverdue'] as const)
          expect(channelsFor(k, r, chosen)).toEqual({ inApp: true, email: true });
        const refused = applyPreferenceUpdate(r, [], [{ kind: 'CaseOverdue', delivery: 'Off' }]);
        expect(refused.ok).toBe(false);
      }),
    );
  });

  it('tells a settable kind as chosen, or by its default when never chosen', () => {
    fc.assert(
      fc.property(
        role.chain((r) => fc.tuple(fc.constant(r), storedFor(r))),
        ([r, stored]) => {
          for (const k of SETTABLE_KINDS[r]) {
            const chosen = stored.find((item) => item.kind === k);
            expect(channelsFor(k, r, stored)).toEqual(CHANNELS_OF[chosen?.delivery ?? DEFAULT_DELIVERY[k]]);
          }
          const listed = preferencesOf(r, stored);
          expect(listed.items.map((item) => item.kind)).toEqual(SETTABLE_KINDS[r]);
          expect(listed.alwaysSent).toEqual(ALWAYS_SENT[r]);
          for (const item of listed.items)
            expect(CHANNELS_OF[item.delivery]).toEqual(channelsFor(item.kind, r, stored));
        },
      ),
    );
  });

  it('Off sends nothing, Email no notice, InApp no e-mail', () => {
    expect(channelsFor('CaseAvailable', 'Provider', [{ kind: 'CaseAvailable', delivery: 'Off' }])).toEqual({
      inApp: false,
      email: false,
    });
    expect(
      channelsFor('ReportAddendum', 'MedicalFacility', [{ kind: 'ReportAddendum', delivery: 'Email' }]),
    ).toEqual({ inApp: false, email: true });
    expect(channelsFor('TaskAssigned', 'Admin', [{ kind: 'TaskAssigned', delivery: 'InApp' }])).toEqual({
      inApp: true,
      email: false,
    });
    // A new provider: a case anyone may pick up in the app only, a case of theirs in the app and by e-mail.
    expect(channelsFor('CaseAvailable', 'Provider', [])).toEqual({ inApp: true, email: false });
    expect(channelsFor('CaseAssigned', 'Provider', [])).toEqual({ inApp: true, email: true });
  });

  it('accepts a change exactly when every kind is the role’s and none is sent twice, and then changes only those', () => {
    fc.assert(
      fc.property(
        role.chain((r) => fc.tuple(fc.constant(r), storedFor(r))),
        fc.array(preference, { minLength: 1, maxLength: 8 }),
        ([r, stored], sent) => {
          const kinds = sent.map((item) => item.kind);
          const valid =
            new Set(kinds).size === kinds.length &&
            kinds.every((k) => (SETTABLE_KINDS[r] as readonly string[]).includes(k));
          const result = applyPreferenceUpdate(r, stored, sent);
          expect(result.ok).toBe(valid);
          if (!result.ok) {
            expect(Object.keys(result.fieldErrors).every((key) => /^items\.\d+\.kind$/.test(key))).toBe(true);
            return;
          }
          for (const k of SETTABLE_KINDS[r]) {
            const now = sent.find((item) => item.kind === k) ?? stored.find((item) => item.kind === k);
            expect(channelsFor(k, r, result.items)).toEqual(
              CHANNELS_OF[now?.delivery ?? DEFAULT_DELIVERY[k]],
            );
          }
          expect(result.items.map((item) => item.kind)).toEqual(
            PREFERENCE_KINDS.filter((k) => result.items.some((item) => item.kind === k)),
          );
        },
      ),
    );
  });

  it('says why a kind is refused', () => {
    const twice = applyPreferenceUpdate(
      'Provider',
      [],
      [
        { kind: 'QaResult', delivery: 'Off' },
        { kind: 'QaResult', delivery: 'InApp' },
      ],
    );
    expect(twice).toEqual({
      ok: false,
      fieldErrors: { 'items.1.kind': ['QaResult is listed twice: send each kind once.'] },
    });
    expect(applyPreferenceUpdate('Admin', [], [{ kind: 'AssignmentFailed', delivery: 'Off' }])).toEqual({
      ok: false,
      fieldErrors: {
        'items.0.kind': ['AssignmentFailed is always sent in the app and by e-mail: it cannot be changed.'],
      },
    });
    expect(
      applyPreferenceUpdate('MedicalFacility', [], [{ kind: 'CaseAvailable', delivery: 'Off' }]),
    ).toEqual({
      ok: false,
      fieldErrors: {
        'items.0.kind': ['CaseAvailable is not sent to your account: choose among the kinds listed.'],
      },
    });
  });
});
