/**
 * The Billing list's loader and export (/billings, /billings/export): an admin first (others are sent to their landing page),
 * then one page of listBillingRecords for the URL's state with the whole filter's totals, and the facility and
 * payer filters' choices; the export walks every page of the same state.
 */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { exportList } from '~/components/data-table/export.server';
import { loadList } from '~/components/data-table/list.server';
import { pageById } from '~/route-table.js';
import type { SessionUser } from '~/session.server';
import { BILLING_COLUMNS } from './columns';
import type { BillingTotal } from './labels';
import { billingListQuery, type BillingListState } from './list';
import { readBillingLookups } from './options.server';

/** One page for a list state; `totals` receives the whole filter's totals the API gave with it. */
function billingPage(request: Request, user: SessionUser, totals?: BillingTotal[]) {
  return async (state: BillingListState) => {
    const query = billingListQuery.toApiQuery(state);
    const { data: page } = await unwrap(
      api(user.token).GET('/api/billing', { params: { query }, signal: request.signal }),
    );
    totals?.splice(0, totals.length, ...page.totals);
    return page;
  };
}

export async function loadBillingList(request: Request) {
  const user = await requireAdmin(request);
  const totals: BillingTotal[] = [];
  const lookups = await readBillingLookups(request, user);
  return loadList(
    request,
    {
      query: billingListQuery,
      fetchPage: billingPage(request, user, totals),
      describeError: async (error) => {
        await endSessionOnUnauthorized(request, user, error);
        if (error instanceof ApiError) return error.message;
        if (error instanceof ContractViolationError) return MESSAGES.other;
        throw error;
      },
    },
    { lookups, totals },
  );
}

/** The list's current filter, every page of it, as CSV or XLSX; a failed API call answers its sentence. */
export async function exportBillingList(request: Request) {
  const user = await requireAdmin(request);
  try {
    return await exportList(request, {
      query: billingListQuery,
      fetchPage: billingPage(request, user),
      columns: BILLING_COLUMNS,
      title: pageById('admin-billings')?.title ?? 'Billing',
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    const message = error instanceof ApiError ? error.message : MESSAGES.other;
    return new Response(message, { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
