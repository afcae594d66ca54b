/**
 * getNotificationPreferences and updateNotificationPreferences (decision 085): defaults for a new user, per
 * role; only the kinds sent change; a kind the role may not set or sent twice answers 422 and changes nothing;
 * a kind outside the contract answers 400.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { ADMIN, FACILITY, PROVIDER, clientFor } from '../testing/test-clients';

const URL = '/api/me/notification-preferences';

describe('notification preferences', () => {
  it('answer each role its kinds with their defaults, and the kinds always sent', async () => {
    const provider = await (await clientFor(PROVIDER)).GET(URL);
    expect(provider.data!.data).toEqual({
      items: [
        { kind: 'CaseAssigned', delivery: 'InAppAndEmail' },
        { kind: 'CaseAvailable', delivery: 'InApp' },
        { kind: 'TaskAssigned', delivery: 'InAppAndEmail' },
        { kind: 'ReportAddendum', delivery: 'InAppAndEmail' },
        { kind: 'QaResult', delivery: 'InApp' },
        { kind: 'AccountStatusChanged', delivery: 'InAppAndEmail' },
        { kind: 'ConsultInvitation', delivery: 'InAppAndEmail' },
        { kind: 'ConsultEnded', delivery: 'InApp' },
      ],
      alwaysSent: ['CaseAtRisk', 'CaseOverdue', 'QaReviewAssigned', 'QaFollowUp'],
      updatedAt: null,
      timeZone: null,
    });
    const facility = await (await clientFor(FACILITY)).GET(URL);
    expect(facility.data!.data.items.map((i) => i.kind)).toEqual([
      'TaskAssigned',
      'ReportAddendum',
      'AccountStatusChanged',
    ]);
    expect(facility.data!.data.alwaysSent).toEqual(['CaseDelayed', 'ArchiveSlides']);
    const admin = await (await clientFor(ADMIN)).GET(URL);
    expect(admin.data!.data.alwaysSent).toContain('AssignmentFailed');
  });

  it('change only the kinds sent, and are the caller’s own', async () => {
    const provider = await clientFor(PROVIDER);
    const saved = await provider.PATCH(URL, {
      body: {
        items: [
          { kind: 'CaseAvailable', delivery: 'Off' },
          { kind: 'ReportAddendum', delivery: 'Email' },
        ],
      },
    });
    expect(saved.data!.message).toBe('Your notification settings were saved.');
    const again = await provider.PATCH(URL, {
      body: { items: [{ kind: 'QaResult', delivery: 'InAppAndEmail' }] },
    });
    const items = again.data!.data.items;
    expect(items.find((i) => i.kind === 'CaseAvailable')!.delivery).toBe('Off');
    expect(items.find((i) => i.kind === 'ReportAddendum')!.delivery).toBe('Email');
    expect(items.find((i) => i.kind === 'QaResult')!.delivery).toBe('InAppAndEmail');
    expect(items.find((i) => i.kind === 'CaseAssigned')!.delivery).toBe('InAppAndEmail');
    expect(again.data!.data.updatedAt).not.toBeNull();
    expect((await provider.GET(URL)).data!.data).toEqual(again.data!.data);
    // Another user's are untouched.
    const admin = await (await clientFor(ADMIN)).GET(URL);
    expect(admin.data!.data.updatedAt).toBeNull();
  });

  it('refuse a kind the role may not set or one sent twice (422), changing nothing; an unknown kind is 400', async () => {
    const provider = await clientFor(PROVIDER);
    const before = db.notificationPreferences.all();
    const fixed = await provider.PATCH(URL, {
      body: {
        items: [
          { kind: 'CaseAvailable', delivery: 'Off' },
          { kind: 'CaseOverdue', delivery: 'Off' },
        ],
      },
    });
    expect(fixed.response.status).toBe(422);
    expect(fixed.error).toMatchObject({
      message: 'CaseOverdue is always sent in the app and by e-mail: it cannot be changed.',
      data: {
        'items.1.kind': ['CaseOverdue is always sent in the app and by e-mail: it cannot be changed.'],
      },
    });
    const twice = await provider.PATCH(URL, {
      body: {
        items: [
          { kind: 'QaResult', delivery: 'Off' },
          { kind: 'QaResult', delivery: 'InApp' },
        ],
      },
    });
    expect(twice.response.status).toBe(422);
    expect(twice.error!.message).toBe('QaResult is listed twice: send each kind once.');
    const facility = await clientFor(FACILITY);
    const notTheirs = await facility.PATCH(URL, {
      body: { items: [{ kind: 'CaseAvailable', delivery: 'Off' }] },
    });
    expect(notTheirs.response.status).toBe(422);
    expect(notTheirs.error!.message).toBe(
      'CaseAvailable is not sent to your account: choose among the kinds listed.',
    );
    const unknown = await provider.PATCH(URL, {
      body: { items: [{ kind: 'Sms', delivery: 'Off' }] } as never,
    });
    expect(unknown.response.status).toBe(400);
    const empty = await provider.PATCH(URL, { body: { items: [] } });
    expect(empty.response.status).toBe(400);
    expect(db.notificationPreferences.all()).toEqual(before);
  });
});
