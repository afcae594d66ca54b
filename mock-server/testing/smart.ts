/** SMART Backend Services clients for the tests (decision 133): keys made with jose, registered through the API. */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { components } from '../../contracts';
import { clientFor, TEST_API } from './test-clients';

type SmartScope = components['schemas']['SmartScope'];

export const TOKEN_URL = `${TEST_API}/fhir/R4/auth/token`;
export const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

export interface TestClient {
  clientId: string;
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** A new RS384 key pair and its public JWK (with `kid`, `alg`, `use`). */
export async function keyPair(kid = `k-${randomUUID().slice(0, 8)}`) {
  const { privateKey, publicKey } = await generateKeyPair('RS384', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS384', use: 'sig' };
  return { kid, privateKey, publicJwk, privateJwk: { ...(await exportJWK(privateKey)), kid } };
}

/** registerBackendServiceClient as the facility `email` belongs to: the raw answer. */
export async function register(email: string, body: { name: string; jwks: string; scopes: SmartScope[] }) {
  const client = await clientFor(email);
  return client.POST('/api/me/facility-account/interfaces/backend-clients', { body });
}

/** A registered client of the facility `email` belongs to, with its private key. */
export async function registeredClient(
  email: string,
  scopes: SmartScope[],
  name = `EHR ${randomUUID().slice(0, 8)}`,
): Promise<TestClient> {
  const keys = await keyPair();
  const { data, response } = await register(email, {
    name,
    jwks: JSON.stringify({ keys: [keys.publicJwk] }),
    scopes,
  });
  if (response.status !== 201) throw new Error(`registerBackendServiceClient answered ${response.status}`);
  return { clientId: data!.data.clientId, ...keys };
}

/** What to change in an assertion: its claims, times (seconds from `now`), key or header. */
export interface AssertionChanges {
  now?: number;
  expiresIn?: number;
  aud?: string;
  iss?: string;
  sub?: string;
  jti?: string;
  key?: CryptoKey;
  kid?: string;
}

/** A client assertion of `client` for the token endpoint, signed RS384. */
export function assertionOf(client: TestClient, changes: AssertionChanges = {}) {
  const now = changes.now ?? Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS384', kid: changes.kid ?? client.kid, typ: 'JWT' })
    .setIssuer(changes.iss ?? client.clientId)
    .setSubject(changes.sub ?? client.clientId)
    .setAudience(changes.aud ?? TOKEN_URL)
    .setExpirationTime(now + (changes.expiresIn ?? 240))
    .setJti(changes.jti ?? randomUUID())
    .sign(changes.key ?? client.privateKey);
}

/** A token request with `assertion` and `scope`: the status and the JSON answer. */
export async function requestToken(assertion: string, scope: string, extra: Record<string, string> = {}) {
  const response = await fetch(TOKEN_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: JWT_BEARER,
      client_assertion: assertion,
      scope,
      ...extra,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An access token of `client` for `scope`. */
export async function accessTokenOf(client: TestClient, scope: string): Promise<string> {
  const { status, body } = await requestToken(await assertionOf(client), scope);
  if (status !== 200) throw new Error(`token endpoint answered ${status}: ${String(body.error_description)}`);
  return body.access_token as string;
}
