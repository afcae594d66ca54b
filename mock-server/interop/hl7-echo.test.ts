/**
 * A result in the hospital's own terms, read as its LIS files it: the ORU^R01 of an order that came as an
 * OML^O21 carries the order's PID-3 (assigning authorities and all), its ORC-2 with the namespace, its ordering
 * provider in OBR-16, its PV1, and an SPM per specimen; once the clerk changed the MRN, PathBridge's own PID-3.
 */
import { Hl7Message } from '@medplum/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caseToUpdate } from '../cases/case-index';
import { db } from '../store/db';
import { registerOrderSender } from '../testing/orders';
import { FACILITY, clientFor } from '../testing/test-clients';
import { queueDelivery } from './deliveries';
import { hl7Escape } from './hl7-build';
import { patientIds, placerOf } from './hl7-echo';
import { startListener, type Listener } from './listener';
import { answerOml } from './order-mllp';

const PID3 = 'MRN-7781^^^RCH_ADT&1.2.840.114350&ISO^MR~999-12-3456^^^SSA^SS';
const ORC2 = 'ORD-ECHO-1^RCH_LIS^1.2.840.114350.1.13^ISO';
const PROVIDER = '1234567893^Smith^John^A^^Dr^^^NPI&2.16.840.1.113883.4.6&ISO';
const PV1 = 'PV1|1|O|DERM^204^1^RCH||||1234567893^Smith^John|||||||||||V-5521^^^RCH^VN';

function oml(placer: string) {
  return Hl7Message.parse(
    [
      'MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261127083000+0100||OML^O21^OML_O21|ECHO-1|P|2.5.1',
      `PID|1||${PID3}||Doe^Jane||19700101|F`,
      PV1,
      `ORC|NW|${placer}||||||||||${PROVIDER}`,
      `OBR|1|${placer}||11526-1^Pathology study^LN`,
      'SPM|1|S-1||^Core biopsy||||^Left breast|||||||||20261126',
      'SPM|2|S-2||^Punch biopsy',
    ].join('\r'),
  );
}

let listener: Listener;
beforeAll(async () => {
  listener = await startListener();
});
afterAll(() => listener.stop());

/** fac-001 sends orders as RCH from the loopback and receives results at the listener (each test's store is fresh). */
async function connectFacility() {
  await registerOrderSender(FACILITY, 'RCH');
  const facility = await clientFor(FACILITY);
  const { response } = await facility.PUT('/api/me/facility-account/interfaces', {
    body: {
      hl7: {
        enabled: true,
        host: '127.0.0.1',
        port: listener.port,
        receivingApplication: 'LIS',
        receivingFacility: 'RCH',
      },
    },
  });
  expect(response.status).toBe(200);
}
afterAll(() => listener.stop());

/** The case an OML^O21 of `placer` made, signed out (as the provider's sign-out leaves it), and its ORU. */
async function resultOf(placer: string, changeCase: (draft: Record<string, unknown>) => void = () => {}) {
  await connectFacility();
  const ack = await answerOml(oml(placer), { address: '127.0.0.1' });
  expect(ack.getSegment('MSA')!.getField(1).toString()).toBe('AA');
  const item = db.cases.all().find((candidate) => candidate.placerOrderNumber === placer.split('^')[0])!;
  const signed = db.cases.all().find((candidate) => candidate.finalReport)!.finalReport!;
  await db.cases.update(caseToUpdate(item.caseID), {
    data(draft) {
      draft.status = 'SignOutCompleted';
      draft.finalReport = { ...signed, addenda: [] };
      changeCase(draft as unknown as Record<string, unknown>);
    },
  });
  const before = listener.received.length;
  await queueDelivery(item.caseID, 1);
  await vi.waitFor(() => expect(listener.received.length).toBeGreaterThan(before), { timeout: 5000 });
  // As the LIS reads it: the wire's text, parsed again.
  return Hl7Message.parse(listener.received.at(-1)!.toString());
}

describe('the ORU^R01 of an HL7 order', () => {
  it('echoes PID-3, ORC-2 and OBR-2, the ordering provider and PV1 as the order wrote them, with an SPM per specimen', async () => {
    const oru = await resultOf(ORC2);
    expect(oru.getSegment('PID')!.getField(3).toString()).toBe(PID3);
    expect(oru.getSegment('ORC')!.getField(2).toString()).toBe(ORC2);
    expect(oru.getSegment('OBR')!.getField(2).toString()).toBe(ORC2);
    expect(oru.getSegment('ORC')!.getField(12).toString()).toBe(PROVIDER);
    expect(oru.getSegment('OBR')!.getField(16).toString()).toBe(PROVIDER);
    expect(oru.getSegment('PV1')!.toString()).toBe(PV1);
    expect(oru.segments.map((segment) => segment.name)).toEqual([
      'MSH',
      'PID',
      'PV1',
      'ORC',
      'OBR',
      ...oru.getAllSegments('OBX').map(() => 'OBX'),
      'SPM',
      'SPM',
    ]);
    const spms = oru.getAllSegments('SPM');
    expect(spms.map((spm) => [spm.getComponent(2, 1), spm.getComponent(4, 2)])).toEqual([
      ['S-1', 'Core biopsy'],
      ['S-2', 'Punch biopsy'],
    ]);
    expect([spms[0]!.getComponent(8, 2), spms[0]!.getField(17).toString()]).toEqual([
      'Left breast',
      '20261126',
    ]);
  });

  it('once the clerk changed the MRN, PID-3 is the case’s own and not the order’s', async () => {
    const oru = await resultOf('ORD-ECHO-2^RCH_LIS^1.2.840.114350.1.13^ISO', (draft) => {
      (draft['patientInfo'] as { mrn: string }).mrn = 'MRN-CORRECTED';
    });
    expect(oru.getSegment('PID')!.getField(3).toString()).toBe('MRN-CORRECTED^^^fac-001^MR');
    expect(oru.getSegment('ORC')!.getField(2).toString()).toBe('ORD-ECHO-2^RCH_LIS^1.2.840.114350.1.13^ISO');
  });
});

describe('what is echoed', () => {
  const value = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/);

  it('PID-3 is the order’s exactly when one of its identifiers is still the case’s MRN', () => {
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 3 }), value, (ids, mrn) => {
        const sent = ids.map((id) => `${id}^^^AUTH&1.2.3&ISO^MR`).join('~');
        const echoed = patientIds(
          { patientIds: sent, placer: '', orderingProvider: '', visit: null },
          mrn,
          'fac-1',
        );
        expect(echoed).toBe(ids.includes(mrn) ? sent : `${hl7Escape(mrn)}^^^fac-1^MR`);
      }),
    );
  });

  it('ORC-2 is the order’s exactly when it names the case’s placer number; none without an order', () => {
    fc.assert(
      fc.property(value, value, (sentNumber, caseNumber) => {
        const origin = {
          patientIds: '',
          placer: `${sentNumber}^NS^1.2^ISO`,
          orderingProvider: '',
          visit: null,
        };
        expect(placerOf(origin, caseNumber, 'fac-1')).toBe(
          sentNumber === caseNumber ? origin.placer : `${caseNumber}^fac-1`,
        );
        expect(placerOf(null, caseNumber, 'fac-1')).toBe(`${caseNumber}^fac-1`);
      }),
    );
  });
});
