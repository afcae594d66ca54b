/** Orders and credentials for the intake's and the FHIR API's tests (decision 106, changes 4 and 5). */
import { clientFor, TEST_API } from './test-clients';

export { orderBundle } from './order-bundle';

/** A new API credential of the facility `email` belongs to (rotateFhirCredential). */
export async function credentialOf(email: string): Promise<string> {
  const client = await clientFor(email);
  const { data } = await client.POST('/api/me/facility-account/interfaces/fhir-credential');
  return data!.data.credential;
}

/**
 * Registers the order sender of the facility `email` belongs to (updateMyFacilityInterfaces): MSH-4
 * `sendingFacility` from `networks` (the loopback by default, where the tests' MLLP clients connect from).
 */
export async function registerOrderSender(
  email: string,
  sendingFacility: string,
  { networks = ['127.0.0.1'], acceptCredentialInMsh8 = false } = {},
) {
  const client = await clientFor(email);
  const { response } = await client.PUT('/api/me/facility-account/interfaces', {
    body: { orders: { sendingFacility, sourceNetworks: networks, acceptCredentialInMsh8 } },
  });
  if (response.status !== 200) throw new Error(`updateMyFacilityInterfaces answered ${response.status}`);
}

/** A request of a facility's system: `credential` as its Bearer token. */
export function callAs(credential: string | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (credential) headers.set('Authorization', `Bearer ${credential}`);
  return fetch(`${TEST_API}${path}`, { ...init, headers });
}

/** createOrder with `body` (JSON unless a string), as application/fhir+json. */
export const postOrder = (credential: string | null, body: unknown, contentType = 'application/fhir+json') =>
  callAs(credential, '/api/interop/orders', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
