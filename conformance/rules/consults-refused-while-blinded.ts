/**
 * startConsult's words: "A reviewer of a blinded QA review of the case is refused every consult operation on it,
 * 403 … until graded", under `qa_blinding_kept` (a case's consults name who took part, and its candidates single
 * out who reads it). Being that reviewer is a relation to one case (decision 167), and getCase says it
 * (`blinded: true`): the run's provider lists their open QA tasks, reads the cases of the first few, and for the
 * first one answered blinded asks the case's consults and consult candidates, each of which must answer 403. Reads
 * only: nothing is graded, started or joined. About five requests.
 */
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import { dataOf, plainRequest, statusVerdict } from './extension';
import type { Rule } from './index';

const CHECK = 'qa_blinding_kept';
const ROLE = 'Provider';
/** The consult operations a case's path alone names: what a reviewer could read of its consults. */
const REFUSED = ['listCaseConsults', 'listConsultCandidates'];
/** QA review tasks (TaskType 2) whose cases are read to find a blinded one. */
const QA_TASK = 2;
const TASKS_READ = 3;

type Data = Record<string, unknown>;

export const consultsRefusedWhileBlinded: Rule = {
  check: CHECK,
  phase: 'early',
  writes: false,
  async run(context) {
    const find = (id: string) => context.operations.find((o) => o.operationId === id);
    const refused = REFUSED.map(find).filter(
      (o): o is OperationInfo => !!o && context.results.operations.has(o.operationId),
    );
    const [tasks, read] = [find('listTasks'), find('getCase')];
    if (!refused.length) return;
    const skip = (why: string) => refused.forEach((o) => context.results.skip(o.operationId, CHECK, why));
    if (!tasks || !read || !context.sessions.has(ROLE))
      return skip('no provider session, or no listTasks or getCase');
    const caseId = await blindedCase(context, tasks, read);
    if (!caseId) return skip("no open QA task of the run's provider has a case they read blinded");
    for (const operation of refused) {
      const exchange = await context.client.send(
        plainRequest(operation, { role: ROLE }, { path: { caseId } }),
      );
      const what = `a blinded QA reviewer of ${caseId} is refused its consults until graded`;
      context.results.record(operation, CHECK, statusVerdict(403, what, exchange), exchange);
    }
  },
};

/** The first case among the provider's open QA tasks' that getCase answers them blinded. */
async function blindedCase(context: RunContext, tasks: OperationInfo, read: OperationInfo) {
  const page = dataOf(await context.client.send(plainRequest(tasks, { role: ROLE })));
  const open = ((page?.items as Data[] | undefined) ?? []).filter(
    (t) => t.type === QA_TASK && (t.status === 'Open' || t.status === 'InProgress') && t.case,
  );
  for (const task of open.slice(0, TASKS_READ)) {
    const caseId = (task.case as Data).caseID;
    if (typeof caseId !== 'string') continue;
    const answer = dataOf(
      await context.client.send(plainRequest(read, { role: ROLE }, { path: { caseId } })),
    );
    if (answer?.blinded === true) return caseId;
  }
  return undefined;
}
