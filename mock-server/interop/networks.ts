/**
 * IPv4 source networks (decision 131): how a facility's order sender is told from anyone else by the address its
 * connection comes from. Pure rules over node's net.BlockList; nothing here reads the store.
 */
import { BlockList, isIPv4 } from 'node:net';

export interface Ipv4Network {
  address: string;
  prefix: number;
}

/** `192.0.2.10` (a /32) or `10.20.0.0/16` as a network, or null when it is neither. */
export function parseNetwork(text: string): Ipv4Network | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length || !isIPv4(address)) return null;
  if (prefixText === undefined) return { address, prefix: 32 };
  if (!/^\d{1,2}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= 32 ? { address, prefix } : null;
}

/**
 * The IPv4 address a socket's remote address names: IPv4 as it is, an IPv4-mapped IPv6 address (`::ffff:10.0.0.5`,
 * as a dual-stack listener reports IPv4 peers) as its IPv4 part, anything else null.
 */
export function ipv4Of(remote: string | undefined): string | null {
  if (!remote) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remote);
  const address = mapped ? mapped[1]! : remote;
  return isIPv4(address) ? address : null;
}

/** Whether `remote` (a socket's remote address) is inside one of `networks`; a network that does not parse holds nothing. */
export function inNetworks(remote: string | undefined, networks: readonly string[]): boolean {
  const address = ipv4Of(remote);
  if (!address) return false;
  const list = new BlockList();
  for (const text of networks) {
    const network = parseNetwork(text);
    if (network) list.addSubnet(network.address, network.prefix, 'ipv4');
  }
  return list.check(address, 'ipv4');
}
