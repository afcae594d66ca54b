/**
 * A run's own client address (eight runs in a row on one server). The contract counts some limits per
 * client, by IP address: createEnquiry 5 accepted enquiries in 10 minutes, uploadRegistrationDocument 20 uploads
 * (HAZARDS `perClient` in ./config.ts). A run's valid requests to them (the examples, generated data, the
 * sequence's create) were counted against the address every run shares, so the next run found the limit
 * spent and its requests answered 429, unjudged. When the server is on this machine (`--base-url` on
 * 127.0.0.0/8), those operations are sent from an address of the run's own in that block (the loopback
 * interface answers for all of it on Linux), so each run is a new client to them, as each visitor of the
 * website is. Elsewhere (a remote server; a system where the address cannot be bound) they go from the run's
 * usual address, as before: the `rate limited:` warning says so.
 */
import http from 'node:http';
import https from 'node:https';
import type { RequestSpec } from './types';

/** 127.a.b.c, never 127.0.0.1 (the address every other client on the machine uses): drawn from `random`. */
export function runClientAddress(baseUrl: string, random: () => number = Math.random): string | undefined {
  let host: string;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return undefined;
  }
  if (!/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return undefined;
  const octet = () => 1 + Math.floor(random() * 254);
  return `127.${octet()}.${octet()}.${octet()}`;
}

/** The method and path template of each request that is sent from the run's own address. */
export function sentFromOwnAddress(operations: readonly { method: string; path: string }[]) {
  const keys = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
  return (spec: Pick<RequestSpec, 'method' | 'template'>) =>
    keys.has(`${spec.method.toUpperCase()} ${spec.template}`);
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);
/** The socket could not take that local address (a system whose loopback answers for 127.0.0.1 alone). */
const UNBINDABLE = new Set(['EADDRNOTAVAIL', 'EINVAL']);

/**
 * A fetch that sends from `localAddress` (node:http, which fetch cannot be told to bind); the answer is read
 * whole (the operations it serves answer small JSON). When the address cannot be bound it falls back to
 * `fallback` for this and every later request.
 */
export function fetchFrom(localAddress: string, fallback: typeof fetch): typeof fetch {
  let bindable = true;
  return async (input, init) => {
    if (!bindable) return fallback(input, init);
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (body) headers['content-length'] = String(body.length);
    const url = new URL(request.url);
    try {
      return await new Promise<Response>((resolve, reject) => {
        const sent = (url.protocol === 'https:' ? https : http).request(
          url,
          { method: request.method, headers, localAddress, signal: init?.signal ?? undefined },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('error', reject);
            answer.on('end', () => {
              const received = new Headers();
              for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2)
                received.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
              const status = answer.statusCode ?? 502;
              resolve(
                new Response(NULL_BODY.has(status) ? null : Buffer.concat(chunks), {
                  status,
                  statusText: answer.statusMessage,
                  headers: received,
                }),
              );
            });
          },
        );
        sent.on('error', reject);
        sent.end(body);
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!code || !UNBINDABLE.has(code)) throw error;
      bindable = false;
      return fallback(input, init);
    }
  };
}
