/**
 * Changes to a facility's interfaces are in the audit trail (docs/audit.md): where its patients' results go and
 * who may connect to take them, read as an admin reads the trail, with no secret in any record.
 */
import { generateKeyPair, exportJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN, FACILITY, clientFor } from '../testing/test-clients';

async function interfaceRecords() {
  const admin = await clientFor(ADMIN);
  const page = await admin.GET('/api/admin/audit', {
    params: { query: { action: 'InterfaceChanged', pageSize: 50 } },
  });
  expect(page.response.status).toBe(200);
  return page.data!.data.items;
}

describe('a facility’s interfaces in the trail', () => {
  it('records the settings saved, the credential rotated, a backend client registered and removed', async () => {
    const facility = await clientFor(FACILITY);
    const saved = await facility.PUT('/api/me/facility-account/interfaces', {
      body: { fhirPush: { enabled: false, baseUrl: null } },
    });
    expect(saved.response.status).toBe(200);
    const rotated = await facility.POST('/api/me/facility-account/interfaces/fhir-credential');
    expect(rotated.response.status).toBe(200);
    const { publicKey } = await generateKeyPair('ES384', { extractable: true });
    const jwks = JSON.stringify({
      keys: [{ ...(await exportJWK(publicKey)), kid: 'audit-1', alg: 'ES384' }],
    });
    const registered = await facility.POST('/api/me/facility-account/interfaces/backend-clients', {
      body: { name: 'Results feed', jwks, scopes: ['system/DiagnosticReport.rs'] },
    });
    expect(registered.response.status).toBe(201);
    const clientId = registered.data!.data.clientId;
    const removed = await facility.DELETE('/api/me/facility-account/interfaces/backend-clients/{clientId}', {
      params: { path: { clientId } },
    });
    expect(removed.response.status).toBe(200);

    const records = await interfaceRecords();
    expect(records.slice(0, 4).map((r) => [r.detail, r.target, r.outcome, r.actor?.email])).toEqual([
      ['Backend client removed', { type: 'Interface', id: clientId }, 'Succeeded', FACILITY],
      ['Backend client registered', { type: 'Interface', id: clientId }, 'Succeeded', FACILITY],
      ['FHIR credential rotated', { type: 'Interface', id: null }, 'Succeeded', FACILITY],
      ['HL7 and FHIR settings', { type: 'Interface', id: null }, 'Succeeded', FACILITY],
    ]);
    expect(JSON.stringify(records)).not.toContain(rotated.data!.data.credential);
  });

  it('records a refused change too, with its status', async () => {
    const facility = await clientFor(FACILITY);
    const refused = await facility.DELETE('/api/me/facility-account/interfaces/backend-clients/{clientId}', {
      params: { path: { clientId: 'pbc_nobody' } },
    });
    expect(refused.response.status).toBe(404);
    const [record] = await interfaceRecords();
    expect(record).toMatchObject({
      action: 'InterfaceChanged',
      target: { type: 'Interface', id: 'pbc_nobody' },
      outcome: 'Denied',
      detail: 'HTTP 404',
    });
  });
});
