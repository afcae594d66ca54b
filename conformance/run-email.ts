/**
 * A run's own e-mail address for the operations whose limits the contract counts per e-mail (eight runs
 * in a row on one server; HAZARDS `perEmail` in ./config.ts). requestEmailVerification takes 3 codes per e-mail
 * in 10 minutes, and a code takes 5 wrong attempts (verifyEmailCode, setPasswordWithCode answer 429 once they are
 * used up). Their examples name the contract's example e-mail, a run account's (`provider@demo.test`), so every
 * run spent the same e-mail's limits: from the fifth default run on one mock, one request of each answered 429
 * and went unjudged. Their valid requests now carry an address of the run's own,
 * `conformance.code.<seed>.<random>@example.test`, new each run, as ./client-address.ts gives the per-client
 * limits a client of the run's own. No account has it, so no code is made for it and nothing is left to clean
 * up (the contract has no operation that would remove one): the server's count for it ends with its window.
 * Broken requests keep the e-mail they were generated with (it may be what is broken); a server refuses them
 * before it counts anything.
 */
import { randomUUID } from 'node:crypto';
import type { GeneratedCase, RequestSpec } from './types';

export const runEmail = (seed: number, tag: string = randomUUID().slice(0, 8)) =>
  `conformance.code.${seed}.${tag}@example.test`;

/** The request with `field` of its JSON body (one sent without its Content-Type too) set to `email`, when the
 * body has that field as a string; otherwise the request as it is. */
export function withEmail(request: RequestSpec, field: string, email: string): RequestSpec {
  const body = request.body;
  if (body?.kind === 'json') {
    const value = body.value;
    if (!isRecord(value) || typeof value[field] !== 'string') return request;
    return { ...request, body: { kind: 'json', value: { ...value, [field]: email } } };
  }
  if (body?.kind === 'untyped') {
    let value: unknown;
    try {
      value = JSON.parse(body.text);
    } catch {
      return request;
    }
    if (!isRecord(value) || typeof value[field] !== 'string') return request;
    return { ...request, body: { kind: 'untyped', text: JSON.stringify({ ...value, [field]: email }) } };
  }
  return request;
}

/** What a per-e-mail operation sends: a valid request for the run's own address, a broken one as generated. */
export function perEmailRequest(generated: GeneratedCase, field: string, email: string): RequestSpec {
  return generated.kind === 'negative' ? generated.request : withEmail(generated.request, field, email);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
