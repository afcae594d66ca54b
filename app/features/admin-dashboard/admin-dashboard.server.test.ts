/**
 * The admin dashboard's loader against the in-process mock with a real session cookie: other roles are sent to
 * '/' before anything is read; an admin gets the API's figures as count cards whose links filter the lists.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { loadAdminDashboard } from './admin-dashboard.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

describe('the admin dashboard', () => {
  it('sends every other role to their landing page, told why, before reading anything', async () => {
    for (const [email, landing] of [
      ['provider@demo.test', '/availableCases'],
      ['facility@demo.test', '/upload-project'],
    ] as const) {
      const { cookie } = await sessionFor(email);
      const outcome = await settle(() => loadAdminDashboard(appRequest(cookie, '/admin')));
      expect(outcome.thrown).toBe(true);
      expect(redirectOf(outcome.value as Response)).toMatchObject({
        status: 302,
        location: landing,
        flash: { kind: 'error', message: 'That page is for admins.' },
      });
    }
  });

  it('shows the live counts, each linking to its filtered list, and 30 days of cases', async () => {
    const { cookie, client } = await sessionFor('admin@demo.test');
    const data = await loadAdminDashboard(appRequest(cookie, '/admin'));
    const listed = await client.GET('/api/cases', {
      params: { query: { status: 'Available', pageSize: 1 } },
    });
    const cards = data.groups.flatMap((group) => group.counts);
    const available = cards.find((card) => card.id === 'cases-Available')!;
    expect(available).toMatchObject({
      label: 'Available',
      count: listed.data!.data.total,
      href: '/case?status=Available',
    });
    expect(cards.find((card) => card.id === 'providers-Provisionally-Active')!.href).toBe(
      '/users?role=Provider&status=Provisionally+Active',
    );
    expect(cards.find((card) => card.id === 'tasks-qa')!.href).toBe('/tasks?type=2');
    expect(cards.find((card) => card.id === 'enquiries-follow_up')!.href).toBe('/enquiries?stage=follow_up');
    expect(data.daily).toHaveLength(30);
    expect(data.billing.month).toMatch(/^\d{4}-\d{2}$/);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
  });
});
