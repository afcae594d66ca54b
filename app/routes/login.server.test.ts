/**
 * The login page's action against the in-process API (decision 064): the API's too many failed logins is the
 * page's own 429 with the API's Retry-After and the sentence under the form; a successful login leaves the
 * account's device cookie (httpOnly, a year, sealed) and the next login forwards it, so the owner's browser gets
 * in where guesses from the same address are held back.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API, server } from '../../tests/setup/mock-backend';
import { createUserSession } from '~/auth.server';
import { attemptLogin } from '~/features/auth/login.server';
import { action, headers, loader } from './login';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const PROVIDER = 'provider@demo.test';
const PASSWORD = 'Demo-pass-2026';
/** The hospital's one address, as the server passes the browser's in the load context. */
const SITE = '203.0.113.10';
const TOO_MANY =
  'Too many failed logins for this email. Try again in 15 minutes, or reset your password with Forgot Password.';

/** What the action answered: its status, headers and data (a redirect is thrown, a page's data returned). */
async function submit(email: string, password: string, cookie?: string, path = '/login') {
  const form = new FormData();
  form.set('email', email);
  form.set('password', password);
  const request = new Request(`http://app.test${path}`, {
    method: 'POST',
    body: form,
    headers: cookie ? { Cookie: cookie } : {},
  });
  const answer: unknown = await action({ request, context: { clientAddress: SITE }, params: {} }).catch(
    (thrown: unknown) => thrown,
  );
  if (answer instanceof Response) return { status: answer.status, headers: answer.headers, data: null };
  const { data, init } = answer as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}

/** The device cookies a response sets, as a Cookie header would send them back. */
const deviceCookies = (headers: Headers) =>
  headers.getSetCookie().filter((cookie) => cookie.startsWith('__device_'));
const asCookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

describe('the login action', () => {
  it("answers the API's too many failed logins with 429, its Retry-After and the sentence under the form", async () => {
    for (let i = 0; i < 5; i++) expect((await submit(PROVIDER, 'wrong')).status).toBe(401);
    const held = await submit(PROVIDER, PASSWORD);
    expect(held.status).toBe(429);
    expect(held.headers.get('Retry-After')).toBe('900');
    expect(held.data).toMatchObject({ kind: 'refused', formError: TOO_MANY });
    // The page's headers carry it to the browser (Remix passes on an action's cookies only by itself).
    const none = new Headers();
    const page = headers({
      actionHeaders: held.headers,
      loaderHeaders: none,
      parentHeaders: none,
      errorHeaders: none,
    });
    expect(new Headers(page).get('Retry-After')).toBe('900');
  });

  it('leaves the account a device cookie: httpOnly, SameSite=Lax, a year, nothing readable in it', async () => {
    const now = Date.now();
    const answer = await submit(PROVIDER, PASSWORD);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/availableCases');
    const [cookie, ...more] = deviceCookies(answer.headers);
    expect(more).toEqual([]);
    expect(cookie).toMatch(
      /^__device_[A-Za-z0-9_-]{22}=v1\.[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; /,
    );
    expect(cookie).not.toContain('provider');
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie!)![1]!);
    expect(expires - now).toBeGreaterThan(364 * 24 * 60 * 60 * 1000);
  });

  it("forwards the account's device cookie: the owner's browser gets in where guesses there are held back", async () => {
    const owners = asCookieHeader(deviceCookies((await submit(PROVIDER, PASSWORD)).headers));
    // Someone else at the same address, without the owner's cookie, five wrong passwords.
    for (let i = 0; i < 5; i++) expect((await submit(PROVIDER, 'wrong')).status).toBe(401);
    expect((await submit(PROVIDER, PASSWORD)).status).toBe(429);

    const sent: Promise<unknown>[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/api/users/login')) sent.push(request.clone().json());
    };
    server.events.on('request:start', listen);
    const owner = await submit(PROVIDER, PASSWORD, `theme=dark; ${owners}`);
    server.events.removeListener('request:start', listen);
    expect(owner.status).toBe(302);
    expect(await Promise.all(sent)).toEqual([
      expect.objectContaining({ deviceToken: expect.stringMatching(/^d1\./) }),
    ]);
    // A new cookie for the account, in place of the old one.
    expect(deviceCookies(owner.headers)).toHaveLength(1);
    expect((await submit(PROVIDER, PASSWORD)).status).toBe(429);
  });

  it("another account's device cookie is not sent for this one", async () => {
    const colleagues = asCookieHeader(deviceCookies((await submit('facility@demo.test', PASSWORD)).headers));
    for (let i = 0; i < 5; i++) expect((await submit(PROVIDER, 'wrong', colleagues)).status).toBe(401);
    expect((await submit(PROVIDER, PASSWORD, colleagues)).status).toBe(429);
  });
});

describe("the login's return to the page asked for (decision 124)", () => {
  const CASE = '/case-details/case-0001';
  const back = (path: string) => `/login?returnTo=${encodeURIComponent(path)}`;
  const go = async (email: string, returnTo: string) =>
    (await submit(email, PASSWORD, undefined, back(returnTo))).headers.get('Location');

  it('goes to the page asked for, after a failed attempt too', async () => {
    const failed = await submit(PROVIDER, 'wrong', undefined, back(CASE));
    expect(failed.status).toBe(401);
    expect(failed.data).toMatchObject({ kind: 'refused', formError: 'Invalid email or password.' });
    const answer = await submit(PROVIDER, PASSWORD, undefined, back(CASE));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(CASE);
    expect(await go('facility@demo.test', '/my-cases/case-0001?tab=report')).toBe(
      '/my-cases/case-0001?tab=report',
    );
    expect(await go('admin@demo.test', '/case/case-0001')).toBe('/case/case-0001');
    expect(await go(PROVIDER, '/viewer?caseId=case-0001')).toBe('/viewer?caseId=case-0001');
  });

  it("keeps spec 4.1's page for a provisionally active facility user or provider, and an admin's page from others", async () => {
    expect(await go('provisional.provider@demo.test', CASE)).toBe('/selectedCases');
    expect(await go('provisional.facility@demo.test', CASE)).toBe('/facility-account-detail');
    expect(await go(PROVIDER, '/case/case-0001')).toBe('/availableCases');
    expect(await go('facility@demo.test', '/users')).toBe('/upload-project');
  });

  it('never leaves the site', async () => {
    for (const returnTo of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/%2e%2e//evil.example',
    ])
      expect(await go(PROVIDER, returnTo), returnTo).toBe('/availableCases');
  });

  it('the page posts the form back with the page to return to; a signed-in visitor goes straight there', async () => {
    const signedOut = (await loader({
      request: new Request(`http://app.test${back(CASE)}`),
      context: {},
      params: {},
    })) as unknown as { data: { formAction: string } };
    expect(signedOut.data.formAction).toBe(back(CASE));
    const plain = (await loader({
      request: new Request('http://app.test/login?returnTo=%2F%2Fevil.example'),
      context: {},
      params: {},
    })) as unknown as { data: { formAction: string } };
    expect(plain.data.formAction).toBe('/login');

    const form = new FormData();
    form.set('email', PROVIDER);
    form.set('password', PASSWORD);
    const outcome = await attemptLogin(form);
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    const session = await createUserSession(new Request('http://app.test/login'), outcome.user, null).catch(
      (thrown: Response) => thrown,
    );
    const cookie = session.headers.get('Set-Cookie')!.split(';')[0]!;
    const signedIn = await loader({
      request: new Request(`http://app.test${back(CASE)}`, { headers: { Cookie: cookie } }),
      context: {},
      params: {},
    }).catch((thrown: unknown) => thrown);
    expect(signedIn).toBeInstanceOf(Response);
    expect((signedIn as Response).headers.get('Location')).toBe(CASE);
  });
});
