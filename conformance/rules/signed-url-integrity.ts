/**
 * signed_url_integrity: every operation marked `x-signed-url` (the slide routes get-download-link signs) refuses
 * a URL whose signature or expiry was changed, with the declared status, every time: its signature changed at
 * either end or swapped for another route's, an expiry in the past or a later one with the signature as issued.
 * The URLs are the ones the run collected from the issuing operation (conformance/ids.ts); the URL as issued is
 * sent first and must answer, so a server that remembers a URL it has served is caught too.
 */
import type { RunContext } from '../context';
import { bindingsOf } from '../context';
import type { Binding } from '../ids';
import type { OperationInfo } from '../openapi';
import { describeResponse } from '../checks/response';
import { eachMarked, plainRequest } from './extension';
import type { Rule } from './index';
import {
  answered,
  readSignedUrl,
  SIGNED_URL_EXTENSION,
  tamperedVerdict,
  tamperings,
  type SignedUrl,
} from './signed-url-tampering';

const CHECK = 'signed_url_integrity';

/** The operation's request for these values: its path parameters, and the query parameters the URL had. */
export function requestFor(operation: OperationInfo, values: Record<string, string>) {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (parameter.in === 'path') path[parameter.name] = value;
    if (parameter.in === 'query') query[parameter.name] = value;
  }
  return plainRequest(operation, { none: true }, { path, query });
}

/** A URL the run collected for the operation, with its signature and expiry, and the role it was issued to. */
export function urlFor(
  context: RunContext,
  operation: OperationInfo,
  rule: SignedUrl,
): { binding: Binding; role: string } | undefined {
  for (const role of context.sessions.keys()) {
    const found = bindingsOf(context, role).find(
      (b) => b.only?.includes(operation.operationId) && b.values[rule.signature] && b.values[rule.expires],
    );
    if (found) return { binding: found, role };
  }
  return undefined;
}

/**
 * The signatures of other URLs for the same slide and expiry (every value both name, but the signature, alike)
 * that were issued to the same caller (`theirs`: that role's URLs): another route's. A URL of the same route
 * issued to another role in the same second has the same slide and expiry, and its signature is as valid as this
 * one's (the mock's are per session): it is no tampering (decision 116; it failed runs 3 and 8 of eight).
 */
export function otherSignatures(theirs: Binding[], binding: Binding, rule: SignedUrl): string[] {
  const alike = (other: Binding) =>
    Object.entries(binding.values).every(
      ([name, value]) => name === rule.signature || !(name in other.values) || other.values[name] === value,
    );
  return theirs
    .filter((b) => b !== binding && b.values[rule.signature] && alike(b))
    .map((b) => b.values[rule.signature]!);
}

async function checkSigned(context: RunContext, operation: OperationInfo, rule: SignedUrl) {
  const { results } = context;
  const { binding, role } = urlFor(context, operation, rule) ?? {};
  if (!binding) {
    results.skip(operation.operationId, CHECK, `no URL of it came from ${rule.issuedBy}`);
    return;
  }
  const original = await context.client.send(requestFor(operation, binding.values));
  if (!answered(original)) {
    const seen = original.response ? describeResponse(original.response) : original.error;
    results.skip(operation.operationId, CHECK, `the URL as ${rule.issuedBy} issued it answered ${seen}`);
    return;
  }
  const now = Math.floor(Date.now() / 1000);
  for (const tampering of tamperings(
    binding.values,
    rule,
    now,
    otherSignatures(bindingsOf(context, role), binding, rule),
  )) {
    const exchange = await context.client.send(requestFor(operation, tampering.values));
    results.record(operation, CHECK, tamperedVerdict(exchange, tampering.what, rule.refusal), exchange);
  }
}

export const signedUrlIntegrity: Rule = {
  check: CHECK,
  phase: 'early',
  writes: false,
  run: (context) =>
    eachMarked(context, SIGNED_URL_EXTENSION, readSignedUrl, (operation, rule) =>
      checkSigned(context, operation, rule),
    ),
};
