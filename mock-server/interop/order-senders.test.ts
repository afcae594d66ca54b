/**
 * Who sent an OML (decision 131), as rules: an IPv4 address is inside a network exactly when their first `prefix`
 * bits agree; a message is a facility's only by its MSH-4 and an address inside its networks, or by MSH-8 where the
 * facility kept the deprecated option on; a registration's MSH-4 is one facility's and its networks parse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inNetworks, ipv4Of, parseNetwork } from './networks';
import { NO_SENDER, SENDER_MESSAGES, senderOf, senderProblems, type RegisteredSender } from './order-senders';

const toNumber = (address: string) =>
  address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
const ipv4 = fc
  .tuple(...Array.from({ length: 4 }, () => fc.integer({ min: 0, max: 255 })))
  .map((o) => o.join('.'));

describe('source networks', () => {
  it('an address is inside a network exactly when their first prefix bits agree', () => {
    fc.assert(
      fc.property(ipv4, ipv4, fc.integer({ min: 0, max: 32 }), (address, base, prefix) => {
        const shift = 2 ** (32 - prefix);
        const same = Math.floor(toNumber(address) / shift) === Math.floor(toNumber(base) / shift);
        expect(inNetworks(address, [`${base}/${prefix}`])).toBe(same);
        expect(inNetworks(`::ffff:${address}`, [`${base}/${prefix}`])).toBe(same);
      }),
    );
  });

  it('a bare address is a /32; what does not parse holds nothing', () => {
    expect(parseNetwork('192.0.2.10')).toEqual({ address: '192.0.2.10', prefix: 32 });
    for (const bad of ['10.0.0/8', '10.0.0.0/33', '10.0.0.256', '10.0.0.0/', '10.0.0.0/8/8', '::1', ''])
      expect(parseNetwork(bad), bad).toBeNull();
    expect(inNetworks('10.0.0.1', ['10.0.0/8'])).toBe(false);
    expect(ipv4Of('::1')).toBeNull();
    expect(inNetworks(undefined, ['0.0.0.0/0'])).toBe(false);
  });
});

const sender = (
  facilityId: string,
  orders: Partial<RegisteredSender['orders']>,
  hash: string | null = null,
) => ({
  facilityId,
  orders: { ...NO_SENDER, ...orders },
  credentialHash: hash,
});

describe('the sender of a message', () => {
  it('is the facility whose MSH-4 and network match, else one taking MSH-8, else none', () => {
    const msh4 = fc.constantFrom('RCH', 'LAKE', '');
    const registration = fc.record({
      sendingFacility: msh4,
      sourceNetworks: fc.array(fc.constantFrom('127.0.0.1', '10.0.0.0/8', '192.0.2.0/24'), { maxLength: 2 }),
      acceptCredentialInMsh8: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.tuple(fc.constantFrom('a', 'b', 'c'), registration, fc.constantFrom('h1', 'h2', null)),
          {
            selector: ([id]) => id,
          },
        ),
        msh4,
        fc.constantFrom('127.0.0.1', '10.1.2.3', '192.0.2.7', '203.0.113.1', undefined),
        fc.constantFrom('h1', 'h2', null),
        (entries, sendingFacility, address, credentialHash) => {
          const senders = entries.map(([id, orders, hash]) => sender(id, orders, hash));
          const found = senderOf({ sendingFacility, address, credentialHash }, senders);
          const byAddress = senders.filter(
            (s) =>
              s.orders.sendingFacility !== '' &&
              s.orders.sendingFacility === sendingFacility &&
              inNetworks(address, s.orders.sourceNetworks),
          );
          const byCredential = senders.filter(
            (s) => credentialHash && s.orders.acceptCredentialInMsh8 && s.credentialHash === credentialHash,
          );
          const allowed = byAddress.length ? byAddress : byCredential;
          if (allowed.length) expect(allowed.map((s) => s.facilityId)).toContain(found);
          else expect(found).toBeNull();
        },
      ),
    );
  });

  it('never by MSH-8 where the option is off, nor by an empty MSH-4', () => {
    const senders = [sender('a', { sendingFacility: '', sourceNetworks: ['0.0.0.0/0'] }, 'h1')];
    expect(senderOf({ sendingFacility: '', address: '127.0.0.1', credentialHash: 'h1' }, senders)).toBeNull();
  });
});

describe('a registration', () => {
  const others = [sender('other', { sendingFacility: 'LAKE', sourceNetworks: ['10.0.0.0/8'] })];
  it('refuses another facility’s MSH-4 and a network that does not parse, naming the field', () => {
    expect(
      senderProblems(
        { sendingFacility: 'LAKE', sourceNetworks: ['10.0.0/8'], acceptCredentialInMsh8: false },
        'mine',
        others,
      ),
    ).toEqual({
      'orders.sendingFacility': [SENDER_MESSAGES.taken('LAKE')],
      'orders.sourceNetworks': [SENDER_MESSAGES.badNetwork('10.0.0/8')],
    });
    expect(
      senderProblems(
        { sendingFacility: 'LAKE', sourceNetworks: ['10.0.0.0/8'], acceptCredentialInMsh8: false },
        'other',
        others,
      ),
    ).toEqual({});
    expect(senderProblems({ ...NO_SENDER, sendingFacility: 'RCH' }, 'mine', others)).toEqual({
      'orders.sourceNetworks': [SENDER_MESSAGES.needsNetwork],
    });
    expect(senderProblems(NO_SENDER, 'mine', others)).toEqual({});
  });
});
