/**
 * Orders as hospitals send them: an ORM^O01 of v2.3 (specimens in OBR-15) as well as an OML^O21, and the
 * acknowledgements a sender asks for in MSH-15 and MSH-16 (enhanced mode), read on a raw socket.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { field, frameOf, rawPeer, type RawPeer } from '../testing/mllp-peer';
import { registerOrderSender } from '../testing/orders';
import { FACILITY } from '../testing/test-clients';
import { acknowledgements, ackRequestOf, type AcceptCode, type ApplicationCode } from './ack-mode';
import { OML_MESSAGES, startOrderListener, type OrderListener } from './order-mllp';

let intake: OrderListener | undefined;
const peers: RawPeer[] = [];
afterEach(async () => {
  for (const peer of peers.splice(0)) peer.socket.destroy();
  await intake?.stop();
  intake = undefined;
});

async function connected() {
  intake = await startOrderListener(0);
  await registerOrderSender(FACILITY, 'RCH');
  const peer = await rawPeer(intake.port);
  peers.push(peer);
  return peer;
}

let sequence = 0;
/** An OML^O21 of a new placer number from MSH-4 `sendingFacility`, asking MSH-15 and MSH-16 as given. */
function oml(controlId: string, msh15 = '', msh16 = '', sendingFacility = 'RCH') {
  sequence += 1;
  const placer = `ORD-ACK-${Date.now()}-${sequence}`;
  const modes = msh15 || msh16 ? `|||${msh15}|${msh16}` : '';
  return [
    `MSH|^~\\&|LIS|${sendingFacility}|PathBridge|PathBridge|20261127083000+0100||OML^O21^OML_O21|${controlId}|P|2.5.1${modes}`,
    'PID|1||MRN-1^^^RCH^MR||Doe^Jane||19700101|F',
    `ORC|NW|${placer}`,
    `OBR|1|${placer}`,
    'SPM|1|S-1||CORE^Core biopsy^99PB',
  ].join('\r');
}

const msa = (ack: string) => [field(ack, 'MSA', 1), field(ack, 'MSA', 2)];

describe('ORM^O01', () => {
  it('a v2.3 ORM with two OBRs is a case of two specimens, from OBR-15, with ORC-7’s priority', async () => {
    const peer = await connected();
    const placer = `ORM-${Date.now()}`;
    const orm = [
      `MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261127083000+0100||ORM^O01|ORM-1|P|2.3`,
      'PID|1||MRN-9^^^RCH^MR||Berg^Ola||19600101|M',
      `ORC|NW|${placer}^RCH_LIS|||||^^^^^S`,
      `OBR|1|${placer}^RCH_LIS||88305^Surgical pathology^C4|||202611260930||||||||BX&Core biopsy&HL70070^^^LLL&Left lower lobe`,
      `OBR|2|${placer}^RCH_LIS||88305^Surgical pathology^C4|||202611260945||||||||BX&Bronchial brushing&HL70070`,
    ].join('\r');
    peer.socket.write(frameOf(orm));
    const [ack] = await peer.waitForFrames(1);
    expect(msa(ack!)).toEqual(['AA', 'ORM-1']);
    expect(field(ack!, 'MSH', 8)).toBe('ACK^O01^ACK');
    const item = db.cases.all().find((candidate) => candidate.placerOrderNumber === placer)!;
    expect(item.priority).toBe('STAT');
    expect(
      item.slides.map((each) => [
        each.specimenType,
        each.bodysite,
        each.specimenCollectionDate,
        each.collectionTime,
      ]),
    ).toEqual([
      ['Core biopsy', 'Left lower lobe', '2026-11-26', '09:30'],
      ['Bronchial brushing', null, '2026-11-26', '09:45'],
    ]);
  });
});

describe('enhanced acknowledgement (MSH-15, MSH-16)', () => {
  it('AL and AL: an accept ACK (CA), then the application’s (AA), on the same connection', async () => {
    const peer = await connected();
    peer.socket.write(frameOf(oml('ENH-1', 'AL', 'AL')));
    const acks = await peer.waitForFrames(2);
    expect(acks.map(msa)).toEqual([
      ['CA', 'ENH-1'],
      ['AA', 'ENH-1'],
    ]);
    expect(field(acks[0]!, 'MSA', 3)).toBe(OML_MESSAGES.accepted);
  });

  it('NE and ER: nothing for an order taken; AL and NE: the accept ACK alone; an unknown sender: CR and no more', async () => {
    const peer = await connected();
    peer.socket.write(
      Buffer.concat([
        frameOf(oml('ENH-2', 'NE', 'ER')),
        frameOf(oml('ENH-3', 'AL', 'NE')),
        frameOf(oml('ENH-4', 'AL', 'AL', 'NOBODY')),
      ]),
    );
    const acks = await peer.waitForFrames(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(peer.frames().map(msa)).toEqual([
      ['CA', 'ENH-3'],
      ['CR', 'ENH-4'],
    ]);
    expect(field(acks[1]!, 'MSA', 3)).toBe(OML_MESSAGES.unknownSender);
  });
});

describe('acknowledgements', () => {
  const condition = fc.constantFrom('', 'AL', 'NE', 'ER', 'SU');
  const accept = fc.constantFrom<AcceptCode>('CA', 'CE', 'CR');
  const application = fc.constantFrom<ApplicationCode>('AA', 'AE', 'AR');

  it('original mode answers once; enhanced mode sends the application’s answer only after a CA, each as asked', () => {
    fc.assert(
      fc.property(condition, condition, accept, application, (msh15, msh16, accepted, applied) => {
        const sent = acknowledgements(
          ackRequestOf(msh15, msh16),
          accepted,
          accepted === 'CA' ? applied : null,
        );
        if (!msh15 && !msh16) {
          expect(sent).toEqual([accepted === 'CA' ? applied : 'AR']);
          return;
        }
        const asked = (value: string, success: boolean) =>
          value === 'AL' || value === '' || (value === 'ER' && !success) || (value === 'SU' && success);
        expect(sent.includes(accepted)).toBe(asked(msh15, accepted === 'CA'));
        expect(sent.includes(applied)).toBe(accepted === 'CA' && asked(msh16, applied === 'AA'));
        expect(sent.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
