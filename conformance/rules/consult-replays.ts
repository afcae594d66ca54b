/**
 * The consult operations' words on what is sent again or out of order, on a consult of the run's own: the Admin
 * starts one on the case the ways in held their consult on (still being read; `consultCaseId`), then
 *
 * - `idempotent_replay`: "Inviting someone already invited or present changes nothing and answers 200 again" (the
 *   provider listed once after two invitations); "A step at or below `lastSeq` was applied already and is skipped"
 *   (the same step again: `applied` 0, `lastSeq` as it was); "leaving twice changes nothing" (the ended consult as
 *   the last leave left it).
 * - `state_transitions`: "a step beyond a gap is held until the gap fills, then applied in order" (a step two past
 *   `lastSeq` held, then the missing one applies both); "when the leader leaves, the lead goes to … the present
 *   participant who joined first; with nobody else present the consult ends" (the provider joins, the Admin leaves
 *   and the provider must lead the consult still active; the provider's leave then ends it); "a request with any
 *   step numbered past [20,000] answers 422 … and nothing of it is applied or held" (step 20,001 refused, and the
 *   next step in order applied with none held).
 *
 * Thirteen requests.
 */
import { CONSULT_MAX_STEPS } from '../../contracts/consult';
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { CheckName, Exchange, Verdict } from '../types';
import { describeResponse } from '../checks/response';
import { dataOf, plainRequest, statusVerdict } from './extension';
import type { Rule } from './index';

type Data = Record<string, unknown>;
type Path = { caseId: string; consultId: string };

/** An append's answer, against the `applied`, `held` and `lastSeq` the contract's words make it. */
export function appendVerdict(
  what: string,
  expected: { applied: number; held: number; lastSeq: number },
  exchange: Pick<Exchange, 'response'>,
): Verdict {
  const response = exchange.response;
  if (!response) return null;
  const data = (response.json as { data?: Data } | undefined)?.data;
  const seen = { applied: data?.applied, held: data?.held, lastSeq: data?.lastSeq };
  if (
    response.status === 200 &&
    Object.entries(expected).every(([k, v]) => seen[k as keyof typeof seen] === v)
  )
    return { pass: true };
  return {
    pass: false,
    expected: `200 with ${JSON.stringify(expected)}: ${what}`,
    seen: `${describeResponse(response)} ${JSON.stringify(seen)}`,
  };
}

/** A leave's answer, against the leader and state the contract's words make it. */
export function leaveVerdict(
  what: string,
  expected: { state: string; leaderId?: string },
  exchange: Pick<Exchange, 'response'>,
): Verdict {
  const response = exchange.response;
  if (!response) return null;
  const data = (response.json as { data?: Data } | undefined)?.data;
  const seen = { state: data?.state, ...(expected.leaderId && { leaderId: data?.leaderId }) };
  if (response.status === 200 && JSON.stringify(seen) === JSON.stringify(expected)) return { pass: true };
  return {
    pass: false,
    expected: `200 with ${JSON.stringify(expected)}: ${what}`,
    seen: `${describeResponse(response)} ${JSON.stringify(seen)}`,
  };
}

/** The consult without `lastActiveAt`, which any request of a participant moves on (it is not a change). */
const consultState = (data: unknown) =>
  JSON.stringify(data && typeof data === 'object' ? { ...data, lastActiveAt: undefined } : data);

/** Whether an answer's consult equals another's (a replay that changes nothing answers as the first did). */
export function unchangedVerdict(what: string, first: unknown, again: Pick<Exchange, 'response'>): Verdict {
  const response = again.response;
  if (!response) return null;
  const data = (response.json as { data?: unknown } | undefined)?.data;
  if (response.status === 200 && consultState(data) === consultState(first)) return { pass: true };
  return {
    pass: false,
    expected: `200, the consult as it was: ${what}`,
    seen: `${describeResponse(response)} ${JSON.stringify(data)?.slice(0, 300)}`,
  };
}

const step = (seq: number, tag: string) => ({
  seq,
  action: 'dispatch',
  event: { type: 'slide/selected', id: `conformance-${tag}-${seq}`, at: 0, origin: 'user', index: 0 },
});

export const consultReplays: Rule = {
  check: 'idempotent_replay',
  phase: 'last',
  writes: true,
  async run(context) {
    const op = (id: string) => context.operations.find((o) => o.operationId === id);
    const [start, invite, join, append, leave] = [
      'startConsult',
      'inviteToConsult',
      'joinConsult',
      'appendConsultEvents',
      'leaveConsult',
    ].map(op);
    if (!start || !invite || !join || !append || !leave) return;
    if (![invite, append, leave].some((o) => context.results.operations.has(o.operationId))) return;
    const skip = (why: string) =>
      [invite, append, leave].forEach((o) => context.results.skip(o.operationId, 'idempotent_replay', why));
    const caseId = context.madeByWays?.consultCaseId;
    const provider = context.sessions.get('Provider')?.userId;
    if (!caseId || !provider) return skip('the ways in held no consult, or the run has no provider');
    const started = dataOf(
      await context.client.send(plainRequest(start, { role: 'Admin' }, { path: { caseId } })),
    );
    const consultId = started?.consultId;
    if (typeof consultId !== 'string')
      return skip("the Admin could not start a consult on the ways in's case");
    const lastSeq = typeof started!.lastSeq === 'number' ? started!.lastSeq : 0;
    await judge(context, { invite, join, append, leave }, { caseId, consultId }, provider, lastSeq);
  },
};

async function judge(
  context: RunContext,
  ops: Record<'invite' | 'join' | 'append' | 'leave', OperationInfo>,
  path: Path,
  provider: string,
  lastSeq: number,
) {
  const sendAs = (role: string, operation: OperationInfo, body?: unknown) =>
    context.client.send(
      plainRequest(
        operation,
        { role },
        { path },
        body === undefined ? undefined : { kind: 'json', value: body },
      ),
    );
  const send = (operation: OperationInfo, body?: unknown) => sendAs('Admin', operation, body);
  const record = (operation: OperationInfo, check: CheckName, verdict: Verdict, exchange: Exchange) =>
    context.results.record(operation, check, verdict, exchange);
  const tag = `${context.seed}-${path.consultId}`;

  const invited = await send(ops.invite, { userId: provider });
  const again = await send(ops.invite, { userId: provider });
  record(
    ops.invite,
    'idempotent_replay',
    unchangedVerdict('an invitation sent again changes nothing', dataOf(invited), again),
    again,
  );

  const appendOf = (seqs: number[]) => send(ops.append, { steps: seqs.map((seq) => step(seq, tag)) });
  const first = await appendOf([lastSeq + 1]);
  if (dataOf(first)?.applied === 1) {
    // The same step again, then one two past lastSeq, then the one missing between: what each answer must say.
    const sends: Array<[CheckName, string, number, Parameters<typeof appendVerdict>[1]]> = [
      [
        'idempotent_replay',
        'a step at or below lastSeq was applied already and is skipped',
        lastSeq + 1,
        { applied: 0, held: 0, lastSeq: lastSeq + 1 },
      ],
      [
        'state_transitions',
        'a step beyond a gap is held until the gap fills',
        lastSeq + 3,
        { applied: 0, held: 1, lastSeq: lastSeq + 1 },
      ],
      [
        'state_transitions',
        'the missing step applies the held one after it, in order',
        lastSeq + 2,
        { applied: 2, held: 0, lastSeq: lastSeq + 3 },
      ],
    ];
    for (const [check, what, seq, expected] of sends) {
      const answer = await appendOf([seq]);
      record(ops.append, check, appendVerdict(what, expected, answer), answer);
    }
    // A step numbered past the log's limit: refused, and nothing of it held (the next step finds none held).
    const past = await appendOf([CONSULT_MAX_STEPS + 1]);
    const limit = `a step numbered past the log's ${CONSULT_MAX_STEPS.toLocaleString('en-US')} steps is refused`;
    record(ops.append, 'state_transitions', statusVerdict(422, limit, past), past);
    if (past.response?.status === 422) {
      const next = await appendOf([lastSeq + 4]);
      const what = 'nothing of a refused request is held';
      const expected = { applied: 1, held: 0, lastSeq: lastSeq + 4 };
      record(ops.append, 'state_transitions', appendVerdict(what, expected, next), next);
    }
  } else
    context.results.skip(
      ops.append.operationId,
      'idempotent_replay',
      `the first step was not applied (${first.response ? describeResponse(first.response) : first.error})`,
    );

  // The provider joins; the Admin's leave hands it the lead, and its own leave then ends the consult. Left twice
  // (the provider's leave, or the Admin's when the provider could not join), the answer is the first leave's.
  const joined = (await sendAs('Provider', ops.join)).response?.status === 200;
  let left = await send(ops.leave);
  let leaver = 'Admin';
  if (joined) {
    const what = "the leader's leaving hands the lead to the present participant who joined first";
    record(
      ops.leave,
      'state_transitions',
      leaveVerdict(what, { state: 'Active', leaderId: provider }, left),
      left,
    );
    left = await sendAs('Provider', ops.leave);
    leaver = 'Provider';
    const ended = 'the last one present leaving ends the consult';
    record(ops.leave, 'state_transitions', leaveVerdict(ended, { state: 'Ended' }, left), left);
  } else context.results.skip(ops.leave.operationId, 'state_transitions', 'the provider could not join');
  const twice = await sendAs(leaver, ops.leave);
  record(
    ops.leave,
    'idempotent_replay',
    unchangedVerdict('leaving twice changes nothing', dataOf(left), twice),
    twice,
  );
}
