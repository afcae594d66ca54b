/**
 * The delivery log's loaders and its Retry (decision 106): /admin/deliveries for admins (every facility's),
 * /deliveries for the facility roles (their own; the API scopes it), anyone else refused before anything is read.
 * One page of listDeliveries for the URL's state; Retry posts retryDelivery and answers a toast in the API's
 * words (409: the delivery is not failed any more; 404: not this facility's).
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin, requireUser } from '~/auth.server';
import { loadList } from '~/components/data-table/list.server';
import { isFacilityRole, normalizeRole } from '~/features/auth';
import { readForm } from '~/lib/read-form.server';
import type { SessionUser } from '~/session.server';
import { DELIVERY_TEXT, deliveryListQuery, type DeliveryListState, type RetryReply } from './list';

const reply = (toast: RetryReply['toast'], status = 200) => data<RetryReply>({ toast }, { status });

export type DeliveryScope = 'admin' | 'facility';

async function requireScope(request: Request, scope: DeliveryScope): Promise<SessionUser> {
  if (scope === 'admin') return requireAdmin(request);
  const user = await requireUser(request);
  if (!isFacilityRole(user.role) && normalizeRole(user.role) !== 'Admin') {
    throw data(DELIVERY_TEXT.forbidden, { status: 403 });
  }
  return user;
}

export async function loadDeliveries(request: Request, scope: DeliveryScope) {
  const user = await requireScope(request, scope);
  return loadList(request, {
    query: deliveryListQuery,
    fetchPage: async (state: DeliveryListState) => {
      const query = deliveryListQuery.toApiQuery(state);
      const { data: page } = await unwrap(
        api(user.token).GET('/api/deliveries', { params: { query }, signal: request.signal }),
      );
      return page;
    },
    describeError: async (error) => {
      await endSessionOnUnauthorized(request, user, error);
      if (error instanceof ApiError) return error.message;
      if (error instanceof ContractViolationError) return MESSAGES.other;
      throw error;
    },
  });
}

/** POST (intent retry, deliveryId): the failed delivery queued again, said in a toast. */
export async function retryDeliveryAction(request: Request, scope: DeliveryScope) {
  const user = await requireScope(request, scope);
  const form = await readForm(request);
  const deliveryId = String(form.get('deliveryId') ?? '');
  if (form.get('intent') !== 'retry' || !deliveryId) {
    return reply({ kind: 'error', message: MESSAGES.badRequest }, 400);
  }
  try {
    const { data: delivery } = await unwrap(
      api(user.token).POST('/api/deliveries/{deliveryId}/retry', { params: { path: { deliveryId } } }),
    );
    return reply({ kind: 'success', message: DELIVERY_TEXT.retried(delivery.controlId) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await endSessionOnUnauthorized(request, user, error);
    const status = error.status && error.status < 500 ? error.status : 502;
    return reply({ kind: 'error', message: error.serverMessage ?? error.message }, status);
  }
}
