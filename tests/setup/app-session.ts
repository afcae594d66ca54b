/** Test helpers for the app's server modules: a real session cookie from the app's own login, and requests. */
import { createApiClient } from '../../contracts';
import { TEST_API } from './mock-backend';
import { attemptLogin } from '~/features/auth/login.server';
import { takeFlash } from '~/flash.server';
import { sessionStorage } from '~/session.server';

export const PASSWORD = 'Demo-pass-2026';

/** Logs in through the app's own login flow and answers the session cookie and the API token. */
export async function sessionFor(email: string) {
  const form = new FormData();
  form.set('email', email);
  form.set('password', PASSWORD);
  const outcome = await attemptLogin(form);
  if (outcome.kind !== 'ok') throw new Error(`login ${email}: ${outcome.kind}`);
  const session = await sessionStorage.getSession();
  for (const [key, value] of Object.entries(outcome.user)) session.set(key as never, value as never);
  const token = outcome.user.token;
  return {
    cookie: await sessionStorage.commitSession(session),
    token,
    client: createApiClient({ baseUrl: TEST_API, token }),
  };
}

export function appRequest(cookie: string, path: string, body?: Record<string, string>) {
  return new Request(`http://app.test${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Cookie: cookie },
    body: body ? new URLSearchParams(body) : undefined,
  });
}

/** What a thrown or returned Remix answer was: a Response, or `data()`'s value and status. */
export async function settle<T>(run: () => Promise<T> | T) {
  try {
    return { thrown: false as const, value: await run() };
  } catch (error) {
    return { thrown: true as const, value: error as unknown };
  }
}

/** A redirect's target and the flash it carries (read back as the next page would). */
export function redirectOf(response: Response) {
  const cookie = response.headers.get('Set-Cookie') ?? '';
  const pair = cookie.split(';')[0]!;
  const { flash } = takeFlash(new Request('http://app.test/', { headers: { Cookie: pair } }));
  return { status: response.status, location: response.headers.get('Location'), flash };
}

/** A case the provider works on, read by the provider (one CaseViewed or ReportViewed record). */
export async function providerReadsACase() {
  const { client } = await sessionFor('provider@demo.test');
  const { data } = await client.GET('/api/cases', { params: { query: { status: 'Assigned', pageSize: 1 } } });
  const item = data!.data.items[0]!;
  const read = await client.GET('/api/cases/{caseId}', { params: { path: { caseId: item.caseID } } });
  if (read.response.status !== 200) throw new Error(`the provider could not read ${item.caseID}`);
  return item;
}
