/**
 * SMART Backend Services (decision 133), over HTTP against the mock: a client made with jose and registered
 * through the API gets an access token with a signed assertion and reads the FHIR API and posts an order with
 * it; each way an assertion can be wrong is refused as RFC 6749 says; a token's scopes are enforced (403 naming
 * the scope), an expired or removed client's token answers 401; only public keys are registered.
 */
import { generateKeyPairSync } from 'node:crypto';
import { moveQaClock, resetQaClock } from '../../testing/qa-clock';
import type { Bundle, CapabilityStatement, OperationOutcome } from '@medplum/fhirtypes';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callAs, credentialOf, orderBundle, postOrder } from '../../testing/orders';
import {
  accessTokenOf,
  assertionOf,
  keyPair,
  register,
  registeredClient,
  requestToken,
  TOKEN_URL,
} from '../../testing/smart';
import { FACILITY, OTHER_FACILITY, PROVIDER, TEST_API, clientFor } from '../../testing/test-clients';
import { indexFhirDefinitions, r4Errors } from '../fhir-validate';

afterEach(async () => {
  await resetQaClock();
});

beforeAll(indexFhirDefinitions, 60_000);

const outcomeOf = async (response: Response) => (await response.json()) as OperationOutcome;

describe('SMART Backend Services', () => {
  it('registers a client, gets a token with a signed assertion, reads the FHIR API and posts an order', async () => {
    const client = await registeredClient(FACILITY, [
      'system/DiagnosticReport.rs',
      'system/ServiceRequest.c',
    ]);
    const listed = await (
      await clientFor(FACILITY)
    ).GET('/api/me/facility-account/interfaces/backend-clients');
    expect(listed.data!.data.items).toEqual([
      expect.objectContaining({ clientId: client.clientId, keyIds: [client.kid], lastUsedAt: null }),
    ]);

    const { status, body } = await requestToken(
      await assertionOf(client),
      'system/DiagnosticReport.read system/ServiceRequest.c',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 300,
      scope: 'system/DiagnosticReport.rs system/ServiceRequest.c',
    });
    const token = body.access_token as string;

    const search = await callAs(token, '/fhir/R4/DiagnosticReport?_count=5');
    expect(search.status).toBe(200);
    const bundle = (await search.json()) as Bundle;
    expect(bundle.total).toBeGreaterThan(0);
    const id = bundle.entry![0]!.resource!.id!;
    expect((await callAs(token, `/fhir/R4/DiagnosticReport/${id}`)).status).toBe(200);

    const order = await postOrder(token, orderBundle('ORD-SMART-0001'));
    expect(order.status).toBe(201);

    const after = await (
      await clientFor(FACILITY)
    ).GET('/api/me/facility-account/interfaces/backend-clients');
    expect(after.data!.data.items[0]!.lastUsedAt).not.toBeNull();
  });

  it('refuses a scope the token lacks with 403 naming it, and one never registered at the token endpoint', async () => {
    const client = await registeredClient(FACILITY, ['system/DiagnosticReport.rs']);
    const token = await accessTokenOf(client, 'system/DiagnosticReport.rs');
    const order = await postOrder(token, orderBundle('ORD-SMART-0002'));
    expect(order.status).toBe(403);
    expect(order.headers.get('www-authenticate')).toContain('insufficient_scope');
    const issue = (await outcomeOf(order)).issue[0]!;
    expect(issue.code).toBe('forbidden');
    expect(issue.diagnostics).toContain('system/ServiceRequest.c');

    const patient = await callAs(token, '/fhir/R4/Patient/RCH-2026-0001-patient');
    expect(patient.status).toBe(403);
    expect((await outcomeOf(patient)).issue[0]!.diagnostics).toContain('system/Patient.r');

    const asked = await requestToken(await assertionOf(client), 'system/ServiceRequest.c');
    expect(asked).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
  });

  it('refuses each wrong assertion as invalid_client (401), never echoing it', async () => {
    const client = await registeredClient(FACILITY, ['system/DiagnosticReport.rs']);
    const other = await keyPair(client.kid);
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<[string, Promise<string>, RegExp]> = [
      ['wrong signature', assertionOf(client, { key: other.privateKey }), /not signed by a key/],
      ['wrong aud', assertionOf(client, { aud: `${TEST_API}/token` }), /"aud" must be/],
      ['expired', assertionOf(client, { now: now - 600, expiresIn: 60 }), /expired/],
      ['exp too far', assertionOf(client, { expiresIn: 3600 }), /at most 5 minutes/],
      ['unknown client', assertionOf(client, { iss: 'pbc_nobody', sub: 'pbc_nobody' }), /No client/],
      ['sub not iss', assertionOf(client, { sub: 'someone' }), /"sub"/],
    ];
    for (const [label, assertion, message] of cases) {
      const signed = await assertion;
      const { status, body } = await requestToken(signed, 'system/DiagnosticReport.rs');
      expect(status, label).toBe(401);
      expect(body.error, label).toBe('invalid_client');
      expect(body.error_description, label).toMatch(message);
      expect(JSON.stringify(body), label).not.toContain(signed);
    }
  });

  it('refuses a replayed jti', async () => {
    const client = await registeredClient(FACILITY, ['system/DiagnosticReport.rs']);
    const assertion = await assertionOf(client);
    expect((await requestToken(assertion, 'system/DiagnosticReport.rs')).status).toBe(200);
    const again = await requestToken(assertion, 'system/DiagnosticReport.rs');
    expect(again).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(again.body.error_description).toMatch(/used before/);
  });

  it('refuses a malformed token request in RFC 6749 JSON', async () => {
    const form = await fetch(TOKEN_URL, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toMatchObject({ error: 'invalid_request' });
    const client = await registeredClient(FACILITY, ['system/DiagnosticReport.rs']);
    const grant = await requestToken(await assertionOf(client), 'system/DiagnosticReport.rs', {
      grant_type: 'password',
    });
    expect(grant).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
  });

  it('answers 401 for an expired access token and for a removed client’s', async () => {
    const client = await registeredClient(FACILITY, ['system/DiagnosticReport.rs']);
    const token = await accessTokenOf(client, 'system/DiagnosticReport.rs');
    expect((await callAs(token, '/fhir/R4/DiagnosticReport')).status).toBe(200);
    await moveQaClock({ advanceHours: 301 / 3600 });
    const expired = await callAs(token, '/fhir/R4/DiagnosticReport');
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
    expect(JSON.stringify(await expired.json())).not.toContain(token);
    await resetQaClock();

    const fresh = await accessTokenOf(client, 'system/DiagnosticReport.rs');
    const facility = await clientFor(FACILITY);
    const removed = await facility.DELETE('/api/me/facility-account/interfaces/backend-clients/{clientId}', {
      params: { path: { clientId: client.clientId } },
    });
    expect(removed.response.status).toBe(200);
    expect((await callAs(fresh, '/fhir/R4/DiagnosticReport')).status).toBe(401);
  });

  it('keeps the static credential working beside tokens', async () => {
    const credential = await credentialOf(FACILITY);
    expect((await callAs(credential, '/fhir/R4/DiagnosticReport?_count=1')).status).toBe(200);
  });
});

describe('registering a backend service client', () => {
  it('refuses a key set with a private member, naming it, and keeps nothing', async () => {
    const keys = await keyPair();
    const { response, error } = await register(FACILITY, {
      name: 'Pasted the wrong file',
      jwks: JSON.stringify({ keys: [keys.privateJwk] }),
      scopes: ['system/DiagnosticReport.rs'],
    });
    expect(response.status).toBe(422);
    const messages = (error as { data: Record<string, string[]> }).data.jwks!;
    expect(messages[0]).toMatch(/private part \("d"\)/);
    expect(JSON.stringify(error)).not.toContain(keys.privateJwk.d!);
    const listed = await (
      await clientFor(FACILITY)
    ).GET('/api/me/facility-account/interfaces/backend-clients');
    expect(listed.data!.data.items).toEqual([]);
  });

  it('refuses a set that is not JSON, a short RSA key and a taken name', async () => {
    const keys = await keyPair();
    const base = { scopes: ['system/DiagnosticReport.rs' as const] };
    const notJson = await register(FACILITY, { ...base, name: 'A', jwks: 'keys' });
    expect(notJson.response.status).toBe(422);
    const short = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
    const weak = await register(FACILITY, {
      ...base,
      name: 'B',
      jwks: JSON.stringify({ keys: [{ ...short, kid: 'short' }] }),
    });
    expect((weak.error as { data: Record<string, string[]> }).data.jwks![0]).toMatch(/1024 bits/);
    await registeredClient(FACILITY, ['system/DiagnosticReport.rs'], 'EHR');
    const taken = await register(FACILITY, {
      ...base,
      name: ' ehr ',
      jwks: JSON.stringify({ keys: [keys.publicJwk] }),
    });
    expect(taken.response.status).toBe(422);
    expect((taken.error as { data: Record<string, string[]> }).data.name![0]).toMatch(/Another client/);
  });

  it('is the facility’s own: others answer 404 on remove and never list it; other roles 403', async () => {
    const client = await registeredClient(FACILITY, ['system/DiagnosticReport.rs']);
    const other = await clientFor(OTHER_FACILITY);
    const removed = await other.DELETE('/api/me/facility-account/interfaces/backend-clients/{clientId}', {
      params: { path: { clientId: client.clientId } },
    });
    expect(removed.response.status).toBe(404);
    const listed = await other.GET('/api/me/facility-account/interfaces/backend-clients');
    expect(listed.data!.data.items).toEqual([]);
    const provider = await clientFor(PROVIDER);
    expect((await provider.GET('/api/me/facility-account/interfaces/backend-clients')).response.status).toBe(
      403,
    );
  });
});

describe('discovery', () => {
  it('serves the SMART configuration', async () => {
    const response = await fetch(`${TEST_API}/fhir/R4/.well-known/smart-configuration`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      token_endpoint: TOKEN_URL,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
      grant_types_supported: ['client_credentials'],
      scopes_supported: expect.arrayContaining(['system/DiagnosticReport.rs', 'system/ServiceRequest.c']),
      capabilities: ['client-confidential-asymmetric'],
    });
  });

  it('names the token endpoint in the CapabilityStatement’s security, still valid R4', async () => {
    const statement = (await (await callAs(null, '/fhir/R4/metadata')).json()) as CapabilityStatement;
    expect(r4Errors(statement)).toEqual([]);
    const security = statement.rest![0]!.security!;
    expect(security.service![0]!.coding![0]!.code).toBe('SMART-on-FHIR');
    expect(security.extension![0]).toEqual({
      url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
      extension: [{ url: 'token', valueUri: TOKEN_URL }],
    });
    expect(security.description).toMatch(/Deprecated/);
  });
});
