/**
 * A facility's HL7 endpoint (or FHIR server's URL, checkUrlDestination) checked before anything connects to it: the name resolved once, every address it
 * resolves to judged by the rule (destinations.ts) with this mock's setting, machine and ports, and the address
 * that was judged handed back to connect to. Connecting by name would resolve it again, and a name that answers
 * a public address to the check and a private one a moment later (DNS rebinding) would get through.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import { DEFAULT_PUBLIC_URL } from '../notifications/public-url';
import {
  destinationRefusal,
  isAllowedAddress,
  parseNetworks,
  quoted,
  type DestinationRules,
} from './destinations';

type Env = Readonly<Record<string, string | undefined>>;

/** The setting that allows networks for interfaces (docs/configuration.md). */
export const ALLOWED_NETWORKS_SETTING = 'MOCK_INTERFACE_ALLOWED_NETWORKS';

let parsed: { raw: string; list: BlockList } | null = null;

/** The networks MOCK_INTERFACE_ALLOWED_NETWORKS allows (none by default). Throws when it is malformed. */
export function allowedNetworks(env: Env = process.env): BlockList {
  const raw = env[ALLOWED_NETWORKS_SETTING] ?? '';
  if (parsed?.raw !== raw) parsed = { raw, list: parseNetworks(raw, ALLOWED_NETWORKS_SETTING) };
  return parsed.list;
}

/** The port an origin's URL listens on: its own, else its scheme's. */
function portOf(origin: string): number | null {
  try {
    const url = new URL(origin);
    return Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  } catch {
    return null;
  }
}

/** The ports the product listens on: the mock's (MOCK_PORT), its HL7 order intake's, the app's (PUBLIC_URL, APP_ORIGINS). */
export function ownPorts(env: Env = process.env): Set<number> {
  // Read plainly: a setting that is no whole number names no port here.
  const ports = new Set(
    [env['MOCK_PORT'] ?? '4010', env['MOCK_HL7_ORDERS_PORT'] ?? ''].map(Number).filter(Number.isInteger),
  );
  ports.delete(0);
  const origins = [env['PUBLIC_URL']?.trim() || DEFAULT_PUBLIC_URL, ...(env['APP_ORIGINS'] ?? '').split(',')];
  for (const origin of origins) {
    const port = origin.trim() && portOf(origin.trim());
    if (port) ports.add(port);
  }
  return ports;
}

/** This machine's addresses: its network interfaces', and the one the mock listens on when it names one. */
function ownAddresses(env: Env): BlockList {
  const list = new BlockList();
  for (const address of Object.values(networkInterfaces()).flatMap((items) => items ?? [])) {
    list.addAddress(address.address.split('%')[0]!, address.family === 'IPv6' ? 'ipv6' : 'ipv4');
  }
  const host = env['MOCK_HOST'];
  if (host && isIP(host)) list.addAddress(host, isIP(host) === 6 ? 'ipv6' : 'ipv4');
  return list;
}

/** The rule's inputs as this mock has them now (the setting read again, so a test may change it). */
export function destinationRules(env: Env = process.env): DestinationRules {
  return { allowed: allowedNetworks(env), ownAddresses: ownAddresses(env), ownPorts: ownPorts(env) };
}

/** The address to connect to, or why none: a refusal, or a name that resolves to nothing. */
export type Destination = { address: string } | { refusal: string };

type Lookup = (host: string) => Promise<{ address: string }[]>;
const systemLookup: Lookup = (host) => dns.promises.lookup(host, { all: true });

/**
 * Resolves `host` within `timeoutMs` and judges every address it gives: refused if any is (a name with one
 * private address among public ones would reach it on some attempts), else the first address, to connect to.
 */
export async function checkDestination(
  host: string,
  port: number,
  options: { timeoutMs?: number; rules?: DestinationRules; lookup?: Lookup } = {},
): Promise<Destination> {
  const { timeoutMs = 5000, rules = destinationRules(), lookup = systemLookup } = options;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const found = await Promise.race([lookup(host), late])
    .catch((error: NodeJS.ErrnoException) => error)
    .finally(() => clearTimeout(timer));
  if (found === 'late')
    return { refusal: `${quoted(host)} did not resolve within ${timeoutMs / 1000} seconds.` };
  if (found instanceof Error || found.length === 0) {
    const reason = found instanceof Error ? ` (${found.code ?? found.message.slice(0, 100)})` : '';
    return { refusal: `${quoted(host)} does not resolve to an address${reason}: check the host name.` };
  }
  for (const { address } of found) {
    const refusal = destinationRefusal(address, port, rules, host);
    if (refusal) return { refusal };
  }
  return { address: found[0]!.address };
}

/** A URL's destination: the checked address to connect to, with the URL's host name (for TLS and Host), or why not. */
export type UrlDestination = { address: string; url: URL } | { refusal: string };

/**
 * A FHIR server's base URL judged as an HL7 host is (the same rule, the same resolution), and more that a URL can
 * say: https only, http to an allowed network alone (a token and a patient's results in the clear cross no other
 * network), and no user name or password in it (they would be sent, and shown, with the address).
 */
export async function checkUrlDestination(
  text: string,
  options: { timeoutMs?: number; rules?: DestinationRules; lookup?: Lookup } = {},
): Promise<UrlDestination> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { refusal: `${quoted(text)} is not a URL: write it as https://fhir.example.org/R4.` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { refusal: `${quoted(text)} is not an http or https URL: results are sent over https.` };
  if (url.username || url.password)
    return { refusal: 'A URL with a user name or password is refused: set a bearer token instead.' };
  const rules = options.rules ?? destinationRules();
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const found = await checkDestination(host, port, { ...options, rules });
  if ('refusal' in found) return found;
  if (url.protocol === 'http:' && !isAllowedAddress(found.address, rules))
    return {
      refusal: `Use https: ${quoted(url.host)} is outside the networks an administrator allowed for interfaces, where results are never sent in the clear.`,
    };
  return { address: found.address, url };
}

/** A connection's lookup answering the address already checked, so the name is not resolved a second time. */
const pinned =
  (address: string): LookupFunction =>
  (_host, options, callback) => {
    const family = isIP(address);
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * A request to the address `checkUrlDestination` judged, on a connection of its own (a pooled one could be to
 * another address), the URL's host name kept for TLS and Host.
 */
export function requestToChecked(destination: { address: string; url: URL }, options: http.RequestOptions) {
  const client = destination.url.protocol === 'https:' ? https : http;
  return client.request(destination.url, { ...options, agent: false, lookup: pinned(destination.address) });
}
