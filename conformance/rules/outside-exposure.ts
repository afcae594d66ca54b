/**
 * cors_as_declared and no_secret_in_answer on the surfaces the contract only hands out (../outside-surfaces.ts):
 * the FHIR API, its token endpoint and the tus upload URLs. Every answer from them the run receives is judged by
 * `judgeOutside` (the run's observer calls it: the token_revocation and links_followed requests too), and these
 * probes provoke what a browser on another site or a careless client would send:
 *
 * - the FHIR API: a preflight of a search, the CapabilityStatement (public) and a search with a bearer token the
 *   run makes up, each with a foreign `Origin` (no CORS header may answer it: the contract says nothing, and the
 *   CapabilityStatement says `cors: false`), the made-up token never echoed back;
 * - the token endpoint: a preflight, and a client-credentials request with `Origin`, a made-up `client_secret`
 *   and a made-up `client_assertion` (it must be refused, and "no answer repeats the assertion", docs/interop.md;
 *   nor the secret);
 * - a tus upload URL of the run's (a createSlideUpload grant it was answered): a preflight, then, unless the run is
 *   read-only, an upload of its own made, read (HEAD), appended to with no bytes (PATCH) and terminated (DELETE),
 *   each with `Origin`: any origin is answered, never with credentials ("No cookies").
 *
 * About 12 requests a run. Writes nothing but the upload it terminates.
 */
import { randomBytes } from 'node:crypto';
import type { RunContext } from '../context';
import { FOREIGN_ORIGIN, judgeCors, requestOrigin } from '../checks/cors';
import type { OperationInfo } from '../openapi';
import type { Surface } from '../outside-surfaces';
import type { Results } from '../results';
import { onSurface, type SecretLedger } from '../secret-ledger';
import type { CheckName, Exchange, RequestSpec } from '../types';
import type { Rule } from './index';
import { validRequest } from './valid-request';

const CORS = 'cors_as_declared';
const SECRETS = 'no_secret_in_answer';
/** The key of the made-up bearer token in the client's tokens (so curl lines name it, and the ledger knows it). */
export const MADE_UP_TOKEN = 'made-up-fhir-token';
const JWT_BEARER = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const TUS = { 'Tus-Resumable': '1.0.0' };

/** Judges one answer from a surface outside the contract, under the operation that handed its URL out. */
export function judgeOutside(
  results: Results,
  operations: readonly OperationInfo[],
  surface: Surface,
  exchange: Exchange,
  ledger: SecretLedger,
) {
  const operation = operations.find((op) => op.operationId === surface.operationId);
  if (!operation) return;
  ledger.observe(results, operation, exchange, surface);
  const origin = requestOrigin(exchange.request);
  const response = exchange.response;
  if (!origin || !response || !results.has(CORS) || !results.operations.has(operation.operationId)) return;
  const verdict = onSurface(surface.name, judgeCors(origin, surface.cors, response.headers));
  results.record(operation, CORS, verdict, exchange);
}

/** A request to a URL of the server's origin that no operation of the contract names. */
const raw = (method: string, url: string, headers: Record<string, string>, role?: string): RequestSpec => {
  const parsed = new URL(url);
  return {
    method,
    template: parsed.pathname,
    pathParams: {},
    query: Object.fromEntries(parsed.searchParams),
    headers: { Origin: FOREIGN_ORIGIN, ...headers },
    auth: role ? { role } : { none: true },
  };
};

const preflight = (url: string, method: string, headers: string) =>
  raw('OPTIONS', url, {
    'Access-Control-Request-Method': method,
    'Access-Control-Request-Headers': headers,
  });

const madeUp = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

async function probeFhir(context: RunContext, base: string) {
  const { client } = context;
  client.tokens.set(MADE_UP_TOKEN, madeUp('conformance-made-up-'));
  await client.send(preflight(`${base}/DiagnosticReport`, 'GET', 'authorization'));
  await client.send(raw('GET', `${base}/metadata`, {}));
  await client.send(raw('GET', `${base}/DiagnosticReport?_count=1`, {}, MADE_UP_TOKEN));
}

async function probeToken(context: RunContext, tokenUrl: string) {
  const { client } = context;
  await client.send(preflight(tokenUrl, 'POST', 'content-type'));
  const segment = () => randomBytes(24).toString('base64url');
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: madeUp('conformance-client-'),
    client_secret: madeUp('conformance-secret-'),
    client_assertion_type: JWT_BEARER,
    client_assertion: `${segment()}.${segment()}.${segment()}`,
    scope: 'system/DiagnosticReport.rs',
  });
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
  await client.send({ ...raw('POST', tokenUrl, headers), body: { kind: 'untyped', text: form.toString() } });
}

async function probeTus(context: RunContext, uploadUrl: string, size: number | undefined) {
  const { client } = context;
  const headers = 'tus-resumable, upload-length, upload-offset, content-type';
  await client.send(preflight(uploadUrl, 'PATCH', headers));
  if (context.readOnly || size === undefined) return;
  const created = await client.send(raw('POST', uploadUrl, { ...TUS, 'Upload-Length': String(size) }));
  const location = created.response?.status === 201 ? created.response.headers.location : undefined;
  if (!location) return;
  const upload = new URL(location, uploadUrl).href;
  if (new URL(upload).origin !== new URL(uploadUrl).origin) return;
  await client.send(raw('HEAD', upload, TUS));
  const append = { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' };
  await client.send({ ...raw('PATCH', upload, append), body: { kind: 'untyped', text: '' } });
  await client.send(raw('DELETE', upload, TUS));
}

async function probe(context: RunContext) {
  const surfaces = context.surfaces;
  if (!surfaces) return;
  const skip = (operationId: string, what: string) =>
    context.results.skipped(
      operationId,
      `outside the contract: ${what}`,
      'the run was answered no URL of it',
    );
  if (context.results.operations.has('getMyFacilityInterfaces')) {
    if (surfaces.fhirBase) await probeFhir(context, surfaces.fhirBase);
    else skip('getMyFacilityInterfaces', 'the FHIR API');
    if (surfaces.tokenUrl) await probeToken(context, surfaces.tokenUrl);
    else skip('getMyFacilityInterfaces', 'the FHIR token endpoint');
  }
  const grant = context.operations.find((op) => op.operationId === 'createSlideUpload');
  if (grant && context.results.operations.has(grant.operationId)) {
    // A run that sent createSlideUpload no valid request of its own (a check alone) asks for one grant.
    const request = surfaces.uploads.length || context.readOnly ? undefined : validRequest(context, grant);
    if (request) await context.client.send(request);
    // The last grant: the earlier ones' cases may have moved on since (an upload then answers 409).
    const upload = surfaces.uploads.at(-1);
    if (upload) await probeTus(context, upload.url, upload.size);
    else skip(grant.operationId, 'a tus upload URL');
  }
}

/** The probes, once a run: under cors_as_declared, or no_secret_in_answer when that is selected alone. */
const probes = (check: CheckName, unless?: CheckName): Rule => ({
  check,
  phase: 'last',
  writes: false,
  async run(context) {
    if (unless && context.results.has(unless)) return;
    await probe(context);
  },
});

export const outsideCorsProbes = probes(CORS);
export const outsideSecretProbes = probes(SECRETS, CORS);
