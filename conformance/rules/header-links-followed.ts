/**
 * links_followed, the headers: every URL a 2xx answer hands out in a header (`Location`, `Content-Location`, a
 * declared header with `format: uri`: ./header-links.ts) is followed once, with the credentials that answer was
 * given to, and must answer 2xx with a body the schema of the operation it reaches takes (createOrder's `Location`
 * → getCase). The run's client shows this log every exchange it completes (run.ts), whoever sent it: the ways in,
 * the sequences, the checks' own requests. The rule runs last, after the body links; the first answer per
 * operation and header is followed, as a GET of the contract's operation (so the response checks judge it too), a
 * URL on another origin listed, not sent.
 */
import { responseSchemaConformance } from '../checks/response';
import { callersOf, type RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange } from '../types';
import { THROWAWAY_FACILITY, THROWAWAY_FACILITY_SYSTEM } from '../way';
import { operationExtension, plainRequest } from './extension';
import {
  followerOf,
  headerLinkVerdict,
  headerLinksIn,
  namedTarget,
  resolveHeaderUrl,
  schemesOf,
} from './header-links';
import { operationAt } from './links';

const CHECK = 'links_followed';

/**
 * Who holds a credential that is not a login (a system's), by its token key: a link it is handed to an API of
 * people is followed as that account. The throwaway facility's system calls with the credential its user rotated.
 */
const HOLDERS: Readonly<Record<string, string>> = { [THROWAWAY_FACILITY_SYSTEM]: THROWAWAY_FACILITY };

interface Handed {
  operation: OperationInfo;
  header: string;
  value: string;
  exchange: Exchange;
}

/** The first answer of each operation that handed out a URL in each header, as the client completed them. */
export class HeaderLinkLog {
  private readonly handed = new Map<string, Handed>();

  constructor(private readonly doc: RunContext['doc']) {}

  observe(operation: OperationInfo, exchange: Exchange) {
    for (const [header, value] of headerLinksIn(this.doc, operation, exchange)) {
      const key = `${operation.operationId}|${header}`;
      if (!this.handed.has(key)) this.handed.set(key, { operation, header, value, exchange });
    }
  }

  entries(): Handed[] {
    return [...this.handed.values()];
  }
}

const securityOf = (context: RunContext, operation: OperationInfo) =>
  schemesOf(operationExtension(context.doc, operation, 'security') ?? context.doc.security);

async function follow(context: RunContext, handed: Handed): Promise<void> {
  const { results } = context;
  const { operation, header, exchange: issued } = handed;
  const auth = issued.request.auth;
  const caller = 'role' in auth ? auth.role : undefined;
  // The header as HTTP spells it (the log keeps names in lower case).
  const name = header.replace(/(^|-)[a-z]/g, (c) => c.toUpperCase());
  const what = `its ${name} header (${operation.operationId} as ${caller ?? 'no caller'})`;
  const label = `${CHECK}: ${name} header`;
  const url = resolveHeaderUrl(handed.value, issued.url);
  if (!url) {
    const verdict = { pass: false as const, expected: `an http(s) URL in ${what}`, seen: handed.value };
    return results.record(operation, CHECK, verdict, issued);
  }
  const origin = new URL(context.client.baseUrl).origin;
  if (url.origin !== origin)
    return results.skipped(operation.operationId, label, `on another origin (${url.origin})`);
  const reached = operationAt(context.operations, url);
  const status = issued.response!.status;
  const expected = namedTarget(context.doc, operation, status, header, context.operations);
  const target = reached?.operation ?? context.operations.find((op) => op.operationId === expected);
  const follower = target
    ? followerOf({
        caller,
        sourceSchemes: securityOf(context, operation),
        target,
        targetSchemes: securityOf(context, target),
        holder: caller ? HOLDERS[caller] : undefined,
        allowed: callersOf(context, target).filter((role): role is string => !!role),
      })
    : caller
      ? { role: caller }
      : { none: true as const };
  if ('problem' in follower) return results.skipped(operation.operationId, label, follower.problem);
  const query = Object.fromEntries(url.searchParams);
  const request = reached
    ? plainRequest(reached.operation, follower, { path: reached.path, query })
    : // Where no operation of the contract is: the URL as it came, so the failure shows what it answers.
      { method: 'GET', template: url.pathname, pathParams: {}, query, headers: {}, auth: follower };
  const followed = await context.client.send(request);
  const schemaVerdict = reached
    ? responseSchemaConformance({ operation: reached.operation, exchange: followed }, context.schemas)
    : null;
  const verdict = headerLinkVerdict({
    exchange: followed,
    what,
    reached: reached?.operation.operationId,
    expected,
    schemaVerdict,
  });
  results.record(operation, CHECK, verdict, followed);
}

export const headerLinksFollowed = {
  check: CHECK,
  phase: 'last',
  // GETs only.
  writes: false,
  run: async (context: RunContext) => {
    for (const handed of context.headerLinks?.entries() ?? [])
      if (context.results.operations.has(handed.operation.operationId)) await follow(context, handed);
  },
} as const;
