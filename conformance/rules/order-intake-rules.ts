/**
 * createOrder's rules in words (decision 118), on an order of the run's own: the contract's example with a placer
 * order number of the run's making, sent by the throwaway facility's system with the credential the ways in made
 * for it (./../ways.ts), so no found case is touched. Last in the run, before that credential is rotated away.
 *
 * - `idempotent_replay`: "the same order again changes nothing": 200, `created` false, the same case.
 * - `write_read_back`: "an order of that number with other content is a change, which updates a Draft's patient":
 *   the patient's family name changed, then read back by getCase as the facility.
 * - `state_transitions`: "a ServiceRequest with status revoked cancels a Draft": getCase then answers Cancelled.
 * - `negative_data_rejection`: "a cancel of a number never received 422": a revoked order of a number of the run's
 *   making that was never sent.
 * - `state_transitions`: "once the case is sent out (or cancelled, for a change) a change or a cancel answers 409":
 *   a change of the cancelled order; then a second order of the run's, its case sent out by the facility
 *   (sendOutCase, on a case the run made), then changed and cancelled, each 409, and getCase still reads it as sent.
 */
import { randomUUID } from 'node:crypto';
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { CheckName, Exchange, Verdict } from '../types';
import { describeResponse } from '../checks/response';
import { THROWAWAY_FACILITY, THROWAWAY_FACILITY_SYSTEM } from '../way';
import { dataOf, plainRequest, statusVerdict } from './extension';
import type { Rule } from './index';

type Data = Record<string, unknown>;
type Entry = { resource: Data };

/** The example order with `number` as its placer order number, changed by `change` (a deep copy). */
export function orderNumbered(example: unknown, number: string, change?: (resources: Data[]) => void): Data {
  const bundle = structuredClone(example) as { entry?: Entry[] } & Data;
  const resources = (bundle.entry ?? []).map((entry) => entry.resource);
  for (const resource of resources)
    if (resource.resourceType === 'ServiceRequest')
      for (const identifier of (resource.identifier as Data[] | undefined) ?? []) identifier.value = number;
  change?.(resources);
  return bundle;
}

const ofType = (resources: Data[], type: string) => resources.filter((r) => r.resourceType === type);

/** The order cancelled: its ServiceRequest revoked. */
const revoke = (resources: Data[]) => {
  for (const request of ofType(resources, 'ServiceRequest')) request.status = 'revoked';
};

/** The same case, not created again, or a failure saying what came. */
export function sameCaseVerdict(caseId: string, exchange: Pick<Exchange, 'response'>): Verdict {
  const response = exchange.response;
  if (!response) return null;
  const data = (response.json as { data?: Data } | undefined)?.data;
  if (response.status === 200 && data?.caseID === caseId && data.created === false) return { pass: true };
  return {
    pass: false,
    expected: `200 with case ${caseId}, created false: the same order again changes nothing`,
    seen: `${describeResponse(response)}${data ? `, case ${String(data.caseID)}, created ${String(data.created)}` : ''}`,
  };
}

/** A field of the case as the facility reads it, against what the order made it. */
export function caseFieldVerdict(what: string, expected: string, seen: unknown, exchange: Exchange): Verdict {
  if (!exchange.response) return null;
  if (seen === expected) return { pass: true };
  return { pass: false, expected: `${expected}: ${what}`, seen: `getCase answers ${JSON.stringify(seen)}` };
}

interface Orders {
  order: OperationInfo;
  getCase: OperationInfo;
  sendOut?: OperationInfo;
  example: unknown;
}

export const orderIntakeRules: Rule = {
  check: 'idempotent_replay',
  phase: 'last',
  writes: true,
  async run(context) {
    const order = context.operations.find((o) => o.operationId === 'createOrder');
    const getCase = context.operations.find((o) => o.operationId === 'getCase');
    if (!order || !context.results.operations.has(order.operationId)) return;
    const checks: CheckName[] = [
      'idempotent_replay',
      'write_read_back',
      'state_transitions',
      'negative_data_rejection',
    ];
    const skip = (why: string) =>
      checks.forEach((check) => context.results.skip(order.operationId, check, why));
    const example = order.body?.examples[0];
    if (!getCase || !example) return skip('the contract has no getCase, or no example order');
    if (
      !context.client.tokens.has(THROWAWAY_FACILITY_SYSTEM) ||
      !context.client.tokens.has(THROWAWAY_FACILITY)
    )
      return skip("the ways in made no credential for the throwaway facility's system");
    const sendOut = context.operations.find((o) => o.operationId === 'sendOutCase');
    await judgeOrders(context, { order, getCase, sendOut, example });
  },
};

async function judgeOrders(context: RunContext, { order, getCase, sendOut, example }: Orders) {
  const { client, results } = context;
  const tag = `${context.seed}-${randomUUID().slice(0, 8)}`;
  const number = `CONF-${tag}`;
  const send = (body: Data) =>
    client.send(plainRequest(order, { role: THROWAWAY_FACILITY_SYSTEM }, {}, { kind: 'json', value: body }));
  const readCase = (caseId: string) =>
    client.send(plainRequest(getCase, { role: THROWAWAY_FACILITY }, { path: { caseId } }));
  const record = (check: CheckName, verdict: Verdict, exchange: Exchange) =>
    results.record(order, check, verdict, exchange);

  const first = await send(orderNumbered(example, number));
  const caseId = dataOf(first)?.caseID;
  if (typeof caseId !== 'string' || first.response?.status !== 201)
    return results.skip(
      order.operationId,
      'idempotent_replay',
      'the order of the run was not received (201)',
    );

  const again = await send(orderNumbered(example, number));
  record('idempotent_replay', sameCaseVerdict(caseId, again), again);

  const family = `Conformance-${tag}`;
  const renamed = (to: string) => (resources: Data[]) => {
    for (const patient of ofType(resources, 'Patient'))
      for (const name of (patient.name as Data[] | undefined) ?? []) name.family = to;
  };
  const changed = await send(orderNumbered(example, number, renamed(family)));
  if (dataOf(changed)) {
    const read = await readCase(caseId);
    const lastName = (dataOf(read)?.patientInfo as Data | undefined)?.lastName;
    record(
      'write_read_back',
      caseFieldVerdict("a change updates its Draft's patient", family, lastName, read),
      read,
    );
  } else record('write_read_back', statusVerdict(200, "a change of the order's patient", changed), changed);

  const revoked = await send(orderNumbered(example, number, revoke));
  if (dataOf(revoked)) {
    const read = await readCase(caseId);
    const status = dataOf(read)?.status;
    record(
      'state_transitions',
      caseFieldVerdict('a revoked order cancels its Draft', 'Cancelled', status, read),
      read,
    );
    if (status === 'Cancelled') {
      const late = await send(orderNumbered(example, number, renamed(`${family}-late`)));
      record(
        'state_transitions',
        statusVerdict(409, 'a change of an order whose case was cancelled', late),
        late,
      );
    }
  } else
    record('state_transitions', statusVerdict(200, 'a revoked order cancels its Draft', revoked), revoked);

  const unknown = await send(orderNumbered(example, `${number}-never-sent`, revoke));
  record(
    'negative_data_rejection',
    statusVerdict(422, 'a cancel of a number never received', unknown),
    unknown,
  );

  if (sendOut)
    await judgeSentOut(context, { send, readCase, sendOut, example, number: `${number}-sent` }, record);
}

interface SentOut {
  send: (body: Data) => Promise<Exchange>;
  readCase: (caseId: string) => Promise<Exchange>;
  sendOut: OperationInfo;
  example: unknown;
  number: string;
}

/** An order of the run's own whose case the facility sent out: a change and a cancel each 409, and the case kept. */
async function judgeSentOut(
  context: RunContext,
  { send, readCase, sendOut, example, number }: SentOut,
  record: (check: CheckName, verdict: Verdict, exchange: Exchange) => void,
) {
  const skip = (why: string) => context.results.skip('createOrder', 'state_transitions', why);
  const made = await send(orderNumbered(example, number));
  const caseId = dataOf(made)?.caseID;
  if (typeof caseId !== 'string' || made.response?.status !== 201)
    return skip('the second order of the run was not received (201)');
  const sent = await context.client.send(
    plainRequest(sendOut, { role: THROWAWAY_FACILITY }, { path: { caseId } }),
  );
  const status = dataOf(sent)?.status;
  if (sent.response?.status !== 200 || typeof status !== 'string')
    return skip(
      `the facility could not send the order's case out (sendOutCase: ${sent.response ? describeResponse(sent.response) : sent.error})`,
    );
  const changed = await send(
    orderNumbered(example, number, (resources) => {
      for (const request of ofType(resources, 'ServiceRequest')) request.priority = 'stat';
    }),
  );
  record(
    'state_transitions',
    statusVerdict(409, 'a change of an order whose case was sent out', changed),
    changed,
  );
  const cancelled = await send(orderNumbered(example, number, revoke));
  record(
    'state_transitions',
    statusVerdict(409, 'a cancel of an order whose case was sent out', cancelled),
    cancelled,
  );
  const read = await readCase(caseId);
  record(
    'state_transitions',
    caseFieldVerdict('nothing changes once its case is sent out', status, dataOf(read)?.status, read),
    read,
  );
}
