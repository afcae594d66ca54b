/**
 * startConsult's words: "A case keeps at most 50 consults, ended ones counted: a 51st answers 422 … and nothing
 * is stored", under `state_transitions`. On the case the ways in held their consult on (`consultCaseId`, the
 * throwaway facility's, still being read): the Admin starts and leaves one consult after another until the case
 * holds 50 (each start must be taken: a refusal before the 50th is a limit lower than documented), then one more
 * must answer 422, and listCaseConsults must still list 50. Run after the consult rules that start one on that
 * case. About 100 requests on a fresh case (two per consult).
 */
import { CONSULT_MAX_PER_CASE } from '../../contracts/consult';
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange, Verdict } from '../types';
import { describeResponse } from '../checks/response';
import { dataOf, plainRequest, statusVerdict } from './extension';
import type { Rule } from './index';

const CHECK = 'state_transitions';
const ROLE = 'Admin';

type Operations = { start: OperationInfo; leave: OperationInfo; list: OperationInfo };

/** A start that fills the case: taken (201) while the case holds fewer than the limit. */
export function fillVerdict(held: number, exchange: Pick<Exchange, 'response'>): Verdict {
  const response = exchange.response;
  if (!response || response.status === 201) return response ? { pass: true } : null;
  return {
    pass: false,
    expected: `201: the case holds ${held} consults, fewer than ${CONSULT_MAX_PER_CASE}`,
    seen: describeResponse(response),
  };
}

export const consultLimitKept: Rule = {
  check: CHECK,
  phase: 'last',
  writes: true,
  async run(context) {
    const find = (id: string) => context.operations.find((o) => o.operationId === id);
    const [start, leave, list] = ['startConsult', 'leaveConsult', 'listCaseConsults'].map(find);
    if (!start || !context.results.operations.has(start.operationId)) return;
    const skip = (why: string) => context.results.skip(start.operationId, CHECK, why);
    const caseId = context.madeByWays?.consultCaseId;
    if (!leave || !list) return skip('the contract has no leaveConsult or listCaseConsults');
    if (!caseId || !context.sessions.has(ROLE))
      return skip("no case of the run's own was being read (the ways in), or no Admin session");
    await judge(context, { start, leave, list }, caseId);
  },
};

async function judge(context: RunContext, ops: Operations, caseId: string) {
  const send = (op: OperationInfo, path: Record<string, string>) =>
    context.client.send(plainRequest(op, { role: ROLE }, { path }));
  const count = async () => {
    const consults = dataOf(await send(ops.list, { caseId })) as unknown;
    return Array.isArray(consults) ? consults.length : undefined;
  };
  const before = await count();
  if (before === undefined)
    return context.results.skip(ops.start.operationId, CHECK, 'listCaseConsults answered no list');
  for (let held = before; held < CONSULT_MAX_PER_CASE; held++) {
    const started = await send(ops.start, { caseId });
    const consultId = dataOf(started)?.consultId;
    if (typeof consultId !== 'string') {
      context.results.record(ops.start, CHECK, fillVerdict(held, started), started);
      return;
    }
    await send(ops.leave, { caseId, consultId });
  }
  const over = await send(ops.start, { caseId });
  const what = `the case holds ${CONSULT_MAX_PER_CASE} consults, ended ones counted`;
  context.results.record(ops.start, CHECK, statusVerdict(422, what, over), over);
  const overId = dataOf(over)?.consultId;
  if (typeof overId === 'string') await send(ops.leave, { caseId, consultId: overId });
  const after = await count();
  if (after !== undefined && over.response?.status === 422)
    context.results.record(
      ops.start,
      CHECK,
      after === CONSULT_MAX_PER_CASE
        ? { pass: true }
        : {
            pass: false,
            expected: `${CONSULT_MAX_PER_CASE} consults listed: the refused one not stored`,
            seen: `${after} listed`,
          },
      over,
    );
}
