/**
 * login's words on failed logins, with `--probe-limits` (rate_limit_conformance): "an unknown email is counted like
 * an account, so a 429 tells nothing of which exist", and "a login with a valid device token for its email is
 * judged on that token's failures only … the rules above neither count its failures nor hold it back".
 *
 * On an account the run registers (its password the run's) and an email no one has, from a client address of its
 * own (a throwaway X-Forwarded-For, as rate_limit_conformance sends: a server that takes the client from its proxy
 * counts none of it against the run's address). With L the failures per email and client (5):
 *
 *   1. the right password: a device token T1 (no 200: skipped; a server without device tokens: on to step 4);
 *   2. L wrong passwords with T1, then the right one with T1: 429 (the token is locked out);
 *   3. the right password without a token: 200 (T1's failures were not the client's), and a token T2;
 *   4. L wrong passwords without a token and one more: 429 (the client is held back on that email);
 *   5. the right password with T2: 200 (the client's failures do not hold the owner's device back);
 *   6. L wrong passwords for the unknown email and one more: the same answer as step 4's, but for the seconds.
 *
 * About 3L + 6 logins, 3L of them failures. Each step needs the one before; a step that fails ends the rule.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { describeExchange } from '../checks/response';
import { HAZARDS, LOGIN_OPERATION } from '../config';
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange, Verdict } from '../types';
import { sameAnswerVerdict } from './account-existence-hidden';
import { sessionGiven } from './device-token-ignored';
import { throwawayEmail } from '../way';
import { dataOf, plainRequest, statusVerdict } from './extension';
import type { Rule } from './index';
import { throwawayAddress } from './rate-limit-judge';
import { CLIENT_HEADER } from './rate-limits';
import { registerFacilityOfRun, type RegisteredAccount } from './registered-facility';

const CHECK = 'rate_limit_conformance';

/**
 * A refusal as the person reads it: its status, whether it says when to retry, and its message but for its
 * numbers (the seconds to wait, which differ by when each email's first failure was).
 */
export function refusalSaid(exchange: Exchange): string | undefined {
  const response = exchange.response;
  if (!response) return undefined;
  const message = (response.json as { message?: unknown } | undefined)?.message;
  return JSON.stringify({
    status: response.status,
    retryAfter: response.headers['retry-after'] !== undefined,
    message: typeof message === 'string' ? message.replace(/\d+/g, '#') : message,
  });
}

class Logins {
  private readonly client = throwawayAddress(randomInt(2 ** 30));
  constructor(
    private readonly context: RunContext,
    private readonly login: OperationInfo,
  ) {}

  send(email: string, password: string, deviceToken?: string) {
    const request = plainRequest(
      this.login,
      { none: true },
      {},
      { kind: 'json', value: { email, password, ...(deviceToken && { deviceToken }) } },
    );
    return this.context.client.send({ ...request, headers: { [CLIENT_HEADER]: this.client } });
  }

  /** `times` wrong passwords, then one more login (`then`); its answer. */
  async failThen(times: number, email: string, then: () => Promise<Exchange>, deviceToken?: string) {
    for (let i = 0; i < times; i++) await this.send(email, `not-the-password-${i}`, deviceToken);
    return then();
  }

  skip(why: string) {
    this.context.results.skip(this.login.operationId, CHECK, why);
  }

  record(verdict: Verdict, exchange: Exchange) {
    this.context.results.record(this.login, CHECK, verdict, exchange);
    return verdict?.pass !== false;
  }
}

export const loginFailuresJudged: Rule = {
  check: CHECK,
  // Before the login operation's own probes: the run's guard counts these failures too, so a server that takes
  // no client from X-Forwarded-For (they land on the run's address) still sees the run stay under the 20 failures
  // after which the contract slows an address down, as the probes then send fewer.
  phase: 'early',
  writes: true,
  async run(context) {
    const login = context.operations.find((o) => o.operationId === LOGIN_OPERATION);
    const limit = HAZARDS[LOGIN_OPERATION]?.failureLimits?.perEmail;
    if (!login || !limit || !context.probeLimits || !context.results.operations.has(login.operationId))
      return;
    const tag = `${context.seed}-${randomUUID().slice(0, 8)}`;
    const account = await registerFacilityOfRun(context, 'device', tag);
    const logins = new Logins(context, login);
    if (typeof account === 'string') return logins.skip(account);
    await judge(logins, account, limit, throwawayEmail('nobody-logs-in', tag));
  },
};

async function judge(logins: Logins, { email, password }: RegisteredAccount, limit: number, nobody: string) {
  const deviceOf = (exchange: Exchange) => {
    const token = dataOf(exchange)?.deviceToken;
    return typeof token === 'string' ? token : undefined;
  };
  const first = await logins.send(email, password);
  // Not the promise judged: a server may hold a registration for review before it logs in.
  if (first.response?.status !== 200)
    return logins.skip(`the run's own facility could not log in (${describeExchange(first)})`);
  // A server without device tokens leaves them out: then only steps 4 and 6 apply.
  let t2: string | undefined;
  const t1 = deviceOf(first);
  if (t1) {
    const locked = await logins.failThen(limit, email, () => logins.send(email, password, t1), t1);
    const lockedSays = `${limit} failures with a device token lock that token out, even for the right password`;
    if (!logins.record(statusVerdict(429, lockedSays, locked), locked)) return;
    const untrusted = await logins.send(email, password);
    const untrustedSays =
      "a device token's failures are not its client's: the right password without it is taken";
    if (!logins.record(sessionGiven(untrustedSays, untrusted), untrusted)) return;
    t2 = deviceOf(untrusted);
  }
  const held = await logins.failThen(limit, email, () => logins.send(email, 'not-the-password'));
  const heldSays = `${limit} failures for one email from one client hold that client back`;
  if (!logins.record(statusVerdict(429, heldSays, held), held)) return;
  if (t2) {
    const device = await logins.send(email, password, t2);
    const deviceSays =
      "the client's failures never keep the owner's device out: the right password with its token is taken";
    if (!logins.record(sessionGiven(deviceSays, device), device)) return;
  }
  const unknown = await logins.failThen(limit, nobody, () => logins.send(nobody, 'not-the-password'));
  logins.record(sameAnswerVerdict(held, unknown, refusalSaid), unknown);
}
