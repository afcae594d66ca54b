/**
 * Orders in as HL7 OML^O21 over a real MLLP socket (decision 106, change 4): AA naming the draft case, the same
 * placer order number again the same case, AE naming the segment and field of a bad message and nothing created,
 * AR for a message that does not match a facility's registered order sender (MSH-4 and the connection's address;
 * MSH-8's credential only where the deprecated option is on, decision 131).
 */
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCase } from '../cases/case-index';
import { db } from '../store/db';
import { credentialOf, registerOrderSender } from '../testing/orders';
import { SYSTEM_CLIENT_ADDRESS } from '../../contracts/audit';
import { ADMIN, FACILITY, clientFor } from '../testing/test-clients';
import { hl7Escape } from './hl7-build';
import { ordersPort, startOrderListener, type OrderListener } from './order-mllp';

let intake: OrderListener;
beforeAll(async () => {
  intake = await startOrderListener(0);
});
afterAll(() => intake.stop());

let sequence = 0;
/** An OML^O21 from MSH-4 `RCH` (MSH-8 `credential` when given); `change` edits its segments (by name). */
function oml(change: Record<string, string | null> = {}, credential = '') {
  sequence += 1;
  const segments: Record<string, string> = {
    MSH: `MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261127083000|${credential}|OML^O21^OML_O21|MSG${sequence}|P|2.5.1`,
    PID: 'PID|1||MRN-7781^^^RCH^MR||Lindqvist^Sofia||19750302|F',
    ORC: 'ORC|NW|ORD-HL7-0007^RCH',
    TQ1: 'TQ1|1||||||||R',
    OBR: 'OBR|1|ORD-HL7-0007^RCH||cytology^Cytopathology^99PB|||||||||Thyroid nodule \\T\\ cough',
    NTE: 'NTE|1||Prior FNA 2024: benign.',
    SPM: 'SPM|1|FNA-1||FNA^Fine needle aspirate^99PB||||THY^Thyroid, right lobe^99PB|||||||||202611261015',
    ...change,
  };
  const text = Object.values(segments)
    .filter((segment): segment is string => segment !== null)
    .join('\r');
  return Hl7Message.parse(text);
}

async function send(message: Hl7Message) {
  const client = new Hl7Client({ host: '127.0.0.1', port: intake.port });
  try {
    const ack = await client.sendAndWait(message);
    const errors = ack.getAllSegments('ERR').map((err) => ({
      at: err.getField(2).toString(),
      code: err.getComponent(3, 1),
      text: err.getField(8).toString(),
    }));
    return {
      code: ack.getSegment('MSA')!.getField(1).toString(),
      controlId: ack.getSegment('MSA')!.getField(2).toString(),
      text: ack.getSegment('MSA')!.getField(3).toString(),
      errors,
    };
  } finally {
    await client.close();
  }
}

describe('OML^O21 over MLLP', () => {
  it('AA with the draft case; the same placer number again is that case', async () => {
    await registerOrderSender(FACILITY, 'RCH');
    const before = db.cases.count();
    const first = oml();
    const ack = await send(first);
    expect(ack).toMatchObject({ code: 'AA', controlId: first.header.getField(10).toString(), errors: [] });
    const caseID = /draft case (case-[a-f0-9]+) /.exec(ack.text)![1]!;
    // The audit trail's record names the order, its interface and the connection's address.
    const trail = await (
      await clientFor(ADMIN)
    ).GET('/api/admin/audit', { params: { query: { caseId: caseID, pageSize: 10 } } });
    expect(trail.data!.data.items).toContainEqual(
      expect.objectContaining({
        action: 'CaseCreated',
        actor: null,
        clientAddress: SYSTEM_CLIENT_ADDRESS,
        detail: 'draft created: order ORD-HL7-0007 by HL7 v2 from 127.0.0.1',
      }),
    );
    expect(ack.text).toMatch(/^Order received as draft case case-[a-f0-9]+ \([A-Z]+-2026-\d{4}\)\.$/);
    const item = findCase(caseID)!;
    expect(item).toMatchObject({
      status: 'Draft',
      placerOrderNumber: 'ORD-HL7-0007',
      type: { name: 'cytology' },
      priority: 'Routine',
      createdBy: { name: 'Order interface (HL7)' },
      patientInfo: {
        firstName: 'Sofia',
        lastName: 'Lindqvist',
        birthDate: '1975-03-02',
        gender: 'Female',
        mrn: 'MRN-7781',
      },
      clinicalInfo: 'Thyroid nodule & cough\nPrior FNA 2024: benign.',
    });
    expect(item.slides).toMatchObject([
      {
        facilitySpecimenID: 'FNA-1',
        specimenType: 'Fine needle aspirate',
        bodysite: 'Thyroid, right lobe',
        specimenCollectionDate: '2026-11-26',
        collectionTime: '10:15',
      },
    ]);

    const again = await send(oml({ PID: 'PID|1||MRN-0000^^^RCH^MR||Other^Name||19800101|M' }));
    expect(again).toMatchObject({
      code: 'AA',
      text: `This order was already received: case ${caseID} (${item.caseRecordId}).`,
    });
    expect(db.cases.count()).toBe(before + 1);
  });

  it('AE naming the segment and field of each problem, and nothing created', async () => {
    await registerOrderSender(FACILITY, 'RCH');
    const before = db.cases.count();
    const bad = await send(
      oml({
        PID: 'PID|1||MRN-7781||Lindqvist^Sofia||1975-03-02|X',
        ORC: 'ORC|NW',
        OBR: 'OBR|1||||',
      }),
    );
    expect(bad.code).toBe('AE');
    expect(bad.text).toBe('ORC-2: the placer order number is required (ORC-2 or OBR-2).');
    expect(bad.errors).toEqual([
      { at: 'ORC^1^2', code: '101', text: 'ORC-2: the placer order number is required (ORC-2 or OBR-2).' },
      { at: 'PID^1^7', code: '102', text: 'PID-7: the date of birth (YYYYMMDD) is required.' },
      { at: 'PID^1^8', code: '103', text: 'PID-8: the sex must be M, F or O.' },
    ]);
    const noSpecimen = await send(oml({ SPM: null }));
    expect(noSpecimen).toMatchObject({
      code: 'AE',
      errors: [expect.objectContaining({ at: 'SPM^1^0', code: '101' })],
    });
    const wrongType = await send(
      oml({
        MSH: `MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261127083000||ORU^R01^ORU_R01|X1|P|2.5.1`,
      }),
    );
    // A message type the intake does not take is refused whatever it holds: AR, as HL7 has it.
    expect(wrongType).toMatchObject({
      code: 'AR',
      text: hl7Escape('MSH-9: PathBridge takes orders as OML^O21 or ORM^O01, not ORU^R01.'),
      errors: [expect.objectContaining({ at: 'MSH^1^9', code: '200' })],
    });
    expect(db.cases.count()).toBe(before);
  });

  it('AA from the registered MSH-4 and address, without MSH-8; AR from elsewhere, or by MSH-8 alone', async () => {
    const before = db.cases.count();
    await registerOrderSender(FACILITY, 'RCH');
    const ack = await send(oml({ ORC: 'ORC|NW|ORD-SENDER-1^RCH', OBR: 'OBR|1|ORD-SENDER-1^RCH' }));
    expect(ack.code).toBe('AA');
    expect(findCase(/draft case (case-[a-f0-9]+) /.exec(ack.text)![1]!)).toMatchObject({
      placerOrderNumber: 'ORD-SENDER-1',
      facility: { id: db.users.findFirst((q) => q.where({ email: FACILITY }))!.facilityId },
    });

    const refused = {
      code: 'AR',
      text: 'MSH-4 and the connection’s address do not match a facility’s registered order sender.',
      errors: [
        {
          at: 'MSH^1^4',
          code: '204',
          text: 'MSH-4 and the connection’s address do not match a facility’s registered order sender.',
        },
      ],
    };
    // Another MSH-4 from the registered address.
    expect(
      await send(
        oml({ MSH: 'MSH|^~\\&|LIS|OTHER|PathBridge|PathBridge|20261127083000||OML^O21^OML_O21|X2|P|2.5.1' }),
      ),
    ).toMatchObject(refused);
    // The right MSH-4 from an address outside the registered networks (the test connects from the loopback).
    await registerOrderSender(FACILITY, 'RCH', { networks: ['10.20.0.0/16', '192.0.2.10'] });
    expect(await send(oml())).toMatchObject(refused);

    // The facility's current credential in MSH-8: refused while the deprecated option is off, never echoed.
    const credential = await credentialOf(FACILITY);
    const withCredential = await send(oml({}, credential));
    expect(withCredential).toMatchObject(refused);
    expect(JSON.stringify(withCredential)).not.toContain(credential);
    expect(db.cases.count()).toBe(before + 1);

    await registerOrderSender(FACILITY, 'RCH', { networks: ['10.20.0.0/16'], acceptCredentialInMsh8: true });
    const deprecated = await send(
      oml({ ORC: 'ORC|NW|ORD-SENDER-2^RCH', OBR: 'OBR|1|ORD-SENDER-2^RCH' }, credential),
    );
    expect(deprecated.code).toBe('AA');
    // An old credential is no credential, option or not.
    await credentialOf(FACILITY);
    expect(await send(oml({}, credential))).toMatchObject(refused);
    expect(db.cases.count()).toBe(before + 2);
  });

  it('XO changes a draft, CA cancels it; after send-out or for a number never received, AE says why', async () => {
    await registerOrderSender(FACILITY, 'RCH');
    const placer = (number: string) => ({
      ORC: `ORC|NW|${number}^RCH`,
      OBR: `OBR|1|${number}^RCH||cytology^Cytopathology^99PB`,
    });
    const first = await send(oml(placer('ORD-HL7-0100')));
    const caseID = /draft case (case-[a-f0-9]+) /.exec(first.text)![1]!;
    const record = findCase(caseID)!.caseRecordId;
    const before = db.cases.count();

    const changed = await send(
      oml({
        ...placer('ORD-HL7-0100'),
        ORC: 'ORC|XO|ORD-HL7-0100^RCH',
        PID: 'PID|1||MRN-7781^^^RCH^MR||Lindqvist-Berg^Sofia||19750302|F',
        SPM: 'SPM|1|FNA-1||FNA^Core biopsy^99PB||||THY^Thyroid, left lobe^99PB|||||||||202611261015',
      }),
    );
    expect(changed).toMatchObject({
      code: 'AA',
      text: `Order changed: draft case ${caseID} (${record}) was updated.`,
    });
    expect(findCase(caseID)).toMatchObject({
      status: 'Draft',
      patientInfo: { lastName: 'Lindqvist-Berg' },
      slides: [{ specimenType: 'Core biopsy', bodysite: 'Thyroid, left lobe' }],
    });

    const cancel = { ...placer('ORD-HL7-0100'), ORC: 'ORC|CA|ORD-HL7-0100^RCH', SPM: null };
    for (let time = 0; time < 2; time += 1) {
      expect(await send(oml(cancel))).toMatchObject({
        code: 'AA',
        text: `Order cancelled: draft case ${caseID} (${record}) was cancelled.`,
      });
    }
    expect(findCase(caseID)!.status).toBe('Cancelled');
    expect(await send(oml({ ...placer('ORD-HL7-0100'), ORC: 'ORC|XO|ORD-HL7-0100' }))).toEqual(
      expect.objectContaining({
        code: 'AE',
        errors: [
          {
            at: 'ORC^1^1',
            code: '206',
            text: `Case ${record} was cancelled: the order can no longer be changed.`,
          },
        ],
      }),
    );

    // Sent out by the clerk: a cancel is refused, and the case stays as it was.
    const next = await send(oml(placer('ORD-HL7-0101')));
    const sentID = /draft case (case-[a-f0-9]+) /.exec(next.text)![1]!;
    const clerk = await clientFor(FACILITY);
    await clerk.POST('/api/cases/{caseId}/send-out', { params: { path: { caseId: sentID } } });
    const refused = await send(oml({ ...placer('ORD-HL7-0101'), ORC: 'ORC|CA|ORD-HL7-0101' }));
    expect(refused).toMatchObject({
      code: 'AE',
      text: `Case ${findCase(sentID)!.caseRecordId} has been sent out: the order can no longer be cancelled.`,
    });
    expect(findCase(sentID)!.status).toBe('Available');

    const unknown = await send(oml({ ...placer('ORD-NEVER'), ORC: 'ORC|CA|ORD-NEVER' }));
    expect(unknown).toMatchObject({
      code: 'AE',
      errors: [
        {
          at: 'ORC^1^2',
          code: '204',
          text: 'No order of this placer order number was received: there is nothing to be cancelled.',
        },
      ],
    });
    const other = await send(oml({ ...placer('ORD-X'), ORC: 'ORC|SC|ORD-X' }));
    expect(other.errors).toEqual([
      { at: 'ORC^1^1', code: '103', text: 'ORC-1: the order control must be NW, XO or CA, not "SC".' },
    ]);
    expect(db.cases.count()).toBe(before + 1);
  });

  it('is off unless MOCK_HL7_ORDERS_PORT names a port', () => {
    expect(ordersPort({})).toBeNull();
    expect(ordersPort({ MOCK_HL7_ORDERS_PORT: '2576' })).toBe(2576);
    expect(() => ordersPort({ MOCK_HL7_ORDERS_PORT: 'abc' })).toThrow(/MOCK_HL7_ORDERS_PORT must be a port/);
  });
});
