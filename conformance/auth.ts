/**
 * Logging in as each role: the demo accounts by default, `--auth Role=email:password` (or CONFORMANCE_AUTH,
 * comma-separated) for others. The token goes where the contract's bearerAuth says (Authorization: Bearer); the
 * caller's own ids are kept so that no write of the run changes them (their status, password or account).
 */
import {
  CURRENT_USER_OPERATION,
  DEFAULT_ACCOUNTS,
  DEMO_PASSWORD,
  LOGIN_OPERATION,
  OWN_ACCOUNT_OPERATION,
} from './config';
import { isFacilityRole, normalizeRole } from '../contracts/roles';
import type { Client } from './http';
import type { OperationInfo } from './openapi';
import type { Exchange } from './types';

export interface Account {
  role: string;
  email: string;
  password: string;
}

export interface Session {
  role: string;
  email: string;
  userId?: string;
  /** A facility role's facility (its account's id). */
  facilityId?: string;
  /** Ids (user, facility account) and the email of this caller. */
  own: string[];
}

/**
 * `Role=email:password` entries, the role matched to the contract's spelling: any spelling spec 3.2 allows
 * (contracts/roles.ts: `physician`, `FacilityNP`, any letter case), else the contract's role without regard to case.
 */
export function parseAuth(entries: string[], knownRoles: string[]): Account[] {
  return entries.map((entry) => {
    const match = /^([^=]+)=([^:]+):(.*)$/.exec(entry.trim());
    if (!match) throw new Error(`--auth ${entry}: expected Role=email:password`);
    const [, rawRole, email, password] = match;
    const mapped = normalizeRole(rawRole);
    const role =
      (mapped && knownRoles.includes(mapped) ? mapped : undefined) ??
      knownRoles.find((r) => r.toLowerCase() === rawRole!.trim().toLowerCase());
    if (!role)
      throw new Error(
        `--auth ${entry}: unknown role "${rawRole}" (the contract's roles: ${knownRoles.join(', ')})`,
      );
    return { role, email: email!.trim(), password: password! };
  });
}

/**
 * `--other-facility email:password` (the tenant probes' account), `none` for no such probe; undefined when not
 * given (the run's default then: the mock's account of another facility).
 */
export function parseOtherFacility(
  entry: string | undefined,
): { email: string; password: string } | null | undefined {
  if (entry === undefined) return undefined;
  if (entry.trim() === 'none') return null;
  const match = /^([^:]+):(.*)$/.exec(entry.trim());
  if (!match) throw new Error(`--other-facility ${entry}: expected email:password (or none)`);
  return { email: match[1]!.trim(), password: match[2]! };
}

/** The demo account of each role, replaced or completed by the given ones. */
export function accountsFor(given: Account[]): Account[] {
  const byRole = new Map<string, Account>(
    Object.entries(DEFAULT_ACCOUNTS).map(([role, email]) => [role, { role, email, password: DEMO_PASSWORD }]),
  );
  for (const account of given) byRole.set(account.role, account);
  return [...byRole.values()];
}

const findOperation = (operations: OperationInfo[], operationId: string) => {
  const operation = operations.find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`openapi.yaml has no ${operationId} operation`);
  return operation;
};

/** One login call with an e-mail and password, and no token. */
export function sendLogin(
  client: Client,
  login: OperationInfo,
  credentials: { email: string; password: string },
) {
  return client.send({
    method: login.method,
    template: login.path,
    pathParams: {},
    query: {},
    headers: {},
    body: { kind: 'json', value: { email: credentials.email, password: credentials.password } },
    auth: { none: true },
  });
}

/**
 * Logs in and stores the token under `tokenKey` (the role, or `Role#fresh` for a throw-away session); answers why
 * it could not, or undefined.
 */
export async function logIn(
  client: Client,
  operations: OperationInfo[],
  account: Account,
  tokenKey = account.role,
): Promise<string | undefined> {
  return (await logInAnswering(client, operations, account, tokenKey)).problem;
}

/** `logIn`, with the login's exchange (a 429 that refused it is the reason a check was stopped). */
export async function logInAnswering(
  client: Client,
  operations: OperationInfo[],
  account: Account,
  tokenKey = account.role,
): Promise<{ problem?: string; exchange: Exchange }> {
  const exchange = await sendLogin(client, findOperation(operations, LOGIN_OPERATION), account);
  const token = (exchange.response?.json as { data?: { token?: unknown } } | undefined)?.data?.token;
  if (exchange.response?.status !== 200 || typeof token !== 'string') {
    const retryAfter = exchange.response?.headers['retry-after'];
    const seen = exchange.response
      ? `${exchange.response.status}${retryAfter ? ` (Retry-After ${retryAfter})` : ''}`
      : exchange.error;
    return { problem: `could not log in as ${account.role} (${account.email}): ${seen}`, exchange };
  }
  client.tokens.set(tokenKey, token);
  return { exchange };
}

/** Who the caller is: their user id, email and, for a facility role, their account's id. */
export async function describeSession(
  client: Client,
  operations: OperationInfo[],
  account: Account,
): Promise<Session> {
  const session: Session = { role: account.role, email: account.email, own: [account.email] };
  const ask = async (operationId: string) => {
    const operation = operations.find((op) => op.operationId === operationId);
    if (!operation) return undefined;
    const exchange = await client.send({
      method: operation.method,
      template: operation.path,
      pathParams: {},
      query: {},
      headers: {},
      auth: { role: account.role },
    });
    return exchange.response?.status === 200
      ? (exchange.response.json as { data?: Record<string, unknown> }).data
      : undefined;
  };
  const me = await ask(CURRENT_USER_OPERATION);
  if (typeof me?.id === 'string') {
    session.userId = me.id;
    session.own.push(me.id);
  }
  if (isFacilityRole(account.role)) {
    const account = await ask(OWN_ACCOUNT_OPERATION);
    if (typeof account?.id === 'string') {
      session.facilityId = account.id;
      session.own.push(account.id);
    }
  }
  return session;
}
