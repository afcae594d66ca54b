/**
 * A signed-in user who is not an admin, at a page for admins: sent to their own landing page, the one
 * the login sends them to, which says 'That page is for admins.' once, as a flash. An admin passes; a visitor
 * goes to /login as before. Against the in-process mock, with the app's own session cookies.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../tests/setup/mock-backend';
import { requireAdmin } from './auth.server';
import { requireAccountAdmin } from './features/accounts/access.server';
import { loadCreateCase } from './features/case-creation/create.server';
import { CASE_LISTS } from './features/cases';
import { loadCaseList } from './features/cases/list.server';
import { appRequest, redirectOf, sessionFor, settle } from '../tests/setup/app-session';
import { loadFacilityAccount } from './features/facility-account/facility-account.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const REFUSED = { kind: 'error', message: 'That page is for admins.' };

type Loaded = { data: { flash?: unknown }; init: ResponseInit | null };
type Landing = [email: string, path: string, load: (request: Request) => Promise<unknown>];

const LANDINGS: Landing[] = [
  ['provider@demo.test', '/availableCases', (request) => loadCaseList(request, CASE_LISTS.available)],
  [
    'provisional.provider@demo.test',
    '/selectedCases',
    (request) => loadCaseList(request, CASE_LISTS.selected),
  ],
  ['facility@demo.test', '/upload-project', loadCreateCase],
  ['np@demo.test', '/upload-project', loadCreateCase],
  ['provisional.facility@demo.test', '/facility-account-detail', loadFacilityAccount],
];

describe('a page for admins', () => {
  it.each(LANDINGS)('sends %s to %s, which says why once', async (email, landing, load) => {
    const { cookie } = await sessionFor(email);
    for (const path of ['/users', '/UserDetail/usr-provider', '/account', '/all-cases']) {
      const refused = await settle(() => requireAdmin(appRequest(cookie, path)));
      expect(refused.thrown, path).toBe(true);
      const response = refused.value as Response;
      expect(redirectOf(response), path).toEqual({ status: 302, location: landing, flash: REFUSED });
      // The session stays as it was: the only cookie set is the flash.
      expect(response.headers.getSetCookie(), path).toEqual([expect.stringMatching(/^__flash=v1\./)]);
    }
    const flash = (await settle(() => requireAdmin(appRequest(cookie, '/users')))).value as Response;
    const arrived = (await load(
      appRequest(`${cookie}; ${flash.headers.get('Set-Cookie')!.split(';')[0]}`, landing),
    )) as Loaded;
    expect(arrived.data.flash).toEqual(REFUSED);
    expect(new Headers(arrived.init?.headers).get('Set-Cookie')).toMatch(/^__flash=; .*Max-Age=0/);
    // Arriving without one, the page says nothing (a case list carries no `flash` at all: its bytes count).
    const plain = (await load(appRequest(cookie, landing))) as Loaded;
    expect(plain.data.flash ?? null).toBeNull();
    if (landing.endsWith('Cases')) expect(plain.data).not.toHaveProperty('flash');
  });

  it("at the legacy account paths, sends a provider the same way and a facility user to their own account's page", async () => {
    const provider = await sessionFor('provider@demo.test');
    const facility = await sessionFor('facility@demo.test');
    for (const [legacy, path, own] of [
      ['detail', '/accountDetail/x', '/facility-account'],
      ['edit', '/EditAccount/x', '/edit-facility-account'],
    ] as const) {
      const refused = await settle(() => requireAccountAdmin(appRequest(provider.cookie, path), legacy));
      expect(redirectOf(refused.value as Response)).toEqual({
        status: 302,
        location: '/availableCases',
        flash: REFUSED,
      });
      const sent = await settle(() => requireAccountAdmin(appRequest(facility.cookie, path), legacy));
      expect(redirectOf(sent.value as Response)).toEqual({ status: 302, location: own, flash: null });
    }
  });

  it('lets an admin in, and sends a visitor to /login without a word', async () => {
    const { cookie } = await sessionFor('admin@demo.test');
    await expect(requireAdmin(appRequest(cookie, '/users'))).resolves.toMatchObject({ role: 'Admin' });
    const visitor = await settle(() => requireAdmin(appRequest('', '/users')));
    expect(redirectOf(visitor.value as Response)).toEqual({ status: 302, location: '/login', flash: null });
  });
});
