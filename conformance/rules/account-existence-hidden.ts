/**
 * requestEmailVerification's words: "the answer is the same whether or not the account exists, so it cannot be
 * used to find out who has an account", under `no_secret_in_answer` (who has an account is not handed out). An
 * account of the run's own (a user an Admin creates, retired after) and an email never registered are each sent
 * once: the two answers must agree in status, message and data, but for the email each echoes. Four requests; one
 * code goes to the run's own user.
 */
import { randomUUID } from 'node:crypto';
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange, Verdict } from '../types';
import { describeResponse } from '../checks/response';
import { throwawayEmail } from '../way';
import { dataOf, plainRequest } from './extension';
import type { Rule } from './index';

const CHECK = 'no_secret_in_answer';

/** What an answer says beyond the email it echoes: its status, message and the rest of its data. */
function sayings(exchange: Exchange): string | undefined {
  const response = exchange.response;
  if (!response) return undefined;
  const { email: _echoed, ...rest } = dataOf(exchange) ?? {};
  const message = (response.json as { message?: unknown } | undefined)?.message;
  return JSON.stringify({ status: response.status, message, data: rest });
}

/** The answer for an unknown email against the answer for an account's, each as `said` reads it. */
export function sameAnswerVerdict(
  known: Exchange,
  unknown: Exchange,
  said: (exchange: Exchange) => string | undefined = sayings,
): Verdict {
  const [seenKnown, seenUnknown] = [said(known), said(unknown)];
  if (seenKnown === undefined || seenUnknown === undefined) return null;
  if (seenKnown === seenUnknown) return { pass: true };
  return {
    pass: false,
    expected: `the same answer for an email without an account as for an account's: ${seenKnown}`,
    seen: `${describeResponse(unknown.response!)}: ${seenUnknown}`,
  };
}

export const accountExistenceHidden: Rule = {
  check: CHECK,
  phase: 'early',
  writes: true,
  async run(context) {
    const find = (id: string) => context.operations.find((o) => o.operationId === id);
    const [request, create, retire] = ['requestEmailVerification', 'createUser', 'changeUserStatus'].map(
      find,
    );
    if (!request || !context.results.operations.has(request.operationId)) return;
    const skip = (why: string) => context.results.skip(request.operationId, CHECK, why);
    const example = create?.body?.examples[0];
    if (!create || !retire || !example) return skip('the contract has no createUser (or its example)');
    if (!context.client.tokens.has('Admin')) return skip('no Admin session to create a user of the run');
    await judge(context, { request, create, retire, example });
  },
};

interface Operations {
  request: OperationInfo;
  create: OperationInfo;
  retire: OperationInfo;
  example: unknown;
}

async function judge(context: RunContext, { request, create, retire, example }: Operations) {
  const tag = `${context.seed}-${randomUUID().slice(0, 8)}`;
  const email = throwawayEmail('account', tag);
  const made = await context.client.send(
    plainRequest(create, { role: 'Admin' }, {}, { kind: 'json', value: { ...(example as object), email } }),
  );
  const userId = dataOf(made)?.id;
  if (made.response?.status !== 201 || typeof userId !== 'string')
    return context.results.skip(request.operationId, CHECK, 'the run could not create a user of its own');
  const ask = (to: string) =>
    context.client.send(plainRequest(request, { none: true }, {}, { kind: 'json', value: { email: to } }));
  const known = await ask(email);
  const unknown = await ask(throwawayEmail('nobody', tag));
  context.results.record(request, CHECK, sameAnswerVerdict(known, unknown), unknown);
  const reason = 'Conformance run: a user of its own, retired.';
  await context.client.send(
    plainRequest(
      retire,
      { role: 'Admin' },
      { path: { userId } },
      { kind: 'json', value: { status: 'Deactivated', reason } },
    ),
  );
}
