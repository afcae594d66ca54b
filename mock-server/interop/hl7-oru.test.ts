/** The ORU^R01 of a signed-out case reads back (parsed by @medplum/core) as the report it was made from. */
import { Hl7Message } from '@medplum/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../index';
import { SYNOPTIC_TEMPLATES } from '../reference/synoptic-templates';
import { hl7Escape, hl7Unescape } from './hl7-build';
import { oruMessage } from './hl7-oru';

const receiver = { application: 'LIS', facility: 'RCH' };
const now = new Date('2026-11-27T03:00:00.000Z');

function messageOf(item: ReturnType<typeof db.cases.all>[number]) {
  const built = oruMessage({
    item,
    templates: SYNOPTIC_TEMPLATES,
    controlId: `PB-${item.caseID}-v1`,
    receiver,
    pdfUrl: `http://localhost:3000/final-report/${item.caseID}/pdf?version=1`,
    now,
  })!;
  return Hl7Message.parse(built.toString());
}

const field = (message: Hl7Message, segment: string, index: number, component = 1) =>
  hl7Unescape(message.getSegment(segment)!.getField(index).getComponent(component));

describe('hl7Escape', () => {
  it('round-trips any text, and leaves no delimiter in it', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = hl7Escape(text.replace(/\r\n?/g, '\n'));
        expect(escaped).not.toMatch(/[|^&~\r\n]/);
        expect(hl7Unescape(escaped)).toBe(text.replace(/\r\n?/g, '\n'));
      }),
    );
  });
});

describe('oruMessage', () => {
  it('reads back with the patient, the orders, the diagnosis and the status of every seeded report', () => {
    for (const item of db.cases.all().filter((candidate) => candidate.finalReport)) {
      const message = messageOf(item);
      const report = item.finalReport!;
      expect(message.header.getField(9).toString()).toBe('ORU^R01^ORU_R01');
      expect(field(message, 'MSH', 10)).toBe(`PB-${item.caseID}-v1`);
      expect(field(message, 'MSH', 12)).toBe('2.5.1');
      expect(field(message, 'PID', 5, 1)).toBe(item.patientInfo.lastName);
      expect(field(message, 'PID', 5, 2)).toBe(item.patientInfo.firstName);
      expect(field(message, 'PID', 7)).toBe((item.patientInfo.birthDate ?? '').replaceAll('-', ''));
      expect(field(message, 'OBR', 2)).toBe(item.caseRecordId);
      expect(field(message, 'OBR', 3)).toBe(item.caseID);
      expect(field(message, 'OBR', 25)).toBe(report.addenda.length ? 'C' : 'F');
      const diagnosis = message
        .getAllSegments('OBX')
        .find((obx) => obx.getField(3).getComponent(1) === '22637-3')!;
      expect(hl7Unescape(diagnosis.getField(5).getComponent(1))).toBe(report.primaryDiagnosis);
      const ids = message.getAllSegments('OBX').map((obx) => obx.getField(1).toString());
      expect(ids).toEqual(ids.map((_, index) => String(index + 1)));
    }
  });

  it('carries the structured answers and text with delimiters, amended as a correction', () => {
    const base = db.cases.all().find((item) => item.finalReport && item.type.name === 'surgical')!;
    const report = base.finalReport!;
    const item = {
      ...base,
      patientInfo: { ...base.patientInfo, lastName: "O'Neil|Smith^Jr" },
      finalReport: {
        ...report,
        primaryDiagnosis: 'Invasive carcinoma & DCIS ~ see note\nSecond line \\ end',
        synoptic: {
          templateId: 'breast-core-biopsy',
          templateVersion: 1,
          answers: [
            { itemId: 'histologic-type', value: 'invasive-nst' },
            { itemId: 'invasive-size', value: 12.5 },
            { itemId: 'comment', value: 'HER2 | to follow' },
          ],
        },
        addenda: [
          {
            version: 2,
            reason: 'Receptor studies',
            text: 'ER positive.',
            addedAt: '2026-11-20T10:00:00.000Z',
            addedBy: report.signedOutBy,
            adderCredentials: report.signerCredentials,
            synoptic: null,
          },
        ],
      },
    };
    const message = messageOf(item);
    expect(field(message, 'PID', 5, 1)).toBe("O'Neil|Smith^Jr");
    expect(field(message, 'OBR', 25)).toBe('C');
    const obx = message.getAllSegments('OBX');
    const byCode = (code: string) => obx.find((segment) => segment.getField(3).getComponent(1) === code)!;
    expect(hl7Unescape(byCode('22637-3').getField(5).getComponent(1))).toBe(
      item.finalReport.primaryDiagnosis,
    );
    expect(byCode('histologic-type').getField(2).toString()).toBe('CWE');
    expect(byCode('histologic-type').getField(5).getComponent(1)).toBe('invasive-nst');
    expect(byCode('invasive-size').getField(2).toString()).toBe('NM');
    expect(byCode('invasive-size').getField(5).toString()).toBe('12.5');
    expect(byCode('invasive-size').getField(6).getComponent(1)).toBe('mm');
    expect(hl7Unescape(byCode('comment').getField(5).getComponent(1))).toBe('HER2 | to follow');
    expect(hl7Unescape(byCode('addendum-2').getField(5).getComponent(1))).toBe(
      'Receptor studies\nER positive.',
    );
    expect(obx.every((segment) => segment.getField(11).toString() === 'C')).toBe(true);
  });

  it('as a LIS files it: times with their offset, the interpreter as an NDL, UTF-8 declared for an en dash', () => {
    const base = db.cases.all().find((item) => item.finalReport)!;
    const item = {
      ...base,
      finalReport: { ...base.finalReport!, primaryDiagnosis: 'Adenocarcinoma, pT2 – pN0' },
    };
    const built = oruMessage({
      item,
      templates: SYNOPTIC_TEMPLATES,
      controlId: 'PB00000042',
      receiver,
      pdfUrl: 'http://localhost:3000/report.pdf',
      now,
      signer: { family: 'Okafor', given: 'Maya' },
    })!;
    // Read from the wire's bytes by the character set the message names.
    const bytes = Buffer.from(built.toString(), 'utf8');
    expect(Hl7Message.parse(bytes.toString('latin1')).header.getField(18).toString()).toBe('UNICODE UTF-8');
    const message = Hl7Message.parse(bytes.toString('utf8'));

    expect(field(message, 'MSH', 7)).toBe('20261127030000+0000');
    const signedOut = new Date(item.finalReport.signedOutAt);
    expect(field(message, 'OBR', 22)).toBe(`${signedOut.toISOString().slice(0, 19).replace(/\D/g, '')}+0000`);
    // Subcomponents count from 0 in @medplum/core.
    const interpreter = message.getSegment('OBR')!.getField(32);
    expect([0, 1, 2].map((part) => interpreter.getComponent(1, part))).toEqual([
      item.finalReport.signedOutBy.id,
      'Okafor',
      'Maya',
    ]);
    const diagnosis = message
      .getAllSegments('OBX')
      .find((obx) => obx.getField(3).getComponent(1) === '22637-3')!;
    expect(diagnosis.getField(5).toString()).toBe('Adenocarcinoma, pT2 – pN0');
  });
});
