/**
 * ignored_auth's probes with a request the server took (decision 116): the request a role outside x-roles is
 * sent, what another facility's account is sent, and the verdict on its answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ignoredRole } from '../checks/verdicts';
import { listOperations, loadOpenapi } from '../openapi';
import type { Exchange, RequestSpec } from '../types';
import {
  atPointer,
  otherFacilityVerdict,
  readTenantIds,
  succeededRequest,
  TENANT_IDS_EXTENSION,
  tenantProbes,
} from './authz-probe';
import { operationExtension } from './extension';

const doc = loadOpenapi();
const operations = listOperations(doc);
const operation = (id: string) => operations.find((op) => op.operationId === id)!;
const ROLES = ['Admin', 'Provider', 'MedicalFacility', 'Facility_NP'];

const request = (template: string, role: string, pathParams: Record<string, string> = {}): RequestSpec => ({
  method: 'GET',
  template,
  pathParams,
  query: {},
  headers: {},
  body: { kind: 'json', value: { note: role } },
  auth: { role },
});
const exchange = (spec: RequestSpec, status = 200, json?: unknown): Exchange => ({
  request: spec,
  url: 'http://server.test',
  curl: 'curl',
  response: { status, headers: { 'content-type': 'application/json' }, text: '', json, size: 0, ms: 1 },
});
const answered = (status: number) => exchange(request('/api/cases/{caseId}', 'OtherFacility'), status);

describe('succeededRequest', () => {
  it('is the request of the first allowed role that had one succeed, never a role outside them', () => {
    fc.assert(
      fc.property(fc.subarray(ROLES), fc.subarray(ROLES), (had, allowed) => {
        const byRole = new Map(had.map((role) => [role, exchange(request('/api/x', role))]));
        const found = succeededRequest(byRole, allowed);
        const first = allowed.find((role) => had.includes(role));
        expect(found?.from).toBe(first);
        if (found) expect(found.request).toBe(byRole.get(first!)!.request);
      }),
    );
  });

  it("gives a facility role outside x-roles an allowed facility role's request first, as its own form would send", () => {
    fc.assert(
      fc.property(fc.subarray(ROLES), fc.subarray(ROLES), (had, allowed) => {
        const byRole = new Map(had.map((role) => [role, exchange(request('/api/x', role))]));
        const found = succeededRequest(byRole, allowed, 'Facility_NP');
        const facility = allowed.filter((r) => r === 'MedicalFacility' || r === 'Facility_NP');
        const first = [...facility, ...allowed].find((role) => had.includes(role));
        expect(found?.from).toBe(first);
      }),
    );
  });
});

describe('tenantProbes', () => {
  const byOperation = (entries: [string, string, Exchange][]) => {
    const map = new Map<string, Map<string, Exchange>>();
    for (const [id, role, ex] of entries) map.set(id, (map.get(id) ?? new Map()).set(role, ex));
    return map;
  };

  it("sends a facility role's success on records named in its path, and nothing else", () => {
    const getCase = exchange(request('/api/cases/{caseId}', 'MedicalFacility', { caseId: 'case-1' }));
    const succeeded = byOperation([
      ['getCase', 'MedicalFacility', getCase],
      ['getCase', 'Admin', exchange(request('/api/cases/{caseId}', 'Admin', { caseId: 'case-2' }))],
      ['getAdminDashboard', 'Admin', exchange(request('/api/admin/dashboard', 'Admin'))],
      ['getMyFacilityAccount', 'MedicalFacility', exchange(request('/api/me/facility-account', 'x'))],
      ['getUser', 'Provider', exchange(request('/api/users/{userId}', 'Provider', { userId: 'u' }))],
    ]);
    const probes = tenantProbes(operations, succeeded, ['MedicalFacility', 'Facility_NP']);
    expect(probes.map((p) => [p.operation.operationId, p.from, p.request])).toEqual([
      ['getCase', 'MedicalFacility', getCase.request],
    ]);
  });

  it('sends the request a facility role was refused 409 for when none succeeded, a success before it', () => {
    const refused = exchange(request('/api/cases/{caseId}', 'MedicalFacility', { caseId: 'case-3' }), 409);
    const refusedForState = byOperation([['getCase', 'MedicalFacility', refused]]);
    const probes = tenantProbes(operations, new Map(), ['MedicalFacility'], undefined, refusedForState);
    expect(probes.map((p) => [p.operation.operationId, p.from, p.refused])).toEqual([
      ['getCase', 'MedicalFacility', true],
    ]);
    const getCase = exchange(request('/api/cases/{caseId}', 'MedicalFacility', { caseId: 'case-1' }));
    const succeeded = byOperation([['getCase', 'MedicalFacility', getCase]]);
    const [probe] = tenantProbes(operations, succeeded, ['MedicalFacility'], undefined, refusedForState);
    expect([probe!.request, probe!.refused]).toEqual([getCase.request, undefined]);
  });

  it('names the slide the facility uploaded for getSlideDownloadLink (x-tenant-ids), not a catalogue one', () => {
    const ids = readTenantIds(
      operationExtension(doc, operation('getSlideDownloadLink'), TENANT_IDS_EXTENSION),
    );
    expect(ids).toEqual({
      from: 'uploadSubsectionImage',
      pointer: '/data/image/fileContent',
      parameter: 'blobId',
    });
    const catalogue = request('/api/wsi/get-download-link/{blobId}', 'MedicalFacility', {
      blobId: 'blob-demo-01',
    });
    const upload = exchange(request('/x', 'Facility_NP'), 201, { data: { image: { fileContent: 'sld-1' } } });
    const succeeded = byOperation([
      ['getSlideDownloadLink', 'MedicalFacility', exchange(catalogue)],
      ['uploadSubsectionImage', 'Facility_NP', upload],
    ]);
    const marked = (op: { operationId: string }) =>
      op.operationId === 'getSlideDownloadLink' && typeof ids === 'object' ? ids : undefined;
    const probes = tenantProbes(
      [operation('getSlideDownloadLink')],
      succeeded,
      ['MedicalFacility', 'Facility_NP'],
      marked,
    );
    expect(probes).toHaveLength(1);
    expect(probes[0]).toMatchObject({ from: 'Facility_NP', request: { pathParams: { blobId: 'sld-1' } } });
    // Without an upload of the facility's, no probe: a catalogue slide is anyone's.
    expect(
      tenantProbes(
        [operation('getSlideDownloadLink')],
        byOperation([['getSlideDownloadLink', 'MedicalFacility', exchange(catalogue)]]),
        ['MedicalFacility'],
        marked,
      ),
    ).toEqual([]);
  });

  it('refuses an x-tenant-ids without its fields', () => {
    expect(readTenantIds(undefined)).toBeUndefined();
    expect(readTenantIds({ from: 'a', pointer: '/b' })).toBe(
      `${TENANT_IDS_EXTENSION}.parameter is not a string`,
    );
    expect(readTenantIds('x')).toMatch(/is not a string/);
  });

  it('reads a string at a JSON pointer, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (key, value) => {
        const at = `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        expect(atPointer({ [key]: value }, at)).toBe(value);
        expect(atPointer({ [key]: 7 }, at)).toBeUndefined();
        expect(atPointer(null, at)).toBeUndefined();
      }),
    );
  });
});

describe('the verdicts', () => {
  it("another facility's account: 403 or 404 pass, a success or a 401 fails, other refusals say nothing", () => {
    expect(otherFacilityVerdict(answered(403), 'MedicalFacility')).toEqual({ pass: true });
    expect(otherFacilityVerdict(answered(404), 'MedicalFacility')).toEqual({ pass: true });
    expect(otherFacilityVerdict(answered(200), 'MedicalFacility')).toMatchObject({
      pass: false,
      expected:
        "403 or 404 for another facility's account sending the request that succeeded as MedicalFacility on its facility's records",
    });
    expect(otherFacilityVerdict(answered(401), 'MedicalFacility')).toMatchObject({ pass: false });
    // A 409 tells the other facility how this facility's record stands: its state judged before the caller's.
    expect(otherFacilityVerdict(answered(409), 'MedicalFacility', true)).toMatchObject({
      pass: false,
      expected:
        "403 or 404 for another facility's account sending the request that was refused 409 (its record's state) as MedicalFacility on its facility's records",
    });
    for (const status of [400, 422, 429, 500]) expect(otherFacilityVerdict(answered(status), 'x')).toBeNull();
  });

  it('a role outside x-roles: the failure names the role the same request succeeded for', () => {
    expect(ignoredRole(answered(201), 'Provider', ['Admin', 'MedicalFacility'], 'Admin')).toMatchObject({
      pass: false,
      expected:
        '403 for role Provider (x-roles: Admin, MedicalFacility), for the request that succeeded as Admin',
    });
  });
});
