/**
 * The billing screens' loaders and actions against the in-process mock with a real session cookie: other roles
 * sent to their landing page before anything is read, the list's filter with the whole filter's totals and the filters' choices,
 * Create Billing (success with a flash, the API's 409 under the component, `?caseId=` preselected), the lifecycle
 * (void needs a reason, invoice with a flash), and the edit of an invoiced record sending only its notes.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { billingDetailAction, loadBillingDetail, loadBillingForm, saveBillingForm } from './billing.server';
import { exportBillingList, loadBillingList } from './list.server';
import { BILLING_MESSAGES } from './schemas';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

/** What a `data()` answer carries. */
const payload = <T>(value: unknown) => value as { data: T; init: { status?: number } | null };
type Client = Awaited<ReturnType<typeof sessionFor>>['client'];

async function everyRecord(client: Client, query: Record<string, string | number> = {}) {
  const items = [];
  for (let page = 1; ; page++) {
    const { data } = await client.GET('/api/billing', {
      params: { query: { ...query, page, pageSize: 100 } },
    });
    items.push(...data!.data.items);
    if (page >= data!.data.totalPages) return items;
  }
}

/** A signed-out case and a component it has no live billing record for. */
async function unbilledCase(client: Client) {
  const records = await everyRecord(client);
  const { data } = await client.GET('/api/cases', {
    params: { query: { status: 'SignOutCompleted', pageSize: 100 } },
  });
  for (const item of data!.data.items) {
    const component = [0, 1, 2].find(
      (c) =>
        !records.some(
          (b) => b.case.caseID === item.caseID && b.billingComponent === c && b.status !== 'Void',
        ),
    );
    if (component !== undefined) return { caseId: item.caseID, component };
  }
  throw new Error('no unbilled signed-out case in the seed');
}

describe('the admins’ Billing screens', () => {
  it('send every other role to their landing page before reading anything', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const runs: Array<() => Promise<unknown>> = [
      () => loadBillingList(appRequest(cookie, '/billings')),
      () => exportBillingList(appRequest(cookie, '/billings/export?format=csv')),
      () => loadBillingDetail(appRequest(cookie, '/billing-detail/bill-0001'), 'bill-0001'),
      () => loadBillingForm(appRequest(cookie, '/create-billing')),
      () => saveBillingForm(appRequest(cookie, '/create-billing', { caseId: 'case-0001', amount: '1' })),
      () =>
        billingDetailAction(
          appRequest(cookie, '/billing-detail/bill-0001', { intent: 'status', status: 'Invoiced' }),
          'bill-0001',
        ),
    ];
    for (const run of runs) {
      const outcome = await settle(run);
      expect(outcome.thrown).toBe(true);
      expect(redirectOf(outcome.value as Response)).toMatchObject({
        status: 302,
        location: '/availableCases',
      });
    }
  });

  it('list the filter’s records with the totals of every page and the filters’ choices', async () => {
    const { cookie, client } = await sessionFor('admin@demo.test');
    const list = payload<{
      page: { items: Array<{ status: string; billingComponent: number }>; total: number };
      totals: Array<{ currency: string; records: number; amountCents: number }>;
      lookups: { facilities: unknown[]; payers: Array<{ value: string }> };
    }>(await loadBillingList(appRequest(cookie, '/billings?status=Paid&billingComponent=0&pageSize=5')));
    const all = await everyRecord(client, { status: 'Paid', billingComponent: 0 });
    expect(list.data.page.items.every((b) => b.status === 'Paid' && b.billingComponent === 0)).toBe(true);
    expect(list.data.page.total).toBe(all.length);
    expect(list.data.totals.reduce((n, t) => n + t.records, 0)).toBe(all.length);
    expect(list.data.totals.reduce((n, t) => n + t.amountCents, 0)).toBe(
      all.reduce((n, b) => n + b.amountCents, 0),
    );
    expect(list.data.lookups.facilities.length).toBeGreaterThan(0);
    expect(list.data.lookups.payers.map((p) => p.value)).toContain('aetna');
  });

  it('create a record with a flash, refuse a second one for the component under it, and preselect ?caseId=', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    const { client } = await sessionFor('admin@demo.test');
    const { caseId, component } = await unbilledCase(client);
    const form = await loadBillingForm(appRequest(cookie, `/create-billing?caseId=${caseId}`));
    expect(form).toMatchObject({ mode: 'create', initial: { caseId } });

    const body = {
      caseId,
      billingComponent: String(component),
      amount: '1,234.56',
      payerId: 'aetna',
      cptCodes: '88305 0001u',
    };
    const created = redirectOf(
      (await saveBillingForm(appRequest(cookie, '/create-billing', body))) as Response,
    );
    expect(created.location).toMatch(/^\/billing-detail\/bill-\d+$/);
    expect(created.flash?.message).toMatch(/^Billing record INV-\d{4}-\d{6} created\.$/);
    const id = created.location!.split('/').pop()!;
    const { data } = await client.GET('/api/billing/{billingId}', { params: { path: { billingId: id } } });
    expect(data!.data).toMatchObject({ amountCents: 123456, cptCodes: ['88305', '0001U'], status: 'Draft' });

    const again = payload<{ result: { error: Record<string, string[]> } }>(
      await saveBillingForm(appRequest(cookie, '/create-billing', body)),
    );
    expect(again.init?.status).toBe(409);
    expect(again.data.result.error.billingComponent![0]).toMatch(/already has billing record INV-/);

    const wrong = payload<{ result: { error: Record<string, string[]> } }>(
      await saveBillingForm(appRequest(cookie, '/create-billing', { ...body, amount: '12.345' })),
    );
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.result.error.amount).toEqual([BILLING_MESSAGES.amountFormat]);
  });

  it('move a Draft along its lifecycle; past Draft the edit sends only the notes', async () => {
    const { cookie, client } = await sessionFor('admin@demo.test');
    const [draft] = await everyRecord(client, { status: 'Draft' });
    const path = `/billing-detail/${draft!.id}`;
    const act = (body: Record<string, string>) =>
      billingDetailAction(appRequest(cookie, path, body), draft!.id);

    const noReason = payload<{ toast: { message: string } }>(await act({ intent: 'status', status: 'Void' }));
    expect(noReason.init?.status).toBe(400);
    expect(noReason.data.toast.message).toBe(BILLING_MESSAGES.voidReason);

    expect(redirectOf((await act({ intent: 'status', status: 'Invoiced' })) as Response)).toEqual({
      status: 302,
      location: path,
      flash: { kind: 'success', message: `${draft!.invoiceNumber} was invoiced.` },
    });
    // A step the lifecycle does not allow: the API's own sentence.
    const refused = payload<{ toast: { message: string } }>(await act({ intent: 'status', status: 'Draft' }));
    expect(refused.init?.status).toBe(409);
    expect(refused.data.toast.message).toBe('A billing record in status Invoiced cannot become Draft.');

    const edit = await loadBillingForm(appRequest(cookie, `/edit-billing/${draft!.id}`), draft!.id);
    expect(edit.mode).toBe('locked');
    const saved = await saveBillingForm(
      appRequest(cookie, `/edit-billing/${draft!.id}`, { amount: '1', notes: 'Sent by mail.' }),
      draft!.id,
    );
    expect(redirectOf(saved as Response).flash?.message).toBe(
      `Your changes to ${draft!.invoiceNumber} were saved.`,
    );
    const { data } = await client.GET('/api/billing/{billingId}', {
      params: { path: { billingId: draft!.id } },
    });
    expect(data!.data).toMatchObject({
      status: 'Invoiced',
      notes: 'Sent by mail.',
      amountCents: draft!.amountCents,
    });
  });

  it('answer an unknown record with a 404 page', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    const missing = await settle(() =>
      loadBillingDetail(appRequest(cookie, '/billing-detail/bill-9999'), 'bill-9999'),
    );
    expect(missing).toMatchObject({ thrown: true, value: { init: { status: 404 } } });
  });
});
