/**
 * The report's PDF as a hospital's system reads it over FHIR (decision 136): `Binary/{caseID}-v{n}` with the
 * facility's own credential (the bytes, or a FHIR Binary when FHIR JSON is asked for), a `DocumentReference` per
 * version whose size and SHA-1 are those bytes', the searches, and `DiagnosticReport.presentedForm` naming the
 * current version's Binary. Every resource validates against R4.
 */
import { createHash } from 'node:crypto';
import type {
  Binary,
  CapabilityStatement,
  Bundle,
  DiagnosticReport,
  DocumentReference,
  OperationOutcome,
} from '@medplum/fhirtypes';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../tests/e2e/pdf-read';
import { db, type CaseRecord } from '../store/db';
import { ADMIN, FACILITY, OTHER_FACILITY, TEST_API, clientFor } from '../testing/test-clients';
import { callAs, credentialOf } from '../testing/orders';
import { accessTokenOf, registeredClient } from '../testing/smart';
import { documentIdOf, documentOfId } from './fhir-identifiers';
import { wantsBinaryResource } from './fhir-documents';
import { indexFhirDefinitions, r4Errors } from './fhir-validate';

beforeAll(indexFhirDefinitions, 60_000);

const BASE = '/fhir/R4';

/** A signed-out case of the demo facility with two versions: an addendum added by an admin when it has none. */
async function amendedCase(): Promise<CaseRecord> {
  const facilityId = db.users.findFirst((q) => q.where({ email: FACILITY }))!.facilityId!;
  const item = db.cases
    .all()
    .filter((c) => c.facility.id === facilityId && c.status === 'SignOutCompleted' && c.finalReport)
    .sort((a, b) => a.caseID.localeCompare(b.caseID))[0]!;
  if (item.finalReport!.version < 2) {
    const admin = await clientFor(ADMIN);
    const { response } = await admin.POST('/api/cases/{caseId}/report/addenda', {
      params: { path: { caseId: item.caseID } },
      body: { reason: 'Immunohistochemistry results', text: 'ER positive (95%).' },
    });
    expect(response.status).toBe(200);
  }
  return db.cases.findFirst((q) => q.where({ caseID: item.caseID }))!;
}

const json = async <T>(response: Response) => (await response.json()) as T;

describe('the report PDF over FHIR', () => {
  it('reads Binary/{caseID}-v{n} with the facility’s credential as the PDF, or as a FHIR Binary when asked', async () => {
    const item = await amendedCase();
    const credential = await credentialOf(FACILITY);
    const id = `${item.caseID}-v1`;
    const raw = await callAs(credential, `${BASE}/Binary/${id}`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Final report ${item.caseRecordId}, version 1`);
    const read = await readPdf(bytes);
    expect(pdf.getPageCount()).toBe(read.pages.length);
    // The report as version 1 was issued: what the hospital received then, unchanged by the addendum since.
    expect(read.pages.flat().map((line) => line.text)).toContain(
      `Case ${item.caseRecordId} - version 1 of 1`,
    );

    const any = await callAs(credential, `${BASE}/Binary/${id}`, { headers: { Accept: '*/*' } });
    expect(Buffer.from(await any.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const asResource = await callAs(credential, `${BASE}/Binary/${id}`, {
      headers: { Accept: 'application/fhir+json' },
    });
    expect(asResource.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    const binary = await json<Binary>(asResource);
    expect(binary).toMatchObject({ resourceType: 'Binary', id, contentType: 'application/pdf' });
    expect(Buffer.from(binary.data!, 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect(r4Errors(binary)).toEqual([]);
  });

  it('answers another facility as its other reads do (403), and 404 for a version or case that is not', async () => {
    const item = await amendedCase();
    const other = await credentialOf(OTHER_FACILITY);
    const refused = await callAs(other, `${BASE}/Binary/${item.caseID}-v1`);
    expect(refused.status).toBe(403);
    expect((await json<OperationOutcome>(refused)).issue[0]!.code).toBe('forbidden');
    expect((await callAs(other, `${BASE}/DocumentReference/${item.caseID}-v1`)).status).toBe(403);
    // The same answer the DiagnosticReport read gives that facility.
    expect((await callAs(other, `${BASE}/DiagnosticReport/${item.caseID}`)).status).toBe(403);
    const credential = await credentialOf(FACILITY);
    const version = item.finalReport!.version + 1;
    const none = await callAs(credential, `${BASE}/Binary/${item.caseID}-v${version}`);
    expect(none.status).toBe(404);
    expect((await json<OperationOutcome>(none)).issue[0]!.diagnostics).toBe(
      `Binary/${item.caseID}-v${version} is not known.`,
    );
    expect((await callAs(credential, `${BASE}/Binary/case-9999-v1`)).status).toBe(404);
    expect((await callAs(credential, `${BASE}/DocumentReference/${item.caseID}`)).status).toBe(404);
  });

  it('needs system/Binary.r of a SMART token, and refuses one without it naming the scope', async () => {
    const item = await amendedCase();
    const reader = await registeredClient(FACILITY, ['system/Binary.r', 'system/DocumentReference.rs']);
    const token = await accessTokenOf(reader, 'system/Binary.read system/DocumentReference.read');
    const read = await callAs(token, `${BASE}/Binary/${item.caseID}-v1`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect((await callAs(token, `${BASE}/DocumentReference/${item.caseID}-v1`)).status).toBe(200);

    const reports = await registeredClient(FACILITY, ['system/DiagnosticReport.rs']);
    const narrow = await accessTokenOf(reports, 'system/DiagnosticReport.rs');
    const refused = await callAs(narrow, `${BASE}/Binary/${item.caseID}-v1`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('scope="system/Binary.r"');
    expect((await json<OperationOutcome>(refused)).issue[0]!.diagnostics).toContain('system/Binary.r');
    const documents = await callAs(narrow, `${BASE}/DocumentReference?patient=${item.caseID}-patient`);
    expect(documents.status).toBe(403);
    expect((await json<OperationOutcome>(documents)).issue[0]!.diagnostics).toContain(
      'system/DocumentReference.s',
    );
  });

  it('describes each version in a DocumentReference whose attachment is the Binary’s bytes', async () => {
    const item = await amendedCase();
    const current = item.finalReport!.version;
    const credential = await credentialOf(FACILITY);
    const latest = await json<DocumentReference>(
      await callAs(credential, `${BASE}/DocumentReference/${item.caseID}-v${current}`),
    );
    const first = await json<DocumentReference>(
      await callAs(credential, `${BASE}/DocumentReference/${item.caseID}-v1`),
    );
    for (const document of [latest, first]) expect(r4Errors(document), document.id).toEqual([]);
    expect(latest).toMatchObject({
      status: 'current',
      docStatus: 'amended',
      subject: { reference: `Patient/${item.caseID}-patient` },
      context: { related: [{ reference: `DiagnosticReport/${item.caseID}` }] },
      relatesTo: [
        { code: 'replaces', target: { reference: `DocumentReference/${item.caseID}-v${current - 1}` } },
      ],
      identifier: [{ system: 'https://pathbridge.example/fhir/case', value: item.caseID }],
    });
    expect(first).toMatchObject({ status: 'superseded', docStatus: 'final' });
    expect(first.relatesTo).toBeUndefined();
    const attachment = latest.content[0]!.attachment;
    expect(attachment).toMatchObject({
      contentType: 'application/pdf',
      title: `${item.caseRecordId}-report-v${current}.pdf`,
      creation: item.finalReport!.addenda.at(-1)!.addedAt,
    });
    expect(new URL(attachment.url!).pathname).toBe(`${BASE}/Binary/${item.caseID}-v${current}`);
    const bytes = Buffer.from(
      await (await callAs(credential, new URL(attachment.url!).pathname)).arrayBuffer(),
    );
    expect(attachment.size).toBe(bytes.byteLength);
    expect(attachment.hash).toBe(createHash('sha1').update(bytes).digest('base64'));
  });

  it('finds every version by patient, subject and the case identifier; the report’s presentedForm is the current one', async () => {
    const item = await amendedCase();
    const current = item.finalReport!.version;
    const credential = await credentialOf(FACILITY);
    const versions = Array.from({ length: current }, (_, i) => `${item.caseID}-v${i + 1}`).sort();
    for (const query of [
      `patient=Patient/${item.caseID}-patient`,
      `subject=${item.caseID}-patient`,
      `identifier=https://pathbridge.example/fhir/case|${item.caseID}`,
    ]) {
      const answer = await callAs(credential, `${BASE}/DocumentReference?${query}`);
      expect(answer.status, query).toBe(200);
      const bundle = await json<Bundle>(answer);
      expect(r4Errors(bundle), query).toEqual([]);
      const ids = bundle.entry!.filter((e) => e.search?.mode === 'match').map((e) => e.resource!.id!);
      expect(ids.sort(), query).toEqual(versions);
    }
    const byVersion = await json<Bundle>(
      await callAs(credential, `${BASE}/DocumentReference?identifier=${item.caseID}-v1`),
    );
    expect(byVersion.entry!.map((e) => e.resource!.id)).toEqual([`${item.caseID}-v1`]);

    const report = await json<DiagnosticReport>(
      await callAs(credential, `${BASE}/DiagnosticReport/${item.caseID}`),
    );
    const pdf = report.presentedForm!.find((form) => form.contentType === 'application/pdf')!;
    expect(new URL(pdf.url!).pathname).toBe(`${BASE}/Binary/${item.caseID}-v${current}`);
    const fetched = await callAs(credential, new URL(pdf.url!).pathname);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
  });

  it('lists Binary (read) and DocumentReference (read, search by identifier, patient, subject) in its CapabilityStatement', async () => {
    const statement = await json<CapabilityStatement>(await fetch(`${TEST_API}${BASE}/metadata`));
    const resources = statement.rest![0]!.resource!;
    const binary = resources.find((resource) => resource.type === 'Binary')!;
    expect(binary.interaction).toEqual([{ code: 'read' }]);
    expect(binary.searchParam).toBeUndefined();
    const documents = resources.find((resource) => resource.type === 'DocumentReference')!;
    expect(documents.interaction).toEqual([{ code: 'read' }, { code: 'search-type' }]);
    expect(documents.searchParam!.map((param) => param.name)).toEqual([
      'identifier',
      'patient',
      'subject',
      '_lastUpdated',
      '_count',
      '_offset',
    ]);
    expect(r4Errors(statement)).toEqual([]);
  });
});

describe('the report document’s ids and the Binary read’s format', () => {
  it('names a case and a version by {caseID}-v{version}, and reads it back', () => {
    const caseId = fc.stringMatching(/^[A-Za-z0-9_-]{1,48}$/);
    fc.assert(
      fc.property(caseId, fc.integer({ min: 1, max: 9999 }), (caseID, version) => {
        expect(documentOfId(documentIdOf(caseID, version))).toEqual({ caseID, version });
      }),
    );
    for (const id of ['case-0001', 'case-0001-v0', 'case-0001-v', '-v1x', 'case-0001-v01'])
      expect(documentOfId(id), id).toBeNull();
  });

  it('answers FHIR JSON only when the Accept or _format asks for it', () => {
    expect(wantsBinaryResource(null, null)).toBe(false);
    expect(wantsBinaryResource('*/*', null)).toBe(false);
    expect(wantsBinaryResource('application/pdf', null)).toBe(false);
    expect(wantsBinaryResource('application/fhir+json; fhirVersion=4.0', null)).toBe(true);
    expect(wantsBinaryResource('application/pdf;q=0.9, application/json', null)).toBe(true);
    expect(wantsBinaryResource('*/*', 'json')).toBe(true);
    expect(wantsBinaryResource('application/fhir+json', 'application/pdf')).toBe(false);
  });
});
