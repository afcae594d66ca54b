/**
 * The rule of where an HL7 endpoint may point, on its own: the refused ranges against an oracle written here in
 * plain integer arithmetic, the allowed networks, the IPv6 forms of an IPv4 address, the product's own ports.
 */
import { BlockList } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  destinationRefusal,
  embeddedIPv4,
  parseNetworks,
  rangeOf,
  type DestinationRules,
} from './destinations';

const rules = (allowed = '', ownPorts: number[] = [4010]): DestinationRules => ({
  allowed: parseNetworks(allowed, 'TEST'),
  ownAddresses: new BlockList(),
  ownPorts: new Set(ownPorts),
});

const toInt = (address: string) => address.split('.').reduce((n, byte) => n * 256 + Number(byte), 0);
/** Whether an IPv4 address is inside a CIDR: the same prefix after dropping the host bits. */
const inside = (address: string, cidr: string) => {
  const [base, bits] = cidr.split('/') as [string, string];
  const size = 2 ** (32 - Number(bits));
  return Math.floor(toInt(address) / size) === Math.floor(toInt(base) / size);
};
const REFUSED_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/4',
  '240.0.0.0/4',
];

const byte = fc.integer({ min: 0, max: 255 });
const hex = (high: number, low: number) => (high * 256 + low).toString(16);
/** An IPv4 address and its bytes. */
const ipv4 = fc.tuple(byte, byte, byte, byte).map((bytes) => ({ bytes, address: bytes.join('.') }));
const port = fc.integer({ min: 1, max: 65535 }).filter((p) => p !== 4010);

describe('destinationRefusal', () => {
  it('refuses exactly the loopback, private, link-local, shared, multicast and reserved IPv4 ranges', () => {
    fc.assert(
      fc.property(ipv4, port, ({ address }, p) => {
        const refused = destinationRefusal(address, p, rules()) !== null;
        expect(refused).toBe(REFUSED_V4.some((cidr) => inside(address, cidr)));
      }),
      { numRuns: 1000 },
    );
  });

  it('a public address is never refused by the ranges', () => {
    const publicAddress = ipv4.filter(({ address }) => !REFUSED_V4.some((cidr) => inside(address, cidr)));
    fc.assert(
      fc.property(publicAddress, port, ({ address }, p) => destinationRefusal(address, p, rules()) === null),
    );
    for (const address of [
      '8.8.8.8',
      '93.184.215.14',
      '2606:4700::1111',
      '2001:4860:4860::8888',
      '::ffff:1.1.1.1',
    ])
      expect(destinationRefusal(address, 2575, rules())).toBeNull();
  });

  it('every address inside 10/8 is refused unless a network holding it is allowed', () => {
    const networks = [
      '10.0.0.0/8',
      '10.0.0.0/7',
      '8.0.0.0/5',
      '0.0.0.0/0',
      '10.1.0.0/16',
      '10.200.3.0/24',
      '192.168.0.0/16',
    ];
    const ten = fc.tuple(byte, byte, byte).map((bytes) => `10.${bytes.join('.')}`);
    fc.assert(
      fc.property(ten, fc.subarray(networks), port, (address, allowed, p) => {
        const refused = destinationRefusal(address, p, rules(allowed.join(','))) !== null;
        expect(refused).toBe(!allowed.some((cidr) => inside(address, cidr)));
      }),
      { numRuns: 1000 },
    );
  });

  it('the IPv6 forms of an IPv4 address (mapped, translated, NAT64, compatible, 6to4) are judged as that address', () => {
    fc.assert(
      fc.property(ipv4, ({ bytes: [a, b, c, d], address }) => {
        const v6 = hex(a, b) + ':' + hex(c, d);
        const forms = [
          `::ffff:${address}`,
          `::ffff:${v6}`,
          `::ffff:0:${address}`,
          `64:ff9b::${v6}`,
          `2002:${v6}::1`,
          ...(a === 0 && b === 0 && c === 0 && d <= 1 ? [] : [`::${address}`]),
        ];
        for (const form of forms) {
          expect(embeddedIPv4(form)).toBe(address);
          expect(rangeOf(form)?.kind).toBe(rangeOf(address)?.kind);
        }
      }),
      { numRuns: 300 },
    );
    expect(destinationRefusal('::ffff:127.0.0.1', 2575, rules())).toBe(
      "::ffff:127.0.0.1 (127.0.0.1) is a loopback address: results cannot be sent to this machine's own network. An administrator can allow a network for interfaces.",
    );
  });

  it('names IPv6 loopback, unspecified, link-local (with a zone), unique-local and multicast addresses', () => {
    const kinds = ['::1', '::', 'fe80::1%eth0', 'fd12:3456::1', 'ff02::1'].map((a) => rangeOf(a)?.kind);
    expect(kinds).toEqual(['loopback', 'unspecified', 'link-local', 'private', 'multicast']);
    expect(destinationRefusal('fd12:3456::1', 2575, rules('fd00::/8'))).toBeNull();
  });

  it('says why, naming the host as written when it was a name', () => {
    expect(destinationRefusal('169.254.169.254', 80, rules())).toBe(
      '169.254.169.254 is a link-local address (where a cloud keeps its metadata service): results cannot be sent to the network this machine sits on. An administrator can allow a network for interfaces.',
    );
    expect(destinationRefusal('127.0.0.1', 2575, rules(), 'localhost')).toBe(
      "localhost resolves to 127.0.0.1, a loopback address: results cannot be sent to this machine's own network. An administrator can allow a network for interfaces.",
    );
    expect(destinationRefusal('not-an-address', 2575, rules())).toMatch(/is not an IP address/);
    // The longest host the contract takes still leaves a sentence that fits an ACK text.
    const long = `${'a'.repeat(61)}.`.repeat(4).slice(0, 253);
    for (const [address, p] of [
      ['::ffff:169.254.169.254', 2575],
      ['127.0.0.1', 4010],
    ] as const) {
      expect(destinationRefusal(address, p, rules(), long)!.length).toBeLessThanOrEqual(500);
    }
  });

  it("the product's own ports on this machine stay refused whatever network is allowed", () => {
    const everything = rules('0.0.0.0/0,::/0', [4010, 3000, 2576]);
    const own = fc.constantFrom(4010, 3000, 2576);
    const loopback = fc.tuple(byte, byte, byte).map((bytes) => `127.${bytes.join('.')}`);
    const thisMachine = fc.oneof(loopback, fc.constantFrom('::1', '0.0.0.0', '::', '::ffff:127.0.0.1'));
    fc.assert(
      fc.property(thisMachine, own, (address, p) => {
        expect(destinationRefusal(address, p, everything)).toMatch(
          /PathBridge's own service on this machine/,
        );
      }),
    );
    expect(destinationRefusal('127.0.0.1', 2575, everything)).toBeNull();
    // An address of one of the machine's interfaces counts as the machine: refused on any port unless allowed.
    const ownAddresses = new BlockList();
    ownAddresses.addAddress('203.0.113.7');
    const machine = { ...rules('', [4010]), ownAddresses };
    expect(destinationRefusal('203.0.113.7', 2575, machine)).toMatch(/an address of this machine/);
    expect(destinationRefusal('203.0.113.7', 4010, machine)).toBe(
      "203.0.113.7:4010 is PathBridge's own service on this machine: results are never sent to PathBridge itself.",
    );
    expect(
      destinationRefusal('203.0.113.7', 2575, { ...machine, allowed: parseNetworks('203.0.113.0/24', 'T') }),
    ).toBeNull();
  });
});

describe('parseNetworks', () => {
  it('reads CIDRs and single addresses, comma-separated, and allows nothing when empty', () => {
    const list = parseNetworks(' 10.8.0.0/16, fd00:8::/32 ,192.0.2.7,', 'TEST');
    expect(list.check('10.8.200.1')).toBe(true);
    expect(list.check('10.9.0.1')).toBe(false);
    expect(list.check('fd00:8::1', 'ipv6')).toBe(true);
    expect(list.check('192.0.2.7')).toBe(true);
    expect(list.check('192.0.2.8')).toBe(false);
    expect(parseNetworks('', 'TEST').check('10.0.0.1')).toBe(false);
    expect(parseNetworks(undefined, 'TEST').check('10.0.0.1')).toBe(false);
  });

  it('refuses what is not a network, naming the setting and the entry', () => {
    for (const entry of [
      'banana',
      '10.0.0.0/33',
      '10.0.0/8',
      '10.0.0.0/8/1',
      'fd00::/129',
      '10.0.0.0/',
      '10.0.0.0/-1',
    ]) {
      expect(() => parseNetworks(`10.1.0.0/16,${entry}`, 'MOCK_INTERFACE_ALLOWED_NETWORKS')).toThrow(
        `MOCK_INTERFACE_ALLOWED_NETWORKS: "${entry}" is not a network. Write CIDRs separated by commas, like 10.8.0.0/16, fd00:8::/32.`,
      );
    }
  });
});
