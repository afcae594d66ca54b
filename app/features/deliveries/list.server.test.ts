/** The delivery log's loaders and Retry against the in-process mock backend (decision 106). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, sessionFor, settle } from '../../../tests/setup/app-session';
import { DELIVERY_TEXT } from './list';
import { loadDeliveries, retryDeliveryAction } from './list.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

describe('the delivery log', () => {
  it('a facility user reads their own log, filtered by status; a provider is refused before anything is read', async () => {
    const facility = await sessionFor('facility@demo.test');
    const mine = (await loadDeliveries(
      appRequest(facility.cookie, '/deliveries?status=failed'),
      'facility',
    )) as {
      data: { state: { filters: Record<string, unknown> }; page: { items: unknown[] } | null };
    };
    expect(mine.data.state.filters).toMatchObject({ status: 'failed' });
    expect(Array.isArray(mine.data.page?.items)).toBe(true);

    const provider = await sessionFor('provider@demo.test');
    const refused = await settle(() =>
      loadDeliveries(appRequest(provider.cookie, '/deliveries'), 'facility'),
    );
    expect(refused.thrown).toBe(true);
    expect(refused.value).toMatchObject({ data: DELIVERY_TEXT.forbidden, init: { status: 403 } });
  });

  it('Retry of a delivery that is not there answers the API’s refusal as a toast', async () => {
    const admin = await sessionFor('admin@demo.test');
    const answer = (await retryDeliveryAction(
      appRequest(admin.cookie, '/admin/deliveries', { intent: 'retry', deliveryId: 'no-such-delivery' }),
      'admin',
    )) as unknown as { data: { toast: { kind: string } }; init: { status: number } };
    expect(answer.init.status).toBe(404);
    expect(answer.data.toast.kind).toBe('error');
  });
});
