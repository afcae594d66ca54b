/**
 * What every message PathBridge writes has in common, read as a receiving system reads it: the wire's text parsed
 * again, a time read with its offset, the character set taken from MSH-18.
 */
import { Hl7Message } from '@medplum/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ackControlId, ackOf, hl7Message, hl7Time, UTF8 } from './hl7-build';

/** An HL7 DTM as a receiver reads it: to the second, with its offset (none: the receiver's own local time). */
function instantOf(dtm: string): number | 'no offset' {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.\d+)?([+-]\d{2})(\d{2})$/.exec(dtm);
  if (!match) return 'no offset';
  const [, y, mo, d, h, mi, s, zoneHours, zoneMinutes] = match;
  const offset = Number(zoneHours) * 60 + Math.sign(Number(zoneHours)) * Number(zoneMinutes);
  return Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!) - offset * 60_000;
}

const header = {
  sender: { application: 'PathBridge', facility: 'PathBridge' },
  receiver: { application: 'LIS', facility: 'RCH' },
  type: 'ORU^R01^ORU_R01',
  controlId: 'PB00000001',
  processingId: 'P',
};

describe('hl7Time', () => {
  it('is the instant to the second, with its UTC offset', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (at) => {
          expect(instantOf(hl7Time(at))).toBe(Math.floor(at.getTime() / 1000) * 1000);
        },
      ),
    );
  });
});

describe('hl7Message', () => {
  it('names UTF-8 in MSH-18 exactly when a field holds more than ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        const clean = text.replace(/[|^~\\&\r\n]/g, '');
        const sent = hl7Message({ ...header, at: new Date() }, [['NTE', '1', '', clean]]).toString();
        const read = Hl7Message.parse(sent);
        // eslint-disable-next-line no-control-regex
        expect(read.header.getField(18)?.toString() ?? '').toBe(/^[\x00-\x7f]*$/.test(clean) ? '' : UTF8);
        expect(read.getSegment('NTE')!.getField(3).toString()).toBe(clean);
      }),
    );
  });

  it('an en dash in a report arrives as one, read by the charset MSH-18 names', () => {
    const sent = hl7Message({ ...header, at: new Date() }, [['NTE', '1', '', 'T2 – N0']]).toString();
    const bytes = Buffer.from(sent, 'utf8');
    const declared = Hl7Message.parse(bytes.toString('latin1')).header.getField(18).toString();
    expect(declared).toBe('UNICODE UTF-8');
    expect(Hl7Message.parse(bytes.toString('utf8')).getSegment('NTE')!.getField(3).toString()).toBe(
      'T2 – N0',
    );
  });
});

describe('ackOf', () => {
  it('fits MSH-10 in 20 characters and names the acknowledged message in MSA-2, however long its id', () => {
    const controlId = 'X'.repeat(20);
    const message = Hl7Message.parse(
      `MSH|^~\\&|LIS^1.2.3^ISO|RCH|PathBridge|PathBridge|20261127083000+0100||OML^O21^OML_O21|${controlId}|P|2.5.1`,
    );
    const ack = Hl7Message.parse(
      ackOf(message.header, { code: 'AA', text: 'Filed', at: new Date() }).toString(),
    );
    expect(ack.header.getField(10).toString().length).toBeLessThanOrEqual(20);
    expect(ack.getSegment('MSA')!.getField(2).toString()).toBe(controlId);
    expect(ack.header.getField(5).toString()).toBe('LIS^1.2.3^ISO');
    expect(ack.header.getField(9).toString()).toBe('ACK^O21^ACK');
    expect(instantOf(ack.header.getField(7).toString())).not.toBe('no offset');
  });

  it('gives every ACK a control id of its own', () => {
    const at = new Date();
    const ids = Array.from({ length: 5000 }, () => ackControlId(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids.map((id) => id.length))).toBeLessThanOrEqual(20);
  });
});
