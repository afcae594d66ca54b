/**
 * Reading the contract's x- extensions (docs/conformance.md, "Rules the contract states in words"): the raw value
 * an operation or a declared response carries, the plain request a rule sends, and the challenge a refused token
 * must carry (`x-invalid-token-challenge` on the Unauthorized response), which ignored_auth reads too.
 */
import type { RunContext } from '../context';
import type { OpenApiDoc, OperationInfo, ResponseObject } from '../openapi';
import type { AuthMode, Exchange, RequestBody, RequestSpec, ResponseRecord, Verdict } from '../types';
import { describeResponse } from '../checks/response';

/** The value of an x- extension on an operation, as openapi.yaml writes it (undefined when it has none). */
export function operationExtension(doc: OpenApiDoc, operation: OperationInfo, name: string): unknown {
  const item = doc.paths[operation.path] as Record<string, unknown> | undefined;
  const raw = item?.[operation.method.toLowerCase()] as Record<string, unknown> | undefined;
  return raw?.[name];
}

/**
 * Each selected operation that carries the extension, read by `read` (a string is a problem with the contract:
 * a warning, and the operation is passed over), then checked.
 */
export async function eachMarked<T>(
  context: RunContext,
  extension: string,
  read: (raw: unknown) => T | string,
  check: (operation: OperationInfo, rule: T) => Promise<void>,
): Promise<void> {
  for (const operation of context.operations) {
    if (!context.results.operations.has(operation.operationId)) continue;
    const raw = operationExtension(context.doc, operation, extension);
    if (raw === undefined) continue;
    const rule = read(raw);
    if (typeof rule === 'string') context.results.warnings.push(`${operation.operationId}: ${rule}`);
    else await check(operation, rule);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The string fields of an extension's object, or a problem naming the first missing one. */
export function stringFields<K extends string>(
  raw: unknown,
  names: readonly K[],
  extension: string,
): Record<K, string> | string {
  if (!isRecord(raw)) return `${extension} is not an object`;
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = raw[name];
    if (typeof value !== 'string' || !value) return `${extension}.${name} is not a non-empty string`;
    out[name] = value;
  }
  return out;
}

/** A request to an operation with these path and query values (and body), nothing generated. */
export function plainRequest(
  operation: OperationInfo,
  auth: AuthMode,
  values: { path?: Record<string, string>; query?: Record<string, string> } = {},
  body?: RequestBody,
): RequestSpec {
  return {
    method: operation.method,
    template: operation.path,
    pathParams: values.path ?? {},
    query: values.query ?? {},
    headers: {},
    body,
    auth,
  };
}

/** The header a 401 for a refused token carries, and what its value contains. */
export interface Challenge {
  header: string;
  contains: string;
}

export const CHALLENGE_EXTENSION = 'x-invalid-token-challenge';

/** The challenge the operation's declared 401 names (`x-invalid-token-challenge`), if it names one. */
export function invalidTokenChallenge(operation: OperationInfo): Challenge | undefined {
  const response = operation.responses['401']?.response as
    (ResponseObject & Record<string, unknown>) | undefined;
  const fields = stringFields(
    response?.[CHALLENGE_EXTENSION],
    ['header', 'contains'] as const,
    CHALLENGE_EXTENSION,
  );
  return typeof fields === 'string' ? undefined : fields;
}

/** Whether an answer carries the challenge (the header by any letter case, its value containing the text). */
export function carriesChallenge(response: ResponseRecord, challenge: Challenge): boolean {
  const value = response.headers[challenge.header.toLowerCase()];
  return typeof value === 'string' && value.includes(challenge.contains);
}

export const describeChallenge = (challenge: Challenge) => `${challenge.header}: …${challenge.contains}`;

/** A 2xx answer's `data` (an empty object when it has none), or undefined for any other answer. */
export const dataOf = (exchange: Exchange): Record<string, unknown> | undefined =>
  exchange.response && exchange.response.status < 300
    ? ((exchange.response.json as { data?: Record<string, unknown> } | undefined)?.data ?? {})
    : undefined;

/** The answer `status` the contract names for what was sent, else a failure saying what came. */
export function statusVerdict(status: number, what: string, exchange: Pick<Exchange, 'response'>): Verdict {
  const response = exchange.response;
  if (!response) return null;
  if (response.status === status) return { pass: true };
  return { pass: false, expected: `${status}: ${what}`, seen: describeResponse(response) };
}
