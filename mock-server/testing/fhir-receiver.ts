/**
 * A facility's FHIR server for the tests (node:http on the loopback): it keeps every request it receives (method,
 * path, headers, the body as JSON) and answers each as `answer` says; by default a transaction-response with a
 * 201 for every entry, as a FHIR server that took the Bundle does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** How to answer one request: write to `response` (or leave it hanging, for a server that never answers). */
export type Answer = (request: Received, response: http.ServerResponse) => void;

/** A 201 for every entry of a transaction, as a server that took it. */
export const accepted: Answer = (request, response) => {
  const entries = (request.body as { entry?: unknown[] } | undefined)?.entry ?? [];
  response.writeHead(200, { 'content-type': 'application/fhir+json' });
  response.end(
    JSON.stringify({
      resourceType: 'Bundle',
      type: 'transaction-response',
      entry: entries.map(() => ({ response: { status: '201 Created' } })),
    }),
  );
};

export interface FhirReceiver {
  baseUrl: string;
  received: Received[];
  /** Answers later requests with `answer`; `once` answers only the next, then as before. */
  answerWith(answer: Answer, once?: boolean): void;
  stop(): Promise<void>;
}

export async function startFhirReceiver(answer: Answer = accepted): Promise<FhirReceiver> {
  const received: Received[] = [];
  let current = answer;
  let next: Answer | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const item = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(item);
      const answerNow = next ?? current;
      next = null;
      answerNow(item, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/hospital/fhir`,
    received,
    answerWith(answer, once = false) {
      if (once) next = answer;
      else current = answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
