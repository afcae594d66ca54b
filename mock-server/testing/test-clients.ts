/** Logged-in typed clients against the in-process mock, for the handlers' tests. */
import { expect } from 'vitest';
import { createApiClient } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { DEMO_PASSWORD } from '../store/seed';

export const ADMIN = 'admin@demo.test';
export const PROVIDER = 'provider@demo.test';
export const PROVISIONAL = 'provisional.provider@demo.test';
export const FACILITY = 'facility@demo.test';
export const NP = 'np@demo.test';
export const OTHER_FACILITY = 'staff@lakeshore-university-medical-center.demo.test';

export async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { data, response } = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
    body: { email, password },
  });
  expect(response.status, `login ${email}`).toBe(200);
  return data!.data.token;
}

export async function clientFor(email: string, password = DEMO_PASSWORD) {
  return createApiClient({ baseUrl: TEST_API, token: await tokenFor(email, password) });
}

export const anonymous = () => createApiClient({ baseUrl: TEST_API });
export type Client = Awaited<ReturnType<typeof clientFor>>;
export { TEST_API };
