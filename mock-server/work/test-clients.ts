/** Logged-in typed clients against the in-process mock, for the tests of tasks, billing, enquiries and files. */
import { expect } from 'vitest';
import { createApiClient } from '../../contracts';
import { TEST_API } from '../../tests/setup/mock-backend';
import { DEMO_PASSWORD } from '../seed';

export const ADMIN = 'admin@demo.test';
export const PROVIDER = 'provider@demo.test';
export const PROVISIONAL = 'provisional.provider@demo.test';
export const FACILITY = 'facility@demo.test';
export const NP = 'np@demo.test';
export const OTHER_FACILITY = 'staff@lakeshore-university-medical-center.demo.test';

export async function tokenFor(email: string): Promise<string> {
  const { data, response } = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(response.status, `login ${email}`).toBe(200);
  return data!.data.token;
}

export async function clientFor(email: string) {
  return createApiClient({ baseUrl: TEST_API, token: await tokenFor(email) });
}

export const anonymous = () => createApiClient({ baseUrl: TEST_API });
export type Client = Awaited<ReturnType<typeof clientFor>>;
export { TEST_API };
