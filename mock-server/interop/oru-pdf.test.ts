/**
 * The report's PDF in the ORU^R01 as the hospital's LIS reads it (decision 136): the RP OBX's link is the FHIR
 * Binary, which the facility's own credential reads (no browser session, no login page); with embedReportPdf the
 * message carries the PDF itself in an ED OBX, whose base64 needs no HL7 escaping; too large a PDF is left out.
 */
import { Hl7Message } from '@medplum/core';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../index';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import { callAs, credentialOf } from '../testing/orders';
import { FACILITY, PROVIDER, TEST_API, clientFor } from '../testing/test-clients';
import { embeddedPdfValue, oruMessage } from './hl7-oru';
import { startListener, type Listener } from './listener';

let listener: Listener;
beforeAll(async () => {
  process.env.MOCK_HL7_ACK_TIMEOUT_MS = '500';
  process.env.FHIR_PUBLIC_URL = `${TEST_API}/fhir/R4`;
  listener = await startListener();
});
afterAll(async () => {
  delete process.env.MOCK_HL7_ACK_TIMEOUT_MS;
  delete process.env.FHIR_PUBLIC_URL;
  await listener.stop();
});

/** Saves fac-001's endpoint (the listener's) with `embedReportPdf`, signs out one of its cases: the ORU received. */
async function oruOfSignOut(embedReportPdf?: boolean) {
  const facility = await clientFor(FACILITY);
  const saved = await facility.PUT('/api/me/facility-account/interfaces', {
    body: {
      hl7: {
        enabled: true,
        host: '127.0.0.1',
        port: listener.port,
        receivingApplication: 'LIS',
        receivingFacility: 'RCH',
        ...(embedReportPdf === undefined ? {} : { embedReportPdf }),
      },
    },
  });
  expect(saved.response.status).toBe(200);
  expect(saved.data!.data.hl7.embedReportPdf ?? false).toBe(embedReportPdf ?? false);
  const item = db.cases
    .all()
    .find(
      (c) =>
        c.status === 'Assigned' && c.assignedProvider?.id === 'usr-provider' && c.facility.id === 'fac-001',
    )!;
  const before = listener.received.length;
  const provider = await clientFor(PROVIDER);
  const signed = await provider.POST('/api/cases/{caseId}/sign-out', {
    params: { path: { caseId: item.caseID } },
    body: { primaryDiagnosis: 'Tubular adenoma.' },
  });
  expect(signed.response.status).toBe(200);
  await vi.waitFor(() => expect(listener.received.length).toBeGreaterThan(before), { timeout: 10_000 });
  // As the LIS has it: the bytes off the wire, parsed again.
  const message = Hl7Message.parse(listener.received.at(-1)!.toString());
  return { item, message };
}

const obx = (message: Hl7Message, type: string) =>
  message.getAllSegments('OBX').filter((segment) => segment.getField(2).toString() === type);

describe('the report PDF in the ORU^R01', () => {
  it('points the RP OBX at the FHIR Binary, which the facility’s credential reads as the PDF; no ED by default', async () => {
    const { item, message } = await oruOfSignOut();
    const [pointer] = obx(message, 'RP');
    const url = pointer!.getField(5).getComponent(1);
    expect(url).toBe(`${TEST_API}/fhir/R4/Binary/${item.caseID}-v1`);
    expect(pointer!.getField(5).getComponent(3)).toBe('application');
    expect(pointer!.getField(5).getComponent(4)).toBe('pdf');
    expect(obx(message, 'ED')).toEqual([]);

    const credential = await credentialOf(FACILITY);
    const answer = await callAs(credential, new URL(url).pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await answer.arrayBuffer()));
    const recordId = db.cases.findFirst((q) => q.where({ caseID: item.caseID }))!.caseRecordId;
    expect(pdf.getTitle()).toBe(`Final report ${recordId}, version 1`);
    // Without a credential the link is refused as FHIR refuses, never a login page.
    const anonymous = await fetch(url, { redirect: 'manual' });
    expect(anonymous.status).toBe(401);
  });

  it('carries the PDF in an ED OBX when the facility asks: ^AP^PDF^Base64^ and the Binary’s own bytes', async () => {
    const { item, message } = await oruOfSignOut(true);
    const [embedded] = obx(message, 'ED');
    expect(embedded).toBeDefined();
    const value = embedded!.getField(5);
    expect([1, 2, 3, 4].map((n) => value.getComponent(n))).toEqual(['', 'AP', 'PDF', 'Base64']);
    expect(embedded!.getField(3).getComponent(1)).toBe('report-pdf');
    expect(embedded!.getField(11).toString()).toBe('F');
    const bytes = Buffer.from(value.getComponent(5), 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const credential = await credentialOf(FACILITY);
    const binary = await callAs(credential, `/fhir/R4/Binary/${item.caseID}-v1`);
    expect(bytes.equals(Buffer.from(await binary.arrayBuffer()))).toBe(true);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    const ids = message.getAllSegments('OBX').map((segment) => segment.getField(1).toString());
    expect(ids).toEqual(ids.map((_, index) => String(index + 1)));
  });
});

describe('embeddedPdfValue', () => {
  it('is the ED components with base64 data that holds no delimiter, and reads back to the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        const value = embeddedPdfValue(bytes, 4096)!;
        const [source, type, subtype, encoding, data, ...rest] = value.split('^');
        expect([source, type, subtype, encoding, rest]).toEqual(['', 'AP', 'PDF', 'Base64', []]);
        expect(data).not.toMatch(/[|^~\\&\r\n]/);
        expect(Buffer.from(data!, 'base64').equals(Buffer.from(bytes))).toBe(true);
      }),
    );
  });

  it('leaves a PDF past the bound out of the message (the RP OBX still points at it)', () => {
    const item = db.cases.all().find((candidate) => candidate.finalReport)!;
    const pdf = new Uint8Array(2000).fill(37);
    const build = (maxEmbeddedBytes: number) =>
      Hl7Message.parse(
        oruMessage({
          item,
          templates: SYNOPTIC_TEMPLATES,
          controlId: 'PB-1',
          receiver: { application: 'LIS', facility: 'RCH' },
          pdfUrl: `${TEST_API}/fhir/R4/Binary/${item.caseID}-v1`,
          pdf,
          maxEmbeddedBytes,
          now: new Date('2026-11-28T10:00:00Z'),
        })!.toString(),
      );
    expect(obx(build(2000), 'ED')).toHaveLength(1);
    expect(embeddedPdfValue(pdf, 1999)).toBeNull();
    expect(obx(build(1999), 'ED')).toEqual([]);
    expect(obx(build(1999), 'RP')).toHaveLength(1);
  });
});
