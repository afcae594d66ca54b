/**
 * Sampled QA in the mock (docs/quality.md): the rates and their bad input, the draw at sign-out (rate
 * 100 → a blinded QA task for an eligible provider other than the signer; rate 0 → none), the quality report.
 * The three steps of a review (blind read, compare, reveal): blind-read.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { ADMIN, PROVIDER, clientFor } from '../testing/test-clients';
import {
  REVIEWER,
  caseForReview,
  onlyEligible,
  qaTasksOf,
  setRate,
  signOut,
} from '../testing/quality-samples';

describe('the sampling rates', () => {
  it('start at 0 for every case type and keep the types not listed', async () => {
    const admin = await clientFor(ADMIN);
    const before = await admin.GET('/api/admin/quality/settings');
    expect(before.data!.data.rates).toHaveLength(6);
    expect(before.data!.data.rates.every((r) => r.ratePercent === 0)).toBe(true);
    await setRate(admin, 'cytology', 5);
    await setRate(admin, 'surgical', 12.5);
    const after = await admin.GET('/api/admin/quality/settings');
    expect(after.data!.data.rates.find((r) => r.caseType === 'cytology')!.ratePercent).toBe(5);
    expect(after.data!.data.rates.find((r) => r.caseType === 'surgical')!.ratePercent).toBe(12.5);
    expect(after.data!.data.updatedBy).toEqual({ id: 'usr-admin', name: 'Alex Morgan' });
  });

  it('refuse a rate outside 0–100 or a type twice, with the message, changing nothing', async () => {
    const admin = await clientFor(ADMIN);
    for (const ratePercent of [101, -1]) {
      const bad = await admin.PUT('/api/admin/quality/settings', {
        body: { rates: [{ caseType: 'cytology', ratePercent }] },
      });
      expect(bad.response.status).toBe(400);
      expect(bad.error!.data).toEqual({ 'rates.0.ratePercent': ['Enter a rate from 0 to 100 %.'] });
    }
    const twice = await admin.PUT('/api/admin/quality/settings', {
      body: {
        rates: [
          { caseType: 'cytology', ratePercent: 5 },
          { caseType: 'cytology', ratePercent: 6 },
        ],
      },
    });
    expect(twice.response.status).toBe(422);
    expect(twice.error!.data).toEqual({ 'rates.1.caseType': ['This case type is listed twice.'] });
    const after = await admin.GET('/api/admin/quality/settings');
    expect(after.data!.data.rates.every((r) => r.ratePercent === 0)).toBe(true);
    expect(after.data!.data.updatedAt).toBeNull();
  });

  it('are for admins only', async () => {
    const provider = await clientFor(PROVIDER);
    expect((await provider.GET('/api/admin/quality/settings')).response.status).toBe(403);
    expect((await provider.GET('/api/admin/quality')).response.status).toBe(403);
  });
});

describe('sampling at sign-out', () => {
  it('at rate 0 draws nothing', async () => {
    const { item, signerEmail } = caseForReview();
    const before = db.tasks.all().length;
    await signOut(signerEmail, item);
    expect(db.tasks.all()).toHaveLength(before);
    expect(db.qaSamples.findMany((q) => q.where({ caseId: item.caseID }))).toEqual([]);
  });

  it('at rate 100 opens a blinded QA task for an eligible provider other than the signer, told by e-mail', async () => {
    const admin = await clientFor(ADMIN);
    const { item, signerEmail } = caseForReview();
    await onlyEligible(item, REVIEWER);
    await setRate(admin, item.type.name, 100);
    await signOut(signerEmail, item);
    const [task] = qaTasksOf(item.caseID).filter((t) => t.status === 'Open');
    expect(task).toMatchObject({
      title: `Blinded QA review of ${item.caseRecordId}`,
      assignee: { id: 'usr-provider' },
      ownerGroup: 'Operator',
    });
    const notice = db.notifications.findMany((q) => q.where({ userId: 'usr-provider' })).at(-1)!;
    expect(notice).toMatchObject({ kind: 'QaReviewAssigned', caseId: item.caseID });
    // The review's due date as the product writes dates (MM/DD/YYYY).
    expect(notice.message).toContain(
      `, due ${task!.dueDate!.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1')}. `,
    );
    const mail = db.outbox.findMany((q) => q.where({ to: PROVIDER })).at(-1)!;
    expect(mail.subject).toBe(`PathBridge: Blinded QA review of ${item.caseRecordId}`);
    expect(mail.body).not.toContain(item.assignedProvider!.name);

    const trail = db.auditEvents
      .all()
      .filter((e) => e.action === 'CaseSignedOut' && e.caseId === item.caseID);
    expect(trail.at(-1)!.detail).toBe(`Sampled for QA: ${task!.taskNumber}`);
  });

  it('with nobody eligible keeps the sample unassigned and tells the admins', async () => {
    const admin = await clientFor(ADMIN);
    const { item, signerEmail } = caseForReview();
    await onlyEligible(item, null);
    await setRate(admin, item.type.name, 100);
    await signOut(signerEmail, item);
    expect(qaTasksOf(item.caseID).filter((t) => t.status === 'Open')).toEqual([]);
    const report = await admin.GET('/api/admin/quality');
    const open = report.data!.data.open.find((s) => s.caseId === item.caseID)!;
    expect(open).toMatchObject({ state: 'Unassigned', reviewer: null, task: null, ratePercent: 100 });
    const notice = db.notifications.findMany((q) => q.where({ userId: 'usr-admin' })).at(-1)!;
    expect(notice).toMatchObject({ kind: 'QaReviewUnassigned', caseId: item.caseID });
    expect(notice.message).toContain('no provider other than the signer meets the rules');
    expect(notice.message).toContain(`${item.assignedProvider!.name}: Signed this case out.`);
  });
});

describe('the quality report', () => {
  it('answers the seeded samples over the last 365 days, and refuses a period ending before it starts', async () => {
    const admin = await clientFor(ADMIN);
    const report = await admin.GET('/api/admin/quality', {
      params: { query: { from: '2026-01-01', to: '2026-12-31' } },
    });
    expect(report.response.status).toBe(200);
    const data = report.data!.data;
    expect(data.total.reviews).toBeGreaterThan(0);
    expect(data.byProvider.reduce((n, r) => n + r.reviews, 0)).toBe(data.total.reviews);
    expect(data.discordances.length).toBeGreaterThan(0);
    expect(data.open.length).toBeGreaterThan(0);
    const bad = await admin.GET('/api/admin/quality', {
      params: { query: { from: '2026-11-02', to: '2026-11-01' } },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error!.message).toBe('The end of the period is before its start.');
  });

  it('answers the open reviews a page at a time, unassigned first then oldest, with their count (decision 108)', async () => {
    const admin = await clientFor(ADMIN);
    const whole = (await admin.GET('/api/admin/quality', { params: { query: { pageSize: 100 } } })).data!
      .data;
    expect(whole).toMatchObject({ page: 1, pageSize: 100, openTotal: whole.open.length, openTotalPages: 1 });
    expect(whole.open.length).toBeGreaterThan(2);
    const pages = [];
    for (let page = 1; page <= whole.open.length; page++) {
      const one = (await admin.GET('/api/admin/quality', { params: { query: { page, pageSize: 1 } } })).data!
        .data;
      expect(one).toMatchObject({
        page,
        pageSize: 1,
        openTotal: whole.open.length,
        openTotalPages: whole.open.length,
      });
      expect(one.total).toEqual(whole.total);
      pages.push(...one.open.map((s) => s.id));
    }
    expect(pages).toEqual(whole.open.map((s) => s.id));
    const past = (await admin.GET('/api/admin/quality', { params: { query: { page: 99, pageSize: 1 } } }))
      .data!.data;
    expect(past.open).toEqual([]);
    const firstDefault = (await admin.GET('/api/admin/quality')).data!.data;
    expect(firstDefault).toMatchObject({ page: 1, pageSize: 20 });
    const order = whole.open.map((s) => [Number(s.state !== 'Unassigned'), s.sampledAt] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
    const tooBig = await admin.GET('/api/admin/quality', { params: { query: { pageSize: 101 } } });
    expect(tooBig.response.status).toBe(400);
  });

  it('answers the major discordances a page at a time, newest first, with their count (decision 114)', async () => {
    const admin = await clientFor(ADMIN);
    const period = { from: '2026-01-01', to: '2026-12-31' };
    const read = async (discordancePage: number, discordancePageSize: number) =>
      (
        await admin.GET('/api/admin/quality', {
          params: { query: { ...period, discordancePage, discordancePageSize } },
        })
      ).data!.data;
    const whole = await read(1, 100);
    const count = whole.discordances.length;
    expect(count).toBeGreaterThan(1);
    expect(whole).toMatchObject({
      discordancePage: 1,
      discordancePageSize: 100,
      discordanceTotal: count,
      discordanceTotalPages: 1,
    });
    const ids = [];
    for (let page = 1; page <= count; page++) {
      const one = await read(page, 1);
      expect(one).toMatchObject({
        discordanceTotal: count,
        discordanceTotalPages: count,
        discordancePage: page,
      });
      expect(one.discordances).toHaveLength(1);
      ids.push(one.discordances[0]!.id);
    }
    expect(ids).toEqual(whole.discordances.map((s) => s.id));
    expect((await read(count + 1, 1)).discordances).toEqual([]);
    const graded = whole.discordances.map((s) => s.gradedAt!);
    expect(graded).toEqual([...graded].sort().reverse());
    const byDefault = (await admin.GET('/api/admin/quality')).data!.data;
    expect(byDefault).toMatchObject({ discordancePage: 1, discordancePageSize: 20 });
    const tooBig = await admin.GET('/api/admin/quality', {
      params: { query: { discordancePageSize: 101 } },
    });
    expect(tooBig.response.status).toBe(400);
  });
});
