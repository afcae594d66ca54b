/**
 * A series a facility attached from its own image archive (decision 164), read through the mock's real express
 * app and its signed DICOMweb root: forwarded to that facility's saved endpoint (Debian's Orthanc) on a server that
 * has no site archive (no DICOMWEB_URL), and refused once the endpoint is no longer an allowed destination.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveMissing, dicomize, fixturePath, startOrthanc, type Orthanc } from './orthanc';
import { createMockApp } from '../../mock-server/http/app';
import { createMockBackend, DEMO_PASSWORD, resolveSlidesDir } from '../../mock-server/index';
import { ARCHIVE_SENTENCES } from '../../mock-server/slides/dicomweb-forward';
import type { SlideLinkData } from '../../mock-server/slides/links';
import { ARCHIVE_DRAFT } from '../../mock-server/testing/archive-draft';

process.env.MOCK_SCRYPT_COST ??= '1024';
const SECRET = 'facility-archive-proxy-secret';
const ALLOWED = 'MOCK_INTERFACE_ALLOWED_NETWORKS';
const PATIENT = 'PB-MRN-2002';
const missing = archiveMissing();
if (missing) console.warn(`Skipping the facility archive proxy tests: ${missing}`);

type Json = Record<string, unknown>;

describe.skipIf(missing !== null)('a facility’s archive series read through the signed root', () => {
  let orthanc: Orthanc;
  let server: Server;
  let base: string;
  const setting = process.env[ALLOWED];

  beforeAll(async () => {
    process.env[ALLOWED] = '127.0.0.0/8';
    orthanc = await startOrthanc();
    const dir = mkdtempSync(path.join(tmpdir(), 'dataset-'));
    writeFileSync(path.join(dir, 'dataset.json'), JSON.stringify({ PatientID: PATIENT }));
    await dicomize(orthanc, fixturePath('aperio-CMU-1-Small-Region.svs'), [
      '--pyramid=1',
      '--levels=2',
      `--dataset=${path.join(dir, 'dataset.json')}`,
    ]);
    rmSync(dir, { recursive: true, force: true });
    // No site archive: whatever is read comes from the facility's own.
    const backend = createMockBackend({ slidesDir: resolveSlidesDir(), linkSecret: SECRET, archive: null });
    await backend.reset();
    const app = createMockApp({ backend, linkSecret: SECRET });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    if (setting === undefined) delete process.env[ALLOWED];
    else process.env[ALLOWED] = setting;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await orthanc?.stop();
  });

  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token && { Authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      json: (await response.json()) as Json & { data: Json; message: string },
    };
  };

  it('forwards the reads to the facility’s endpoint, and refuses them once it is not allowed', async () => {
    const login = await call('POST', '/api/users/login', null, {
      email: 'facility@demo.test',
      password: DEMO_PASSWORD,
    });
    const token = (login.json.data as { token: string }).token;
    expect(
      (
        await call('PUT', '/api/me/facility-account/interfaces', token, {
          dicomweb: { baseUrl: orthanc.dicomWeb },
        })
      ).status,
    ).toBe(200);
    const found = await call(
      'GET',
      `/api/me/facility-account/interfaces/dicomweb-search?patientId=${PATIENT}`,
      token,
    );
    expect(found.status).toBe(200);
    const [study] = (
      found.json.data as {
        studies: Array<{ studyInstanceUid: string; series: Array<{ seriesInstanceUid: string }> }>;
      }
    ).studies;
    const uids = {
      studyInstanceUid: study!.studyInstanceUid,
      seriesInstanceUid: study!.series[0]!.seriesInstanceUid,
    };
    const created = await call('POST', '/api/cases', token, ARCHIVE_DRAFT);
    const caseId = created.json.data.caseID as string;
    const subsectionId = (created.json.data.slides as Array<{ subsections: Array<{ id: string }> }>)[0]!
      .subsections[0]!.id;
    const attached = await call(
      'POST',
      `/api/cases/${caseId}/subsections/${subsectionId}/archive-series`,
      token,
      uids,
    );
    expect(attached.status).toBe(201);
    const blobId = (attached.json.data.image as { fileContent: string }).fileContent;
    const link = (await call('GET', `/api/wsi/get-download-link/${blobId}`, token)).json
      .data as SlideLinkData;
    expect(link.dicomweb).toEqual({
      wadoRsRoot: expect.stringContaining(`${base}/slides/${blobId}/dicomweb/`),
      ...uids,
    });
    const metadataUrl = `${link.dicomweb!.wadoRsRoot}/studies/${uids.studyInstanceUid}/series/${uids.seriesInstanceUid}/metadata`;
    const metadata = await fetch(metadataUrl, { headers: { Accept: 'application/dicom+json' } });
    expect(metadata.status).toBe(200);
    const instances = (await metadata.json()) as Array<Record<string, { Value?: unknown[] }>>;
    expect(instances.length).toBeGreaterThan(0);
    expect(instances.every((i) => i['0020000E']?.Value?.[0] === uids.seriesInstanceUid)).toBe(true);

    // The rule is judged on every connection: loopback no longer allowed, the same read is refused.
    delete process.env[ALLOWED];
    const refused = await fetch(metadataUrl, { headers: { Accept: 'application/dicom+json' } });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { message: string }).message).toBe(ARCHIVE_SENTENCES.notAllowed);
  });
});
