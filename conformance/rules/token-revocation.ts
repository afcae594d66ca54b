/**
 * token_revocation: the operations marked `x-revokes-tokens` end the sessions they say (logout its own; a
 * password change the user's others, or all), and a token they ended answers 401 with the challenge of the
 * contract's Unauthorized response, while a session they keep still answers. Each check logs in sessions of its
 * own, so the run's tokens survive: logout as each role (fresh sessions), password changes on a throwaway user
 * made through an operation marked `x-creates-login` (skipped, with the reason, when none makes one that logs in).
 */
import { randomUUID } from 'node:crypto';
import { logIn, type Account } from '../auth';
import { CURRENT_USER_OPERATION } from '../config';
import { callersOf, type RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import { uniquified } from '../stateful-run';
import type { Exchange } from '../types';
import { describeResponse } from '../checks/response';
import { invalidTokenChallenge, operationExtension, plainRequest } from './extension';
import type { Rule } from './index';
import {
  CREATES_LOGIN_EXTENSION,
  ends,
  keptVerdict,
  passwordBody,
  readCreatesLogin,
  readRevocation,
  REVOKES_EXTENSION,
  revokedVerdict,
  throwawayPassword,
  type Revocation,
} from './token-revocation-judge';

const CHECK = 'token_revocation';
const ok = (exchange: Exchange) => !!exchange.response && exchange.response.status < 300;
const seen = (exchange: Exchange) =>
  exchange.response ? describeResponse(exchange.response) : exchange.error;

/** The user's own sessions as token keys of the client: the one the operation is sent with, and another. */
interface Pair {
  caller: string;
  other?: string;
}

/** Sends the operation with the caller's token, then asks who each session is: ended or kept as it says. */
async function judgeSessions(
  context: RunContext,
  operation: OperationInfo,
  revocation: Revocation,
  pair: Pair,
  body?: Record<string, unknown>,
): Promise<boolean> {
  const { client, results } = context;
  const sent = await client.send(
    plainRequest(operation, { role: pair.caller }, {}, body && { kind: 'json', value: body }),
  );
  if (!ok(sent)) {
    results.skip(operation.operationId, CHECK, `${operation.operationId} answered ${seen(sent)}`);
    return false;
  }
  const probe = context.operations.find((op) => op.operationId === CURRENT_USER_OPERATION)!;
  const challenge = invalidTokenChallenge(probe);
  const ended = ends(revocation.sessions);
  const sessions = [
    [pair.caller, ended.caller, 'the token it was sent with'],
    [pair.other, ended.others, "another session's token"],
  ] as const;
  for (const [key, revoked, whose] of sessions) {
    if (!key) continue;
    const exchange = await client.send(plainRequest(probe, { role: key }));
    const what = `${whose} after ${operation.operationId} (${REVOKES_EXTENSION}: ${revocation.sessions})`;
    const verdict = revoked ? revokedVerdict(exchange, what, challenge) : keptVerdict(exchange, what);
    results.record(operation, CHECK, verdict, exchange);
  }
  return true;
}

/** Logout (or any operation that ends sessions without a password) as each role, with sessions of its own. */
async function checkSessionsOnly(context: RunContext, operation: OperationInfo, revocation: Revocation) {
  const roles = callersOf(context, operation).filter((role): role is string => !!role);
  for (const [index, role] of roles.entries()) {
    const account = context.accounts.get(role)!;
    const caller = `${role}#fresh`;
    // The first role also keeps a second session, to see the one the contract keeps (or ends) from outside.
    const other = index === 0 ? `${role}#other` : undefined;
    const problem =
      (await logIn(context.client, context.operations, account, caller)) ??
      (other && (await logIn(context.client, context.operations, account, other)));
    if (problem) {
      context.results.skip(operation.operationId, CHECK, problem);
      continue;
    }
    await judgeSessions(context, operation, revocation, { caller, other });
  }
}

/** A user of the run's own, made by the first operation marked x-creates-login that makes one. */
async function makeThrowaway(context: RunContext): Promise<Account | string> {
  const tag = `${context.seed}.${randomUUID().slice(0, 8)}`;
  const reasons: string[] = [];
  for (const operation of context.operations) {
    const fields = readCreatesLogin(operationExtension(context.doc, operation, CREATES_LOGIN_EXTENSION));
    if (typeof fields === 'string') continue;
    const email = `conformance.revocation.${tag}@example.test`;
    const password = throwawayPassword(tag.replace('.', ''), 1);
    const example = uniquified(operation.body?.examples[0] ?? {}, tag.replace('.', 'x'));
    const value = {
      ...(example as Record<string, unknown>),
      [fields.email]: email,
      [fields.password]: password,
    };
    const exchange = await context.client.send(
      plainRequest(operation, { none: true }, {}, { kind: 'json', value }),
    );
    if (ok(exchange)) return { role: 'throwaway', email, password };
    reasons.push(`${operation.operationId} answered ${seen(exchange)}`);
  }
  return reasons.length
    ? `no throwaway user could be made (${reasons.join('; ')})`
    : `no operation is marked ${CREATES_LOGIN_EXTENSION}, so no throwaway user can be given a password`;
}

/** Password changes on the throwaway user: two sessions each, the password changed through the first. */
async function checkPasswordChanges(context: RunContext, changes: [OperationInfo, Revocation][]) {
  const skipAll = (reason: string) => {
    for (const [operation] of changes) context.results.skip(operation.operationId, CHECK, reason);
  };
  if (context.readOnly) return skipAll('a read-only run changes no password');
  const account = await makeThrowaway(context);
  if (typeof account === 'string') return skipAll(account);
  const tag = `${context.seed}${randomUUID().slice(0, 6)}`;
  for (const [n, [operation, revocation]] of changes.entries()) {
    const pair = { caller: 'throwaway#caller', other: 'throwaway#other' };
    const problem =
      (await logIn(context.client, context.operations, account, pair.caller)) ??
      (await logIn(context.client, context.operations, account, pair.other));
    if (problem) {
      context.results.skip(operation.operationId, CHECK, `the throwaway user cannot log in: ${problem}`);
      continue;
    }
    const next = throwawayPassword(tag, n + 2);
    const body = passwordBody(operation.body?.examples[0], revocation.password!, account.password, next);
    if (await judgeSessions(context, operation, revocation, pair, body)) account.password = next;
  }
}

export const tokenRevocation: Rule = {
  check: CHECK,
  // Sessions of its own only (and a throwaway user's password): nothing of the run's own accounts changes.
  phase: 'last',
  writes: false,
  async run(context) {
    const marked = context.operations.flatMap((operation) => {
      if (!context.results.operations.has(operation.operationId)) return [];
      const raw = operationExtension(context.doc, operation, REVOKES_EXTENSION);
      if (raw === undefined) return [];
      const revocation = readRevocation(raw);
      if (typeof revocation === 'string') {
        context.results.warnings.push(`${operation.operationId}: ${revocation}`);
        return [];
      }
      return [[operation, revocation] as [OperationInfo, Revocation]];
    });
    if (!context.operations.some((op) => op.operationId === CURRENT_USER_OPERATION)) return;
    for (const [operation, revocation] of marked.filter(([, r]) => !r.password))
      await checkSessionsOnly(context, operation, revocation);
    const changes = marked.filter(([, r]) => r.password);
    if (changes.length) await checkPasswordChanges(context, changes);
  },
};
