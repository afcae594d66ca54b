/**
 * The bound on a request's body, from one home: the operation's `maxBodyBytes` in the generated operations table
 * (openapi.yaml's `x-max-body-bytes`, the operation's or the document's), the document's for a path of no
 * operation (the QA routes, an unknown path). A body past it answers 413 in the operation's own form: the
 * envelope with the bound's sentence, or for createOrder, whose every problem is FHIR's, an OperationOutcome
 * (`too-long`).
 */
import { bodyTooLargeMessage, defaultMaxBodyBytes, operations, type OperationId } from '../../contracts';
import { issue, outcome } from '../interop/fhir-http';
import { LITERAL_PATHS, fail } from './operation';

export interface BodyLimit {
  operationId: OperationId | null;
  maxBytes: number;
}

interface Template {
  operationId: OperationId;
  literal: boolean;
  pattern: RegExp;
  maxBytes: number;
}

/** Each method's operations; paths match case aside, as MSW's handlers do. */
const templates = new Map<string, Template[]>();
for (const [operationId, op] of Object.entries(operations) as [
  OperationId,
  (typeof operations)[OperationId],
][]) {
  const list = templates.get(op.method.toUpperCase()) ?? [];
  list.push({
    operationId,
    literal: LITERAL_PATHS.has(op.path),
    pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`, 'i'),
    // A multipart upload has no bound here: its handler bounds its file and answers its own 413.
    maxBytes: op.maxBodyBytes ?? Infinity,
  });
  templates.set(op.method.toUpperCase(), list);
}

/** The operation `method pathname` calls (a literal path of the contract before a template) and its bound. */
export function bodyLimitOf(method: string, pathname: string): BodyLimit {
  const list = templates.get(method.toUpperCase()) ?? [];
  const found =
    list.find((t) => t.literal && t.pattern.test(pathname)) ?? list.find((t) => t.pattern.test(pathname));
  return found
    ? { operationId: found.operationId, maxBytes: found.maxBytes }
    : { operationId: null, maxBytes: defaultMaxBodyBytes };
}

/** The 413 for a body past `limit`, as the operation words its refusals. */
export function bodyTooLarge({ operationId, maxBytes }: BodyLimit): Response {
  const message = bodyTooLargeMessage(maxBytes);
  if (operationId === 'createOrder') return outcome(413, [issue('too-long', message)]);
  return fail(413, message);
}
