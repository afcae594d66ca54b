/** What every part of a run shares: the client, the contract, the callers and the ids they found, the tallies. */
import type { OutsideSurfaces } from './outside-surfaces';
import type { Account, Session } from './auth';
import { logInAnswering } from './auth';
import { HAZARDS, LOGIN_OPERATION, type Hazard } from './config';
import { buildUrl, curlFor, type Client } from './http';
import type { Binding } from './ids';
import type { LoginGuard } from './login-guard';
import type { Hygiene } from './hygiene';
import type { HeaderLinkLog } from './rules/header-links-followed';
import type { Caller } from './rules/role-view-judge';
import type { OpenApiDoc, OperationInfo, Schemas } from './openapi';
import type { Results } from './results';
import { perEmailRequest } from './run-email';
import type { Exchange, GeneratedCase } from './types';

export interface RunContext {
  client: Client;
  doc: OpenApiDoc;
  schemas: Schemas;
  /** Every operation of the contract (the selected ones are in `results`). */
  operations: OperationInfo[];
  results: Results;
  accounts: Map<string, Account>;
  /** The roles logged in, by role. */
  sessions: Map<string, Session>;
  /** Ids each role found (conformance/collect.ts). */
  bindings: Map<string, Binding[]>;
  /** Ids and emails of the run's own callers: never named in the path of a write. */
  own: ReadonlySet<string>;
  seed: number;
  maxExamples: number;
  includeDestructive: boolean;
  /**
   * `--probe-limits`: failed logins past the documented limits, for throwaway emails, and each x-rate-limit
   * provoked under a throwaway identity (off: none at all).
   */
  probeLimits: boolean;
  readOnly: boolean;
  /** `--heartbeat-seconds`: an event stream's heartbeat judged against this period, not the contract's. */
  heartbeatSeconds?: number;
  /** The mock's QA token (--mock-token): the ways in read emailed codes from its outbox with it. */
  mockToken?: string;
  /** The fetch the client sends with, for the mock's QA routes. */
  fetch?: typeof fetch;
  /** Keeps the login operation's probes under the contract's failed-login limits (./login-guard.ts). */
  loginGuard?: LoginGuard;
  /** The run's own e-mail address for the operations limited per e-mail (./run-email.ts). */
  runEmail?: string;
  /** Puts back what the run changed, removes what it made (./hygiene.ts); knows which records it made. */
  hygiene?: Hygiene;
  /** The last request of each operation a run role's call succeeded with (2xx), by operationId and role. */
  succeeded?: Map<string, Map<string, Exchange>>;
  /** The same for a call refused 409 (the record's state): it passed the caller's access (tenant probes). */
  refusedForState?: Map<string, Map<string, Exchange>>;
  /** Throwaway accounts a way in logged in as, by token key, and who they are (role_fields_kept judges them). */
  callers?: Map<string, Caller>;
  /** The URLs 2xx answers handed out in headers (Location…), whoever was answered: links_followed follows them. */
  headerLinks?: HeaderLinkLog;
  /** The FHIR API, its token endpoint and the tus upload URLs the run was handed (./outside-surfaces.ts). */
  surfaces?: OutsideSurfaces;
  /** What the ways in made, by name (`signedOutCaseId`: the throwaway facility's case they signed out). */
  madeByWays?: Record<string, string>;
  /**
   * Counts a record the run caused without a create (a delivery of its own case's addendum) as one it made, so an
   * irreversible operation may name it (./harm.ts).
   */
  adopt?: (id: string) => void;
  /** An account of another facility than the run's facility roles' (--other-facility): the tenant probes. */
  otherFacility?: Account;
  /** That account, once logged in (the report prints its login command). */
  tenant?: Account;
  log: (line: string) => void;
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The logged-in roles that may call an operation (x-roles; every role when it does not say); none when public. */
export function callersOf(context: RunContext, operation: OperationInfo): (string | undefined)[] {
  if (!operation.secured) return [undefined];
  return [...context.sessions.keys()].filter((role) => !operation.roles || operation.roles.includes(role));
}

/** The ids a role found, else (for a public operation, or a role that found none) those of the others. */
export function bindingsOf(context: RunContext, role: string | undefined): Binding[] {
  const own = role ? (context.bindings.get(role) ?? []) : [];
  if (own.length) return own;
  return [...context.bindings.values()].flat();
}

/** An exchange for a request the run did not send (nothing to judge: the checks' verdicts are null). */
function notSent(context: RunContext, request: GeneratedCase['request'], exchange?: Exchange): Exchange {
  const url = buildUrl(context.client.baseUrl, request);
  const curl = curlFor(url, request);
  // A 429 that kept the request from being sent is kept, so the report says the rate limit stopped the check.
  if (exchange?.response?.status === 429) return { request, url, curl, response: exchange.response };
  return { request, url, curl, error: 'not sent' };
}

/**
 * Sends one generated request (with a fresh session when the operation revokes its token, and within the
 * failed-login limits for the login operation); the client's observer judges the answer (run.ts).
 */
export async function sendCase(
  context: RunContext,
  operation: OperationInfo,
  generated: GeneratedCase,
  hazard?: Hazard,
): Promise<Exchange> {
  let request = generated.request;
  const perEmail = HAZARDS[operation.operationId]?.perEmail;
  if (perEmail && context.runEmail) request = perEmailRequest(generated, perEmail, context.runEmail);
  if (operation.operationId === LOGIN_OPERATION && context.loginGuard) {
    const guarded = context.loginGuard.guard(request, generated.kind === 'negative');
    if ('skip' in guarded) {
      const what = generated.mutation
        ? `broken request (${generated.mutation})`
        : `${generated.kind} request`;
      context.results.skipped(operation.operationId, what, guarded.skip);
      return notSent(context, request);
    }
    request = guarded.request;
  }
  if (hazard?.freshSession && 'role' in request.auth) {
    const role = request.auth.role;
    const account = context.accounts.get(role);
    const key = `${role}#fresh`;
    const login = account && (await logInAnswering(context.client, context.operations, account, key));
    // Without a session of its own the request is not sent: it would end the role's session for the whole run.
    if (!account || login?.problem) {
      const warning = `${operation.operationId}: not sent as ${role}: ${login?.problem ?? 'no account'}`;
      if (!context.results.warnings.includes(warning)) context.results.warnings.push(warning);
      return notSent(context, request, login?.exchange);
    }
    request = { ...request, auth: { role: key } };
  }
  return context.client.send(request);
}
