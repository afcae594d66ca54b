/**
 * Signed-out reports pushed to a facility's FHIR server (decision 139), read as that server receives them: a valid
 * R4 transaction matched by conditional operations, the token in the Authorization header and nowhere the API
 * answers, the same retries and log as HL7, bounded answers and waits, no redirect followed, one dead server
 * holding up no other facility, and the destination rule on the base URL.
 */
import type { Bundle, DiagnosticReport, DocumentReference } from '@medplum/fhirtypes';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../index';
import { accepted, startFhirReceiver, type FhirReceiver } from '../testing/fhir-receiver';
import { FACILITY, PROVIDER, clientFor } from '../testing/test-clients';
import { indexFhirDefinitions, r4Errors } from './fhir-validate';
import { startListener, type Listener } from './listener';

const TOKEN = 'secret-bearer-7d1c2a';
let receiver: FhirReceiver;
let listener: Listener;
beforeAll(async () => {
  process.env.MOCK_HL7_ACK_TIMEOUT_MS = '300';
  process.env.MOCK_HL7_RETRY_BASE_MS = '20';
  receiver = await startFhirReceiver();
  listener = await startListener();
  indexFhirDefinitions();
});
afterAll(async () => {
  delete process.env.MOCK_HL7_ACK_TIMEOUT_MS;
  delete process.env.MOCK_HL7_RETRY_BASE_MS;
  await receiver.stop();
  await listener.stop();
});
afterEach(() => receiver.answerWith(accepted));

const path = (caseId: string) => ({ params: { path: { caseId } } });
const pushesOf = (caseID: string) =>
  receiver.received.filter((request) => JSON.stringify(request.body ?? '').includes(`"value":"${caseID}"`));
const fhirDeliveryOf = (caseID: string, version = 1) =>
  db.deliveries
    .all()
    .find(
      (d) => d.case.caseID === caseID && d.reportVersion === version && d.messageType === 'FHIR transaction',
    );

/** A case of `facilityId` assigned to the test provider, ready to sign out. */
const caseOf = (facilityId: string, not = false) =>
  db.cases
    .all()
    .find(
      (c) =>
        c.status === 'Assigned' &&
        c.assignedProvider?.id === 'usr-provider' &&
        (not ? c.facility.id !== facilityId : c.facility.id === facilityId),
    )!;

async function signOut(caseID: string) {
  const provider = await clientFor(PROVIDER);
  const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
    ...path(caseID),
    body: { primaryDiagnosis: 'Tubular adenoma.' },
  });
  expect(signed.response.status).toBe(200);
  return provider;
}

/** Saves fac-001's FHIR server (`baseUrl`, the receiver's unless given) with the token. */
async function pushTo(baseUrl = receiver.baseUrl) {
  const facility = await clientFor(FACILITY);
  const saved = await facility.PUT('/api/me/facility-account/interfaces', {
    body: { fhirPush: { enabled: true, baseUrl, token: TOKEN } },
  });
  expect(saved.response.status).toBe(200);
  return facility;
}

describe('the push to a FHIR server', () => {
  it('sends a valid transaction matched by conditional operations, with the token only in its header', async () => {
    const facility = await pushTo();
    const item = caseOf('fac-001');
    const provider = await signOut(item.caseID);
    await vi.waitFor(() => expect(fhirDeliveryOf(item.caseID)?.status).toBe('acknowledged'), {
      timeout: 5000,
    });

    const [push] = pushesOf(item.caseID);
    expect(push).toMatchObject({ method: 'POST', url: '/hospital/fhir' });
    expect(push!.headers['authorization']).toBe(`Bearer ${TOKEN}`);
    expect(push!.headers['content-type']).toBe('application/fhir+json');
    const bundle = push!.body as Bundle;
    expect(r4Errors(bundle)).toEqual([]);
    expect(bundle).toMatchObject({
      type: 'transaction',
      identifier: { value: fhirDeliveryOf(item.caseID)!.controlId },
    });
    const requests = bundle.entry!.map((entry) => `${entry.request!.method} ${entry.request!.url}`);
    const caseKey = encodeURIComponent(`https://pathbridge.example/fhir/case|${item.caseID}`);
    expect(requests).toContain(`PUT DiagnosticReport?identifier=${caseKey}`);
    expect(requests).toContain('POST ServiceRequest');
    expect(requests.filter((r) => r.startsWith('PUT Specimen?identifier='))).toHaveLength(item.slides.length);
    const patient = bundle.entry!.find((entry) => entry.resource!.resourceType === 'Patient')!;
    expect(patient.request).toMatchObject({ method: 'POST', url: 'Patient' });
    if (item.patientInfo.mrn) expect(patient.request!.ifNoneExist).toMatch(/^identifier=.+%7C/);
    // Entries name each other by their full URLs, which the server resolves; nothing names our ids.
    const report = bundle.entry!.find((entry) => entry.resource!.resourceType === 'DiagnosticReport')!;
    expect((report.resource as DiagnosticReport).subject!.reference).toBe(patient.fullUrl);
    expect(report.resource!.id).toBeUndefined();
    expect(bundle.entry!.every((entry) => entry.fullUrl!.startsWith('urn:uuid:'))).toBe(true);
    expect(bundle.entry!.map((entry) => entry.resource!.resourceType)).not.toContain('Practitioner');
    // The PDF as a DocumentReference, its bytes inside, updated by its own identifier, about the pushed patient
    // and report; its URL our FHIR API's Binary.
    const documentEntry = bundle.entry!.find(
      (entry) => entry.resource!.resourceType === 'DocumentReference',
    )!;
    const documentKey = encodeURIComponent(
      `https://pathbridge.example/fhir/documentreference|${item.caseID}-v1`,
    );
    expect(documentEntry.request).toEqual({
      method: 'PUT',
      url: `DocumentReference?identifier=${documentKey}`,
    });
    const document = documentEntry.resource as DocumentReference;
    expect(document.subject!.reference).toBe(patient.fullUrl);
    expect(document.context!.related![0]!.reference).toBe(report.fullUrl);
    const attachment = document.content[0]!.attachment;
    expect(attachment.url).toMatch(new RegExp(`/fhir/R4/Binary/${item.caseID}-v1$`));
    const pdf = Buffer.from(attachment.data!, 'base64');
    expect(pdf.byteLength).toBe(attachment.size);
    expect((await PDFDocument.load(pdf)).getTitle()).toContain(item.caseRecordId);

    // An addendum's push updates the same report, by the same condition, as amended.
    await provider.POST('/api/cases/{caseId}/report/addenda', {
      ...path(item.caseID),
      body: { reason: 'Correction', text: 'Left, not right.' },
    });
    await vi.waitFor(() => expect(fhirDeliveryOf(item.caseID, 2)?.status).toBe('acknowledged'), {
      timeout: 5000,
    });
    const amended = (pushesOf(item.caseID).at(-1)!.body as Bundle).entry!.find(
      (entry) => entry.resource!.resourceType === 'DiagnosticReport',
    )!;
    expect(amended.request!.url).toBe(report.request!.url);
    expect((amended.resource as DiagnosticReport).status).toBe('amended');
    const second = (pushesOf(item.caseID).at(-1)!.body as Bundle).entry!.find(
      (entry) => entry.resource!.resourceType === 'DocumentReference',
    )!.resource as DocumentReference;
    expect(second.relatesTo).toEqual([
      {
        code: 'replaces',
        target: {
          identifier: {
            system: 'https://pathbridge.example/fhir/documentreference',
            value: `${item.caseID}-v1`,
          },
        },
      },
    ]);

    // The token is answered nowhere: the settings say it is set, the log never holds it.
    const settings = await facility.GET('/api/me/facility-account/interfaces');
    expect(settings.data!.data.fhirPush).toEqual({
      enabled: true,
      baseUrl: receiver.baseUrl,
      tokenSet: true,
    });
    const log = await facility.GET('/api/deliveries', { params: { query: { caseId: item.caseID } } });
    expect(log.data!.data.items.map((d) => d.messageType).sort()).toEqual([
      'FHIR transaction',
      'FHIR transaction',
    ]);
    expect(JSON.stringify([settings.data, log.data])).not.toContain(TOKEN);
  });

  it('a 500 then a 200 leaves two attempts and an acknowledged delivery; the OperationOutcome is kept as text', async () => {
    receiver.answerWith((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/fhir+json' });
      response.end(
        JSON.stringify({
          resourceType: 'OperationOutcome',
          issue: [{ severity: 'error', code: 'exception', diagnostics: `Database down (${TOKEN})` }],
        }),
      );
    }, true);
    await pushTo();
    const item = caseOf('fac-001');
    await signOut(item.caseID);
    await vi.waitFor(() => expect(fhirDeliveryOf(item.caseID)?.status).toBe('acknowledged'), {
      timeout: 5000,
    });
    const delivery = fhirDeliveryOf(item.caseID)!;
    expect(delivery.attempts).toBe(2);
    expect(
      delivery.history.map(({ outcome, ackCode, ackText, endpoint }) => ({
        outcome,
        ackCode,
        ackText,
        endpoint,
      })),
    ).toEqual([
      {
        outcome: 'rejected',
        ackCode: '500',
        ackText: '500 Internal Server Error: Database down ([token])',
        endpoint: receiver.baseUrl,
      },
      { outcome: 'acknowledged', ackCode: '200', ackText: '200 OK', endpoint: receiver.baseUrl },
    ]);
  });

  it('a server that never answers is timed out and tried again', async () => {
    process.env.MOCK_FHIR_PUSH_TIMEOUT_MS = '200';
    try {
      receiver.answerWith(() => {});
      await pushTo();
      const item = caseOf('fac-001');
      await signOut(item.caseID);
      await vi.waitFor(() => expect(fhirDeliveryOf(item.caseID)?.history.length).toBeGreaterThanOrEqual(2), {
        timeout: 5000,
      });
      expect(fhirDeliveryOf(item.caseID)!.history[0]).toMatchObject({
        outcome: 'no-answer',
        ackCode: null,
        ackText: 'No complete answer within 0.2 seconds.',
      });
      expect(pushesOf(item.caseID).length).toBeGreaterThanOrEqual(2);
    } finally {
      delete process.env.MOCK_FHIR_PUSH_TIMEOUT_MS;
    }
  });

  it('an answer of 2 MB is cut off at the bound and counted a failed attempt', async () => {
    receiver.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/fhir+json' });
      response.end(
        `{"resourceType":"Bundle","type":"transaction-response","x":"${'a'.repeat(2 * 1024 * 1024)}"}`,
      );
    }, true);
    await pushTo();
    const item = caseOf('fac-001');
    await signOut(item.caseID);
    await vi.waitFor(() => expect(fhirDeliveryOf(item.caseID)?.status).toBe('acknowledged'), {
      timeout: 5000,
    });
    expect(fhirDeliveryOf(item.caseID)!.history[0]).toMatchObject({
      outcome: 'no-answer',
      ackCode: null,
      ackText: 'The answer was larger than 1048576 bytes: it was not read.',
    });
  });

  it('a redirect is not followed', async () => {
    const elsewhere = await startFhirReceiver();
    try {
      receiver.answerWith((_request, response) => {
        response.writeHead(307, { location: elsewhere.baseUrl });
        response.end();
      });
      await pushTo();
      const item = caseOf('fac-001');
      await signOut(item.caseID);
      await vi.waitFor(() => expect(fhirDeliveryOf(item.caseID)?.attempts).toBeGreaterThanOrEqual(1), {
        timeout: 5000,
      });
      expect(fhirDeliveryOf(item.caseID)!.history[0]).toMatchObject({
        outcome: 'rejected',
        ackCode: '307',
        ackText: '307 Temporary Redirect: redirects are not followed; save the URL it points to.',
      });
      expect(elsewhere.received).toHaveLength(0);
    } finally {
      await elsewhere.stop();
    }
  });

  it('one dead FHIR server holds up no other facility’s FHIR or HL7 delivery', async () => {
    process.env.MOCK_FHIR_PUSH_TIMEOUT_MS = '5000';
    const dead = await startFhirReceiver(() => {});
    try {
      await pushTo(dead.baseUrl);
      const stuck = caseOf('fac-001');
      await signOut(stuck.caseID);
      await vi.waitFor(() => expect(dead.received.length).toBe(1), { timeout: 5000 });

      const other = caseOf('fac-001', true);
      await db.facilityInterfaces.create({
        facilityId: other.facility.id,
        hl7: {
          enabled: true,
          host: '127.0.0.1',
          port: listener.port,
          receivingApplication: 'LIS',
          receivingFacility: 'X',
        },
        orders: { sendingFacility: '', sourceNetworks: [], acceptCredentialInMsh8: false },
        credentialHash: null,
        credentialHint: null,
        credentialCreatedAt: null,
        fhirPush: { enabled: true, baseUrl: receiver.baseUrl, token: null },
      });
      await signOut(other.caseID);
      await vi.waitFor(
        () =>
          expect(
            db.deliveries
              .all()
              .filter((d) => d.case.caseID === other.caseID)
              .map((d) => `${d.messageType} ${d.status}`)
              .sort(),
          ).toEqual(['FHIR transaction acknowledged', 'ORU^R01 acknowledged']),
        { timeout: 4000 },
      );
      expect(fhirDeliveryOf(stuck.caseID)?.status).toBe('sent');
      expect(receiver.received.at(-1)!.headers['authorization']).toBeUndefined();
    } finally {
      delete process.env.MOCK_FHIR_PUSH_TIMEOUT_MS;
      await dead.stop();
    }
  });
});

describe('where reports may be pushed', () => {
  const save = async (baseUrl: string) => {
    const facility = await clientFor(FACILITY);
    return facility.PUT('/api/me/facility-account/interfaces', {
      body: { fhirPush: { enabled: true, baseUrl } },
    });
  };

  it('a base URL on this machine is refused unless its network is allowed, in the HL7 host’s words', async () => {
    const setting = process.env.MOCK_INTERFACE_ALLOWED_NETWORKS;
    process.env.MOCK_INTERFACE_ALLOWED_NETWORKS = '';
    try {
      const refused = await save(receiver.baseUrl);
      expect(refused.response.status).toBe(422);
      expect(refused.error).toMatchObject({
        message:
          "127.0.0.1 is a loopback address: results cannot be sent to this machine's own network. An administrator can allow a network for interfaces.",
        data: { 'fhirPush.baseUrl': [expect.any(String)] },
      });
    } finally {
      process.env.MOCK_INTERFACE_ALLOWED_NETWORKS = setting;
    }
    expect((await save(receiver.baseUrl)).response.status).toBe(200);
  });

  it('http is refused outside the allowed networks, a URL with a password always, and on needs a URL', async () => {
    const clear = await save('http://93.184.215.14/fhir');
    expect(clear.response.status).toBe(422);
    expect(clear.error?.message).toBe(
      'Use https: 93.184.215.14 is outside the networks an administrator allowed for interfaces, where results are never sent in the clear.',
    );
    const password = await save('https://user:pw@93.184.215.14/fhir');
    expect(password.error?.message).toBe(
      'A URL with a user name or password is refused: set a bearer token instead.',
    );
    const facility = await clientFor(FACILITY);
    const none = await facility.PUT('/api/me/facility-account/interfaces', {
      body: { fhirPush: { enabled: true, baseUrl: null } },
    });
    expect(none.error?.message).toBe('Enter the FHIR server’s base URL.');
  });
});
