/** Billing records through the real typed client: admin-only access, create rules, edits and the status lifecycle. */
import { describe, expect, it } from 'vitest';
import { db } from '../index';
import { ADMIN, FACILITY, NP, PROVIDER, anonymous, clientFor } from '../testing/test-clients';

const bill = (id: string) => ({ params: { path: { billingId: id } } });
const record = (status: string) => db.billingRecords.all().find((b) => b.status === status)!;

describe('billing records', () => {
  it('seeds at least 100 records, all for signed-out cases, in every status, with component labels', () => {
    const all = db.billingRecords.all();
    expect(all.length).toBeGreaterThanOrEqual(100);
    const cases = new Map(db.cases.all().map((c) => [c.caseID, c]));
    expect(all.every((b) => cases.get(b.case.caseID)?.status === 'SignOutCompleted')).toBe(true);
    expect(new Set(all.map((b) => b.status))).toEqual(new Set(['Draft', 'Invoiced', 'Paid', 'Void']));
    expect(all.find((b) => b.billingComponent === 2)!.billingComponentLabel).toBe(
      'Global/Whole Case (PC+TC)',
    );
  });

  it.each([PROVIDER, FACILITY, NP])('%s gets 403 on every billing operation', async (email) => {
    const client = await clientFor(email);
    const id = record('Draft').id;
    expect((await client.GET('/api/billing')).response.status).toBe(403);
    expect((await client.GET('/api/billing/{billingId}', bill(id))).response.status).toBe(403);
    expect(
      (await client.POST('/api/billing', { body: { caseId: 'case-0001', amountCents: 1 } })).response.status,
    ).toBe(403);
    expect(
      (await client.PATCH('/api/billing/{billingId}', { ...bill(id), body: { notes: 'x' } })).response.status,
    ).toBe(403);
    expect((await anonymous().GET('/api/billing')).response.status).toBe(401);
  });

  it('an admin lists with filters, search and sort, and opens details (404 for unknown)', async () => {
    const admin = await clientFor(ADMIN);
    const paid = await admin.GET('/api/billing', {
      params: { query: { status: 'Paid', billingComponent: 0, pageSize: 100 } },
    });
    expect(paid.data!.data.items.every((b) => b.status === 'Paid' && b.billingComponent === 0)).toBe(true);
    const target = record('Invoiced');
    const searched = await admin.GET('/api/billing', {
      params: { query: { search: target.invoiceNumber.toLowerCase() } },
    });
    expect(searched.data!.data.items.map((b) => b.id)).toEqual([target.id]);
    const byAmount = await admin.GET('/api/billing', {
      params: { query: { sort: 'amountCents', order: 'asc', pageSize: 100 } },
    });
    const amounts = byAmount.data!.data.items.map((b) => b.amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect((await admin.GET('/api/billing/{billingId}', bill(target.id))).data!.data.id).toBe(target.id);
    expect((await admin.GET('/api/billing/{billingId}', bill('bill-9999'))).response.status).toBe(404);
  });

  it('adds up the amounts of the whole filter per currency (every page), USD first', async () => {
    const admin = await clientFor(ADMIN);
    const all = db.billingRecords.all();
    const sum = (records: typeof all) => records.reduce((total, b) => total + b.amountCents, 0);
    const listed = await admin.GET('/api/billing', { params: { query: { pageSize: 5 } } });
    const expected = (['USD', 'CAD'] as const)
      .map((currency) => all.filter((b) => b.currency === currency))
      .filter((records) => records.length)
      .map((records) => ({
        currency: records[0]!.currency,
        records: records.length,
        amountCents: sum(records),
      }));
    expect(listed.data!.data.items).toHaveLength(5);
    expect(listed.data!.data.totals).toEqual(expected);

    const paid = all.filter((b) => b.status === 'Paid' && b.billingComponent === 1);
    const filtered = await admin.GET('/api/billing', {
      params: { query: { status: 'Paid', billingComponent: 1, pageSize: 1 } },
    });
    expect(filtered.data!.data.totals.reduce((n, t) => n + t.records, 0)).toBe(paid.length);
    expect(filtered.data!.data.totals.reduce((n, t) => n + t.amountCents, 0)).toBe(sum(paid));

    const none = await admin.GET('/api/billing', { params: { query: { search: 'no-such-invoice' } } });
    expect(none.data!.data).toMatchObject({ total: 0, totals: [] });
  });

  it('creates a Draft for a signed-out case; 422 for other cases and unknown payers; 409 for a duplicate', async () => {
    const admin = await clientFor(ADMIN);
    const signed = db.cases.all().find((c) => c.status === 'SignOutCompleted')!;
    const existing = db.billingRecords
      .all()
      .find((b) => b.case.caseID === signed.caseID && b.status !== 'Void');
    const component = ([0, 1, 2] as const).find(
      (c) =>
        !db.billingRecords
          .all()
          .some((b) => b.case.caseID === signed.caseID && b.billingComponent === c && b.status !== 'Void'),
    )!;
    const created = await admin.POST('/api/billing', {
      body: {
        caseId: signed.caseID,
        billingComponent: component,
        amountCents: 12500,
        payerId: 'medicare',
        cptCodes: ['88305'],
      },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({
      status: 'Draft',
      payer: { id: 'medicare', name: 'Medicare' },
      currency: 'USD',
    });
    if (existing) {
      const dup = await admin.POST('/api/billing', {
        body: { caseId: signed.caseID, billingComponent: existing.billingComponent, amountCents: 1 },
      });
      expect(dup.response.status).toBe(409);
    }
    const draft = db.cases.all().find((c) => c.status === 'Draft')!;
    const notSigned = await admin.POST('/api/billing', { body: { caseId: draft.caseID, amountCents: 100 } });
    expect(notSigned.response.status).toBe(422);
    expect(notSigned.error).toMatchObject({ data: { caseId: ['Only signed-out cases are billed.'] } });
    const payer = await admin.POST('/api/billing', {
      body: { caseId: signed.caseID, amountCents: 100, payerId: 'acme' },
    });
    expect(payer.error).toMatchObject({ data: { payerId: ['Choose a payer from the reference list.'] } });
    const negative = await admin.POST('/api/billing', { body: { caseId: signed.caseID, amountCents: -5 } });
    expect(negative.response.status).toBe(400);
    const cpt = await admin.POST('/api/billing', {
      body: { caseId: signed.caseID, amountCents: 5, cptCodes: ['8830'] },
    });
    expect(cpt.response.status).toBe(400);
    // A CPT code as the contract's CptCode has it: four digits and F, T or U are codes too.
    const letters = await admin.POST('/api/billing', {
      body: { caseId: signed.caseID, amountCents: 5, cptCodes: ['0001U', '3008F', '8830A'] },
    });
    expect(letters.response.status).toBe(400);
    expect(letters.error).toMatchObject({ data: { 'cptCodes.2': [expect.any(String)] } });
  });

  it('Draft → Invoiced → Paid; amounts frozen after Draft; Paid is final; Void needs a reason', async () => {
    const admin = await clientFor(ADMIN);
    const draft = record('Draft');
    const patch = (body: Record<string, unknown>, id = draft.id) =>
      admin.PATCH('/api/billing/{billingId}', { ...bill(id), body });
    expect((await patch({ amountCents: 9999 })).data!.data.amountCents).toBe(9999);
    expect((await patch({ cptCodes: ['0001U', '88305'] })).data!.data.cptCodes).toEqual(['0001U', '88305']);
    expect((await patch({ status: 'Paid' })).response.status).toBe(409);
    const invoiced = await patch({ status: 'Invoiced' });
    expect(invoiced.data!.data).toMatchObject({
      status: 'Invoiced',
      invoiceDate: expect.any(String),
      dueDate: expect.any(String),
    });
    const frozen = await patch({ amountCents: 1 });
    expect(frozen.response.status).toBe(409);
    expect(frozen.error).toMatchObject({
      message: 'A billing record in status Invoiced can only change its notes and status.',
    });
    expect((await patch({ notes: 'Sent by mail.' })).data!.data.notes).toBe('Sent by mail.');
    expect((await patch({ status: 'Paid' })).data!.data.paidAt).not.toBeNull();
    expect((await patch({ status: 'Void', voidReason: 'x' })).response.status).toBe(409);
    const other = record('Draft');
    const noReason = await patch({ status: 'Void' }, other.id);
    expect(noReason.response.status).toBe(422);
    const voided = await patch({ status: 'Void', voidReason: 'Entered twice.' }, other.id);
    expect(voided.data!.data).toMatchObject({ status: 'Void', voidReason: 'Entered twice.' });
  });
});
