/**
 * The reader's time zone (decision 121): a user's zone is read with the current user and the
 * notification preferences, set through updateNotificationPreferences (an unknown zone: 400 under timeZone),
 * UTC while never chosen; each recipient's notice and e-mail write their times in it, the zone named, and the
 * audit trail's details stay in UTC.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeLines, formatDateTime, timeZoneChoices } from '../../contracts/time-format';
import { moveQaClock, resetQaClock } from '../testing/qa-clock';
import { db } from '../store/db';
import { ADMIN, FACILITY, PROVIDER, clientFor, type Client } from '../testing/test-clients';
import { caseAvailableText } from './events';
import { noticeFor } from './notify';
import { noticeTime } from './words';

const URL = '/api/me/notification-preferences';
const path = (caseId: string) => ({ params: { path: { caseId } } });

afterEach(resetQaClock);

async function setZone(client: Client, timeZone: string) {
  const saved = await client.PATCH(URL, { body: { timeZone } });
  expect(saved.response.status).toBe(200);
  return saved.data!.data;
}

const mailAbout = (email: string, caseRecordId: string) =>
  db.outbox.all().filter((m) => m.to === email && m.subject.includes(caseRecordId));

describe('a user’s time zone', () => {
  it('is null (not chosen: UTC is written) until set, and reads back with the current user', async () => {
    const provider = await clientFor(PROVIDER);
    expect((await provider.GET(URL)).data!.data.timeZone).toBeNull();
    expect((await provider.GET('/api/Users/current')).data!.data.timeZone).toBeNull();

    const saved = await setZone(provider, 'America/New_York');
    expect(saved.timeZone).toBe('America/New_York');
    // The zone alone changes no kind, and saves no kinds either (they stay the defaults).
    expect(saved.updatedAt).toBeNull();
    expect((await provider.GET('/api/Users/current')).data!.data.timeZone).toBe('America/New_York');
    // Another user's is their own.
    expect((await (await clientFor(ADMIN)).GET(URL)).data!.data.timeZone).toBeNull();
  });

  it('saves with the kinds in one request', async () => {
    const provider = await clientFor(PROVIDER);
    const saved = await provider.PATCH(URL, {
      body: { items: [{ kind: 'QaResult', delivery: 'Off' }], timeZone: 'Europe/Amsterdam' },
    });
    expect(saved.data!.data).toMatchObject({ timeZone: 'Europe/Amsterdam', updatedAt: expect.any(String) });
    expect(saved.data!.data.items.find((i) => i.kind === 'QaResult')!.delivery).toBe('Off');
  });

  it('refuses a zone the server does not know: 400 naming timeZone, nothing changed', async () => {
    const provider = await clientFor(PROVIDER);
    const refused = await provider.PATCH(URL, {
      body: { items: [{ kind: 'QaResult', delivery: 'Off' }], timeZone: 'Mars/Olympus_Mons' },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({
      isSuccess: false,
      message:
        'timeZone: “Mars/Olympus_Mons” is not a time zone this server knows. Choose an IANA name such as America/New_York.',
      data: {
        timeZone: [
          '“Mars/Olympus_Mons” is not a time zone this server knows. Choose an IANA name such as America/New_York.',
        ],
      },
    });
    // Not a name at all: the schema's 400, under the same field.
    const broken = await provider.PATCH(URL, { body: { timeZone: '+05:00' } });
    expect(broken.response.status).toBe(400);
    expect(Object.keys((broken.error as { data: object }).data)).toEqual(['timeZone']);
    const now = (await provider.GET(URL)).data!.data;
    expect(now.timeZone).toBeNull();
    expect(now.items.find((i) => i.kind === 'QaResult')!.delivery).toBe('InApp');
  });

  it('is kept as the runtime names it (a link reads back as its zone)', async () => {
    const saved = await setZone(await clientFor(PROVIDER), 'US/Eastern');
    expect(saved.timeZone).toBe('America/New_York');
  });
});

describe('notices and e-mails in the reader’s zone', () => {
  it('a provider in America/New_York is told a due time in EST, one without a zone in UTC', async () => {
    await setZone(await clientFor(PROVIDER), 'America/New_York');
    const available = db.cases.all().filter((c) => c.status === 'Available' && c.type.name === 'surgical');
    const [first, second] = available;
    for (const item of [first!, second!]) {
      await db.cases.update((q) => q.where({ caseID: item.caseID }), {
        data(draft) {
          draft.dueAt = '2027-01-15T20:00:00.000Z';
        },
      });
    }
    const admin = await clientFor(ADMIN);
    const assigned = await admin.POST('/api/cases/{caseId}/assign', {
      ...path(first!.caseID),
      body: { providerId: 'usr-provider' },
    });
    expect(assigned.data!.data.dueAt).toBe('2027-01-15T20:00:00.000Z');
    const [mail] = mailAbout(PROVIDER, first!.caseRecordId);
    expect(mail!.body).toContain('It is due 01/15/2027 03:00 PM EST.');
    const notice = db.notifications
      .all()
      .find((n) => n.userId === 'usr-provider' && n.caseId === first!.caseID)!;
    expect(notice.message).toContain('It is due 01/15/2027 03:00 PM EST.');

    // Another provider, with no zone chosen: UTC.
    const other = db.users
      .all()
      .find((u) => u.role === 'Provider' && u.status === 'Active' && u.id !== 'usr-provider')!;
    await admin.POST('/api/cases/{caseId}/assign', {
      ...path(second!.caseID),
      body: { providerId: other.id },
    });
    const [theirs] = mailAbout(other.email, second!.caseRecordId);
    expect(theirs!.body).toContain('It is due 01/15/2027 08:00 PM UTC.');
  });

  it('the facility in America/New_York reads the new expected time in EST; the audit trail keeps UTC', async () => {
    await setZone(await clientFor(FACILITY), 'America/New_York');
    await moveQaClock({ at: '2027-03-01T08:00:00Z' });
    const draft = db.cases
      .all()
      .find((c) => c.status === 'Draft' && c.facility.id === 'fac-001' && c.slides.length > 0)!;
    await db.cases.update((q) => q.where({ caseID: draft.caseID }), {
      data(d) {
        d.priority = 'STAT';
      },
    });
    await (await clientFor(FACILITY)).POST('/api/cases/{caseId}/send-out', path(draft.caseID));
    // Due 12:00 PM UTC, late from 03/02 12:00 PM; told at 12:30 PM, the facility expects it a business day on.
    await moveQaClock({ advanceHours: 28.5 });
    const [mail] = mailAbout(FACILITY, draft.caseRecordId).filter((m) => m.subject.endsWith('is delayed'));
    expect(mail!.body).toContain('was due 03/01/2027 07:00 AM EST and is not signed out yet.');
    expect(mail!.body).toContain('It is now expected by 03/03/2027 07:30 AM EST.');
    const audit = db.auditEvents
      .all()
      .filter((e) => e.caseId === draft.caseID && e.action === 'CaseEscalated')
      .map((e) => e.detail);
    expect(audit).toContainEqual(
      expect.stringMatching(/^Late; expected by 03\/03\/2027 12:30 PM UTC; told /),
    );
  });

  it('the e-mail’s time and the list’s time agree, for any zone and instant', () => {
    const zones = timeZoneChoices();
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const dueAt = new Date(ms).toISOString();
          const item = { caseRecordId: 'X-1', type: { displayName: 'Surgical' }, priority: 'Rush' };
          const text = caseAvailableText({ ...item, facility: { name: 'Lakeshore' }, dueAt } as never);
          expect(text.message).toContain(`It is due ${noticeTime(dueAt)}.`);
          const sent = noticeFor(text, zone);
          // The list's Due cell writes the same instant in the same zone, year and all, on its two lines.
          const { day, time, zone: named } = dateTimeLines(formatDateTime(dueAt, zone));
          expect(sent.message).toContain(`It is due ${day} ${time} ${named}.`);
        },
      ),
    );
  });
});
