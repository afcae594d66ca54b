/**
 * links_followed for headers, the pure part: which headers of a 2xx answer hand the client a URL, which operation
 * the contract says one reaches, as whom it is followed, and the verdict on following it.
 *
 * A header hands out a URL when HTTP says so (`Location`, `Content-Location`: RFC 9110 §10.2.2, §8.7) or the
 * contract's declared header does (`format: uri` or `uri-reference`, or an `x-link` not false). The operation it
 * reaches is the contract's GET whose path template matches; when the declared header's description names a GET
 * operation (createOrder's `Location`: "(getCase)"), it must be that one.
 */
import { describeExchange } from '../checks/response';
import type { OpenApiDoc, OperationInfo } from '../openapi';
import type { Exchange, Verdict } from '../types';
import { isRecord } from './extension';
import { LINK_EXTENSION } from './links';

/** Headers whose value HTTP defines as a URI reference the client may dereference. */
export const URL_HEADERS: readonly string[] = ['location', 'content-location'];

type Declared = OperationInfo['responses'][string]['response']['headers'];

/** The declared header of that name (any letter case), resolved. */
function declaredHeader(doc: OpenApiDoc, headers: Declared, name: string) {
  const entry = Object.entries(headers ?? {}).find(([declared]) => declared.toLowerCase() === name);
  if (!entry) return undefined;
  const raw = entry[1] as Record<string, unknown>;
  const ref = typeof raw.$ref === 'string' ? raw.$ref : undefined;
  const node = ref
    ? ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), doc)
    : raw;
  return isRecord(node) ? node : undefined;
}

/** Whether a declared header's schema makes it a URL (format uri, or x-link), unless `x-link: false`. */
export function declaresUrl(header: Record<string, unknown>): boolean {
  const schema = isRecord(header.schema) ? header.schema : {};
  const marker = header[LINK_EXTENSION] ?? schema[LINK_EXTENSION];
  if (marker === false) return false;
  return marker !== undefined || schema.format === 'uri' || schema.format === 'uri-reference';
}

/** The URL-naming headers of an answer: [name (lower case), value], for a 2xx only. */
export function headerLinksIn(
  doc: OpenApiDoc,
  operation: OperationInfo,
  exchange: Exchange,
): [string, string][] {
  const response = exchange.response;
  if (!response || response.status < 200 || response.status >= 300) return [];
  const declared = operation.responses[String(response.status)]?.response.headers;
  const names = new Set(URL_HEADERS);
  for (const name of Object.keys(declared ?? {})) {
    const header = declaredHeader(doc, declared, name.toLowerCase());
    if (header && declaresUrl(header)) names.add(name.toLowerCase());
  }
  return [...names].flatMap((name) => {
    const header = declaredHeader(doc, declared, name);
    if (header && header[LINK_EXTENSION] === false) return [];
    const value = response.headers[name]?.trim();
    return value ? [[name, value] as [string, string]] : [];
  });
}

/**
 * The GET operation a declared header's description names (an operationId among its words), or undefined when
 * it names none or more than one.
 */
export function namedTarget(
  doc: OpenApiDoc,
  operation: OperationInfo,
  status: number,
  name: string,
  operations: readonly OperationInfo[],
): string | undefined {
  const header = declaredHeader(doc, operation.responses[String(status)]?.response.headers, name);
  const description = typeof header?.description === 'string' ? header.description : '';
  const words = new Set(description.match(/[A-Za-z]\w+/g) ?? []);
  const named = operations.filter((op) => op.method === 'GET' && words.has(op.operationId));
  return named.length === 1 ? named[0]!.operationId : undefined;
}

/** The URL a header names, resolved against the request's (a relative reference, as RFC 9110 allows). */
export function resolveHeaderUrl(value: string, requestUrl: string): URL | undefined {
  try {
    const url = new URL(value, requestUrl);
    return /^https?:$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The security schemes an operation takes (its own `security`, else the document's): their names. */
export function schemesOf(security: unknown): Set<string> {
  const requirements = Array.isArray(security) ? security : [];
  return new Set(requirements.filter(isRecord).flatMap((requirement) => Object.keys(requirement)));
}

/** As whom a header's URL is followed: a token key, none, or why it cannot be. */
export type Follower = { role: string } | { none: true } | { problem: string };

/**
 * The caller of the answer again when the target takes its kind of credential (a scheme both operations name);
 * else the account that holds the caller's credential (a facility's system credential: its facility's user); else,
 * when the caller had none, the first logged-in role the target allows.
 */
export function followerOf(options: {
  caller?: string;
  sourceSchemes: ReadonlySet<string>;
  target: Pick<OperationInfo, 'secured' | 'operationId'>;
  targetSchemes: ReadonlySet<string>;
  holder?: string;
  allowed: readonly string[];
}): Follower {
  const { caller, target } = options;
  if (!target.secured) return { none: true };
  const same = [...options.sourceSchemes].some((scheme) => options.targetSchemes.has(scheme));
  if (caller && same) return { role: caller };
  if (caller && options.holder) return { role: options.holder };
  if (!caller && options.allowed[0]) return { role: options.allowed[0] };
  return {
    problem: caller
      ? `${target.operationId} takes no credential of ${caller}'s kind, and the run knows no account holding it`
      : `no role of the run may call ${target.operationId}`,
  };
}

/**
 * The answer to a header's URL followed: it reaches a GET of the contract (the one the header names, when it
 * names one) and answers it 2xx with a body its schema takes (`schemaVerdict`: response_schema_conformance's on
 * that operation; null when it declares no JSON body).
 */
export function headerLinkVerdict(options: {
  exchange: Exchange;
  what: string;
  reached?: string;
  expected?: string;
  schemaVerdict: Verdict;
}): Verdict {
  const { exchange, what, reached, expected, schemaVerdict } = options;
  if (exchange.response?.status === 429) return null;
  const target = expected ?? reached ?? 'an operation of the contract';
  const wanted = `2xx from ${target} with a body its schema takes, for GET of ${what}`;
  if (!reached || (expected && reached !== expected))
    return {
      pass: false,
      expected: wanted,
      seen: `${exchange.url} reaches ${reached ?? 'no GET of the contract'}; ${describeExchange(exchange)}`,
    };
  const status = exchange.response?.status;
  if (!status || status < 200 || status >= 300)
    return { pass: false, expected: wanted, seen: describeExchange(exchange) };
  if (schemaVerdict && !schemaVerdict.pass)
    return { pass: false, expected: wanted, seen: schemaVerdict.seen };
  return { pass: true };
}
