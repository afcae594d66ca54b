/**
 * login's words on a device token it cannot use (`deviceToken`: "one that is not valid for this email is ignored,
 * never refused"), under `positive_data_acceptance`: a right password with a token issued for another email (the
 * one another account of the run was just given), and with a forged one, must each answer 200 with a session.
 * Logins with right passwords only (a default run sends no failed login); two or three requests.
 */
import { randomBytes } from 'node:crypto';
import type { Account } from '../auth';
import type { RunContext } from '../context';
import { LOGIN_OPERATION } from '../config';
import type { OperationInfo } from '../openapi';
import type { Exchange } from '../types';
import { dataOf, plainRequest, statusVerdict } from './extension';
import type { Rule } from './index';

const CHECK = 'positive_data_acceptance';

const loginWith = (context: RunContext, login: OperationInfo, account: Account, deviceToken?: string) =>
  context.client.send(
    plainRequest(
      login,
      { none: true },
      {},
      {
        kind: 'json',
        value: { email: account.email, password: account.password, ...(deviceToken && { deviceToken }) },
      },
    ),
  );

/** A right password's answer: 200 with a token, whatever device token came with it. */
export function sessionGiven(what: string, exchange: Exchange) {
  const verdict = statusVerdict(200, what, exchange);
  if (verdict?.pass && typeof dataOf(exchange)?.token !== 'string')
    return { pass: false as const, expected: `200 with a token: ${what}`, seen: 'no token in the answer' };
  return verdict;
}

export const deviceTokenIgnored: Rule = {
  check: CHECK,
  phase: 'early',
  writes: false,
  async run(context) {
    const login = context.operations.find((o) => o.operationId === LOGIN_OPERATION);
    if (!login || !context.results.operations.has(login.operationId)) return;
    const [account, other] = [...context.accounts.values()].filter(
      (a, i, all) => all.findIndex((b) => b.email.toLowerCase() === a.email.toLowerCase()) === i,
    );
    if (!account) return context.results.skip(login.operationId, CHECK, 'no account to log in as');
    const given = other && dataOf(await loginWith(context, login, other))?.deviceToken;
    if (typeof given === 'string') {
      const sent = await loginWith(context, login, account, given);
      const what = `a device token issued for another email (${other!.role}'s) is ignored, never refused`;
      context.results.record(login, CHECK, sessionGiven(what, sent), sent);
    }
    const forged = `d1.${Date.now().toString(36)}.${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    const sent = await loginWith(context, login, account, forged);
    context.results.record(
      login,
      CHECK,
      sessionGiven('a forged device token is ignored, never refused', sent),
      sent,
    );
  },
};
