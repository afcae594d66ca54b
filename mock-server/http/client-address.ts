/**
 * Who is asking, for the per-client rate limits (./rate-limit.ts): the connection's own address, and the
 * X-Forwarded-For chain only when the mock is told to trust the proxy in front of it (MOCK_TRUST_PROXY):
 *
 *   unset, `false`, `0`   the socket address; X-Forwarded-For is ignored (default)
 *   `loopback`            trust a proxy on this machine (127.0.0.0/8, ::1): what `npm start` and the e2e servers
 *                         set, the app being the proxy that forwards the browser's address
 *   `a.b.c.d, …`          trust these proxy addresses
 *   `true`, `all`         trust any peer (only behind a proxy that overwrites the header)
 *
 * With trust, the client is the right-most address of the chain that is not itself a trusted proxy, as express's
 * `trust proxy` does: a client cannot name another address by writing the header itself, because every hop it
 * passes through appends what it saw. The HTTP app (./app.ts) works it out once per request and hands it to the
 * handlers in the CLIENT_ADDRESS_HEADER, overwriting whatever the caller sent under that name.
 */
import type { IncomingMessage } from 'node:http';

export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

/** The client's address the HTTP app worked out for a request a handler is answering; null when not known. */
export const requestAddress = (request: Request): string | null => request.headers.get(CLIENT_ADDRESS_HEADER);

export type ProxyTrust = 'none' | 'all' | ((address: string) => boolean);

const bare = (address: string) => address.trim().replace(/^::ffff:/, '');
const isLoopback = (address: string) => {
  const a = bare(address);
  return a === '::1' || a.startsWith('127.');
};

/** MOCK_TRUST_PROXY read as a trust rule. */
export function proxyTrust(setting = process.env.MOCK_TRUST_PROXY): ProxyTrust {
  const value = (setting ?? '').trim().toLowerCase();
  if (!value || value === 'false' || value === '0' || value === 'none') return 'none';
  if (value === 'true' || value === '1' || value === 'all') return 'all';
  const rules = value.split(',').map((part) => part.trim());
  return (address) =>
    rules.some((rule) => (rule === 'loopback' ? isLoopback(address) : bare(address) === rule));
}

/** The client's address: the socket's, or the forwarded one when the peer is a trusted proxy. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust = proxyTrust(),
): string {
  const peer = bare(socketAddress ?? '') || 'unknown';
  if (trust === 'none') return peer;
  const chain = [forwardedFor]
    .flat()
    .filter((v): v is string => typeof v === 'string')
    .join(',')
    .split(',')
    .map(bare)
    .filter(Boolean);
  if (trust === 'all') return chain[0] ?? peer;
  // From the peer backwards: every trusted hop may speak for the one before it.
  let current = peer;
  for (let i = chain.length - 1; i >= 0 && trust(current); i--) current = chain[i]!;
  return current;
}

/** Sets a header of the mock's own on a request (in headers and rawHeaders alike), whatever the caller sent. */
export function overwriteHeader(req: IncomingMessage, name: string, value: string) {
  req.headers[name] = value;
  const raw: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== name) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  raw.push(name, value);
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
}

/** Express middleware: sets CLIENT_ADDRESS_HEADER from the connection. */
export function clientAddressMiddleware(trust: ProxyTrust = proxyTrust()) {
  return (req: IncomingMessage, _res: unknown, next: () => void) => {
    overwriteHeader(
      req,
      CLIENT_ADDRESS_HEADER,
      clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust),
    );
    next();
  };
}
