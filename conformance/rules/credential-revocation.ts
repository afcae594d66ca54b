/**
 * token_revocation for the credentials of a facility's own systems (no marker: rotateFhirCredential and
 * removeBackendServiceClient say it in words, "the old one stops working at once", "its access tokens stop working
 * at once"). On a facility account of the run's own only (./../harm.ts: never a found facility's credential): the
 * `--scratch-facility`, else the throwaway facility of the ways in, else one it registers (`registerFacility`).
 *
 * - rotateFhirCredential twice: the first credential must then be refused 401 at the FHIR API (a search) and at
 *   the order intake (createOrder, where a refusal creates nothing); the second must still read the FHIR API.
 * - a backend client registered with a key pair of the run's making (ES384, jose), an access token asked for with
 *   a signed assertion (SMART Backend Services) and read with; removeBackendServiceClient; the same token must
 *   then be refused 401 at the FHIR API and at the order intake.
 *
 * The FHIR API and its token endpoint are not in the contract: their URLs come from getMyFacilityInterfaces
 * (`data.fhir.baseUrl`, `tokenUrl`), on the server's own origin. Verdicts go to the operation that revokes.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { logIn } from '../auth';
import type { RunContext } from '../context';
import { SCRATCH_FACILITY } from '../harm';
import type { OperationInfo } from '../openapi';
import type { Exchange, RequestSpec, Verdict } from '../types';
import { THROWAWAY_FACILITY } from '../way';
import { describeResponse } from '../checks/response';
import { dataOf, plainRequest, statusVerdict } from './extension';
import { registerFacilityOfRun } from './registered-facility';
import type { Rule } from './index';

const CHECK = 'token_revocation';
const REVOCATION_FACILITY = 'revocation-facility';
const SCOPES = ['system/DiagnosticReport.rs', 'system/ServiceRequest.c'];
const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** A credential that must no longer work is refused 401: anything else (a 2xx above all) fails. */
export const refusedVerdict = (what: string, exchange: Pick<Exchange, 'response' | 'error'>): Verdict =>
  statusVerdict(401, what, exchange);

/** A credential that must still work is taken: a 2xx (a refusal by state or data does not say it works). */
export function worksVerdict(what: string, exchange: Pick<Exchange, 'response' | 'error'>): Verdict {
  const response = exchange.response;
  if (!response) return null;
  if (response.status >= 200 && response.status < 300) return { pass: true };
  return { pass: false, expected: `2xx: ${what}`, seen: describeResponse(response) };
}

type Data = Record<string, unknown>;
interface Facility {
  key: string;
  fhirBase: string;
  tokenUrl: string;
}

/** A request outside the contract, on the server's origin (the FHIR API, its token endpoint). */
const raw = (method: string, url: URL, headers: Record<string, string>, role?: string): RequestSpec => ({
  method,
  template: url.pathname,
  pathParams: {},
  query: Object.fromEntries(url.searchParams),
  headers,
  auth: role ? { role } : { none: true },
});

/**
 * The key of a facility account of the run's own, or why there is none: the `--scratch-facility`, the ways in's
 * throwaway facility, or one registered here (once a run).
 */
export async function facilityOfRun(context: RunContext, tag: string): Promise<string | string[]> {
  for (const key of [SCRATCH_FACILITY, THROWAWAY_FACILITY, REVOCATION_FACILITY])
    if (context.client.tokens.has(key)) return key;
  const account = await registerFacilityOfRun(context, REVOCATION_FACILITY, tag);
  if (typeof account === 'string') return [account];
  const problem = await logIn(context.client, context.operations, { role: REVOCATION_FACILITY, ...account });
  return problem ? [problem] : REVOCATION_FACILITY;
}

export const credentialRevocation: Rule = {
  check: CHECK,
  phase: 'last',
  writes: true,
  async run(context) {
    const op = (id: string) => context.operations.find((o) => o.operationId === id);
    const targets = [op('rotateFhirCredential'), op('removeBackendServiceClient')].filter(
      (o): o is OperationInfo => !!o && context.results.operations.has(o.operationId),
    );
    if (!targets.length) return;
    const skip = (why: string) => targets.forEach((o) => context.results.skip(o.operationId, CHECK, why));
    const interfaces = op('getMyFacilityInterfaces');
    const order = op('createOrder');
    if (!interfaces || !order) return skip('the contract has no getMyFacilityInterfaces or createOrder');
    const key = await facilityOfRun(context, `${context.seed}.${randomUUID().slice(0, 8)}`);
    if (Array.isArray(key)) return skip(key[0]!);
    const fhir = dataOf(await context.client.send(plainRequest(interfaces, { role: key })))?.fhir as
      Data | undefined;
    const origin = new URL(context.client.baseUrl).origin;
    const [fhirBase, tokenUrl] = [fhir?.baseUrl, fhir?.tokenUrl].map((u) => (typeof u === 'string' ? u : ''));
    if (!fhirBase || new URL(fhirBase).origin !== origin)
      return skip(`getMyFacilityInterfaces names no FHIR base on ${origin} (${fhirBase || 'none'})`);
    const facility = { key, fhirBase, tokenUrl: tokenUrl ?? '' };
    for (const target of targets) {
      if (target.operationId === 'rotateFhirCredential') await rotation(context, target, order, facility);
      else await removal(context, target, order, facility);
    }
  },
};

/** A FHIR search with a bearer token kept under `tokenKey`; an order posted with it (its example). */
const fhirSearch = (context: RunContext, facility: Facility, tokenKey: string) =>
  context.client.send(raw('GET', new URL(`${facility.fhirBase}/DiagnosticReport?_count=1`), {}, tokenKey));
const orderWith = (context: RunContext, order: OperationInfo, tokenKey: string) =>
  context.client.send(
    plainRequest(order, { role: tokenKey }, {}, { kind: 'json', value: order.body?.examples[0] ?? {} }),
  );

async function rotation(
  context: RunContext,
  rotate: OperationInfo,
  order: OperationInfo,
  facility: Facility,
) {
  const { client, results } = context;
  const credentials: string[] = [];
  for (let i = 0; i < 2; i++) {
    const sent = await client.send(plainRequest(rotate, { role: facility.key }));
    const credential = dataOf(sent)?.credential;
    if (typeof credential !== 'string' || !credential)
      return results.skip(rotate.operationId, CHECK, `${rotate.operationId} answered no credential`);
    credentials.push(credential);
  }
  const [oldKey, newKey] = [`${facility.key}-credential-old`, `${facility.key}-credential`];
  client.tokens.set(oldKey, credentials[0]!);
  client.tokens.set(newKey, credentials[1]!);
  const refused = 'the credential rotated away stops working at once';
  for (const exchange of [
    await fhirSearch(context, facility, oldKey),
    await orderWith(context, order, oldKey),
  ])
    results.record(rotate, CHECK, refusedVerdict(refused, exchange), exchange);
  const search = await fhirSearch(context, facility, newKey);
  results.record(rotate, CHECK, worksVerdict('the new credential reads the FHIR API', search), search);
}

async function removal(context: RunContext, remove: OperationInfo, order: OperationInfo, facility: Facility) {
  const { client, results } = context;
  const register = context.operations.find((o) => o.operationId === 'registerBackendServiceClient');
  if (!register || !facility.tokenUrl)
    return results.skip(remove.operationId, CHECK, 'no client to register');
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  const kid = `conformance-${context.seed}-${randomUUID().slice(0, 8)}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES384', use: 'sig' };
  const body = {
    name: `Conformance revocation ${kid}`,
    jwks: JSON.stringify({ keys: [jwk] }),
    scopes: SCOPES,
  };
  const made = dataOf(
    await client.send(plainRequest(register, { role: facility.key }, {}, { kind: 'json', value: body })),
  );
  const clientId = made?.clientId;
  if (typeof clientId !== 'string')
    return results.skip(remove.operationId, CHECK, 'the client was not registered');
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES384', kid, typ: 'JWT' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(facility.tokenUrl)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('4m')
    .sign(privateKey);
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    scope: SCOPES.join(' '),
    client_assertion_type: JWT_BEARER,
    client_assertion: assertion,
  });
  const tokenHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const granted = await client.send({
    ...raw('POST', new URL(facility.tokenUrl), tokenHeaders),
    body: { kind: 'untyped', text: form.toString() },
  });
  const accessToken = (granted.response?.json as { access_token?: unknown } | undefined)?.access_token;
  const tokenKey = `${facility.key}-access-token`;
  if (typeof accessToken === 'string') client.tokens.set(tokenKey, accessToken);
  const before = typeof accessToken === 'string' ? await fhirSearch(context, facility, tokenKey) : undefined;
  const removed = await client.send(plainRequest(remove, { role: facility.key }, { path: { clientId } }));
  if (!before || worksVerdict('', before)?.pass !== true)
    return results.skip(remove.operationId, CHECK, 'no access token of the client read the FHIR API before');
  if (!dataOf(removed))
    return results.skip(remove.operationId, CHECK, `${remove.operationId} did not succeed`);
  const refused = "a removed client's access tokens stop working at once";
  for (const exchange of [
    await fhirSearch(context, facility, tokenKey),
    await orderWith(context, order, tokenKey),
  ])
    results.record(remove, CHECK, refusedVerdict(refused, exchange), exchange);
}
