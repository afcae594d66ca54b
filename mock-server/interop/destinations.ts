/**
 * Where a facility's HL7 endpoint may point: the rule, pure. The mock connects to whatever address a facility saves,
 * so an address of the product's own network (loopback, link-local with the cloud's metadata service, private,
 * shared, multicast) would let any facility user reach and probe it; such an address is refused unless an
 * administrator allowed a network holding it, and the product's own ports on this machine are refused always.
 * destination-check.ts gathers the inputs (the setting, this machine, name resolution).
 */
import { BlockList, isIP } from 'node:net';

/** A kind of address no facility may name, with how a refusal says it. */
export interface Range {
  kind: string;
  /** The address's kind in a sentence: "a loopback address". */
  what: string;
  /** Why that stops the results: "results cannot be sent to this machine's own network". */
  why: string;
  list: BlockList;
}

/** What the rule is given besides the address: decided by the setting and the machine (destination-check.ts). */
export interface DestinationRules {
  /** The networks an administrator allowed for interfaces. */
  allowed: BlockList;
  /** This machine's addresses (its network interfaces'); loopback and the unspecified address always count. */
  ownAddresses: BlockList;
  /** The ports the product listens on: never a destination on this machine, whatever is allowed. */
  ownPorts: ReadonlySet<number>;
}

/** A BlockList of CIDRs written as `address/prefix`. */
function blockList(...cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address, prefix] = cidr.split('/') as [string, string];
    list.addSubnet(address, Number(prefix), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

const range = (kind: string, what: string, why: string, ...cidrs: string[]): Range => ({
  kind,
  what,
  why,
  list: blockList(...cidrs),
});

const THIS_MACHINE = "results cannot be sent to this machine's own network";

/**
 * The refused ranges, the first that holds an address naming it. IPv4-mapped IPv6 addresses (::ffff:127.0.0.1)
 * match their IPv4 range in a BlockList; the other IPv6 forms of an IPv4 address are unwrapped first (embedded).
 */
export const RANGES: readonly Range[] = [
  range('loopback', 'a loopback address', THIS_MACHINE, '127.0.0.0/8', '::1/128'),
  range('unspecified', 'the unspecified address', THIS_MACHINE, '0.0.0.0/8', '::/128'),
  range(
    'link-local',
    'a link-local address (where a cloud keeps its metadata service)',
    'results cannot be sent to the network this machine sits on',
    '169.254.0.0/16',
    'fe80::/10',
  ),
  range(
    'private',
    'a private address',
    'results cannot be sent into a private network',
    '10.0.0.0/8',
    '172.16.0.0/12',
    '192.168.0.0/16',
    'fc00::/7',
    'fec0::/10',
  ),
  range(
    'shared',
    'a shared (carrier-grade NAT) address',
    "results cannot be sent into a provider's own network",
    '100.64.0.0/10',
  ),
  range(
    'multicast',
    'a multicast address',
    'results go to one receiver, never a group',
    '224.0.0.0/4',
    'ff00::/8',
  ),
  range(
    'broadcast',
    'a broadcast address',
    'results go to one receiver, never a whole network',
    '255.255.255.255/32',
  ),
  range(
    'reserved',
    'a reserved address',
    'no receiver is reachable there',
    '240.0.0.0/4',
    '192.0.0.0/24',
    '198.18.0.0/15',
  ),
];

/** The IPv6 prefixes that carry an IPv4 address in their last 32 bits; 6to4 carries it in bits 16–47. */
const TRANSLATED = blockList('::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96', '::/96');
const SIX_TO_FOUR = blockList('2002::/16');
const NOT_COMPATIBLE = blockList('::/127');

/** An IPv6 address's eight 16-bit groups, read from its canonical form (the URL standard's: hex, `::` once). */
function groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head, tail] = canonical.split('::');
  const part = (text: string | undefined) =>
    text ? text.split(':').map((group) => parseInt(group, 16)) : [];
  const left = part(head);
  const right = part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dottedQuad = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 address stands for (mapped, translated, NAT64, compatible, 6to4), else null. */
export function embeddedIPv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  if (TRANSLATED.check(address, 'ipv6') && !NOT_COMPATIBLE.check(address, 'ipv6')) {
    const g = groups(address);
    return dottedQuad(g[6]!, g[7]!);
  }
  if (SIX_TO_FOUR.check(address, 'ipv6')) {
    const g = groups(address);
    return dottedQuad(g[1]!, g[2]!);
  }
  return null;
}

type Forms = [string, 'ipv4' | 'ipv6'][];

/** The forms an address (its zone dropped) is judged in: itself, and the IPv4 address it carries if any. */
function formsOf(address: string): Forms {
  const bare = address.split('%')[0]!;
  const v4 = embeddedIPv4(bare);
  const own: [string, 'ipv4' | 'ipv6'] = [bare, isIP(bare) === 4 ? 'ipv4' : 'ipv6'];
  return v4 ? [own, [v4, 'ipv4']] : [own];
}

const holds = (list: BlockList, forms: Forms) => forms.some(([form, family]) => list.check(form, family));
const rangeIn = (forms: Forms) => RANGES.find((r) => holds(r.list, forms)) ?? null;

/** The refused range an address (any IP form) falls in, or null for a public address. */
export const rangeOf = (address: string): Range | null => rangeIn(formsOf(address));

const ADMIN = 'An administrator can allow a network for interfaces.';

/** A host name as a sentence quotes it: cut past 80 characters, so the sentence fits an ACK text (500). */
export const quoted = (host: string) => (host.length > 80 ? `${host.slice(0, 79)}…` : host);

/**
 * Why results may not be sent to `address`:`port` (the address a host name resolved to, `host` the name as the
 * facility wrote it), or null when they may.
 */
export function destinationRefusal(
  address: string,
  port: number,
  rules: DestinationRules,
  host = address,
): string | null {
  const forms = formsOf(address);
  if (!isIP(forms[0]![0])) return `${address} is not an IP address: results cannot be sent there.`;
  // An IPv6 form of an IPv4 address is named with that address, which is what the reader recognises.
  const shown = forms[1] ? `${address} (${forms[1][0]})` : address;
  const subject = host === address ? `${shown} is` : `${quoted(host)} resolves to ${shown},`;
  const machine = rangeIn(forms);
  const onThisMachine =
    machine?.kind === 'loopback' || machine?.kind === 'unspecified' || holds(rules.ownAddresses, forms);
  if (onThisMachine && rules.ownPorts.has(port)) {
    const at =
      host === address ? `${address}:${port} is` : `${quoted(host)}:${port} resolves to ${address}:${port},`;
    return `${at} PathBridge's own service on this machine: results are never sent to PathBridge itself.`;
  }
  if (holds(rules.allowed, forms)) return null;
  if (machine) return `${subject} ${machine.what}: ${machine.why}. ${ADMIN}`;
  if (onThisMachine) return `${subject} an address of this machine: ${THIS_MACHINE}. ${ADMIN}`;
  return null;
}

/** Whether an administrator allowed a network holding `address` (any IP form): http is sent only there. */
export const isAllowedAddress = (address: string, rules: DestinationRules) =>
  holds(rules.allowed, formsOf(address));

/**
 * The allowed networks from a setting's text: CIDRs (or single addresses), comma-separated, empty for none.
 * Throws naming the entry that is not one.
 */
export function parseNetworks(raw: string | undefined, name: string): BlockList {
  const list = new BlockList();
  for (const entry of (raw ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 6 ? 128 : 32;
    const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!family || extra !== undefined || !(bits >= 0 && bits <= max)) {
      throw new Error(
        `${name}: "${entry}" is not a network. Write CIDRs separated by commas, like 10.8.0.0/16, fd00:8::/32.`,
      );
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}
