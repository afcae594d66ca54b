/**
 * Approving a facility account from its page, against the in-process mock backend with a real session cookie
 * (decision 068): the account and its Provisionally Active user become Active, and the flash says so.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { reviewAccountAction } from './detail.server';
import { APPROVE_INTENT, DEACTIVATE_INTENT, REACTIVATE_INTENT } from './review';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

describe('approving an account', () => {
  it('makes its Provisionally Active user Active and says so in the flash', async () => {
    const admin = await sessionFor('admin@demo.test');
    const request = new Request('http://app.test/account/detail/fac-002', {
      method: 'POST',
      headers: { Cookie: admin.cookie },
      body: new URLSearchParams({ intent: APPROVE_INTENT }),
    });
    const { value } = await settle(() => reviewAccountAction(request, 'fac-002'));
    expect(redirectOf(value as Response)).toMatchObject({
      status: 302,
      location: '/account/detail/fac-002',
      flash: {
        kind: 'success',
        message: 'Northgate Pathology Clinic is now active. Its 1 Provisionally Active user is now Active.',
      },
    });
    const { data } = await admin.client.GET('/api/users', {
      params: { query: { facilityId: 'fac-002', pageSize: 10 } },
    });
    expect(data!.data.items.map((u) => [u.email, u.status])).toContainEqual([
      'provisional.facility@demo.test',
      'Active',
    ]);
  });
});

describe('deactivating and reactivating an account', () => {
  it('logs its users out and keeps them out, then gives them their status back', async () => {
    const admin = await sessionFor('admin@demo.test');
    const facility = await sessionFor('facility@demo.test');
    const post = (intent: string) =>
      settle(() =>
        reviewAccountAction(
          new Request('http://app.test/account/detail/fac-001', {
            method: 'POST',
            headers: { Cookie: admin.cookie },
            body: new URLSearchParams({ intent }),
          }),
          'fac-001',
        ),
      );
    const statusOfUser = async () => {
      const { data } = await admin.client.GET('/api/users/{userId}', {
        params: { path: { userId: 'usr-facility' } },
      });
      return data!.data.status;
    };

    const deactivated = await post(DEACTIVATE_INTENT);
    expect(redirectOf(deactivated.value as Response).flash).toMatchObject({ kind: 'success' });
    expect(redirectOf(deactivated.value as Response).flash?.message).toMatch(
      /is deactivated\. Its users are logged out and cannot log in until it is reactivated\.$/,
    );
    expect(await statusOfUser()).toBe('Deactivated');
    // The facility user's session ended with the account.
    const refused = await facility.client.GET('/api/cases', { params: { query: { pageSize: 1 } } });
    expect(refused.response.status).toBe(401);

    const reactivated = await post(REACTIVATE_INTENT);
    expect(redirectOf(reactivated.value as Response).flash?.message).toMatch(
      /is active again\. The users deactivated with it have their earlier status back\.$/,
    );
    expect(await statusOfUser()).toBe('Active');
  });
});
