/**
 * retryDelivery's words: "Only a `failed` delivery (409 otherwise …)", under `state_transitions`. A delivery fails
 * only after 42 minutes of back-off, so its success stays unreached (x-conformance-unreachable); its refusal is in
 * reach. As the throwaway facility of the ways in, whose signed-out case it owns: its HL7 endpoint enabled on a
 * documentation address (NOWHERE_HOST, where the ways save it: nothing there answers, no message is received), an
 * addendum by an Admin (a new report version, queued to that endpoint), then retryDelivery of that delivery, not
 * failed, must answer 409. The endpoint goes back as it was at once (run after the rule that finds
 * no delivery for that case while it was disabled). About six requests.
 */
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import { NOWHERE_HOST, THROWAWAY_FACILITY } from '../way';
import { dataOf, plainRequest, statusVerdict } from './extension';
import type { Rule } from './index';

const CHECK = 'state_transitions';
/** MLLP's customary port, for an endpoint the ways did not save. */
const NOWHERE_PORT = 2575;
type Data = Record<string, unknown>;

const OPERATIONS = [
  'retryDelivery',
  'listDeliveries',
  'getMyFacilityInterfaces',
  'updateMyFacilityInterfaces',
  'addReportAddendum',
] as const;

type Operations = Record<(typeof OPERATIONS)[number], OperationInfo>;

export const retryOnlyFailed: Rule = {
  check: CHECK,
  phase: 'last',
  writes: true,
  async run(context) {
    const found = OPERATIONS.map((id) => [id, context.operations.find((o) => o.operationId === id)] as const);
    if (!context.results.operations.has('retryDelivery')) return;
    const skip = (why: string) => context.results.skip('retryDelivery', CHECK, why);
    if (found.some(([, o]) => !o)) return skip(`the contract lacks one of ${OPERATIONS.join(', ')}`);
    const caseId = context.madeByWays?.signedOutCaseId;
    if (!caseId || !context.client.tokens.has(THROWAWAY_FACILITY) || !context.sessions.has('Admin'))
      return skip("no case of the run's own facility was signed out (the ways in), or no Admin session");
    await judge(context, Object.fromEntries(found) as Operations, caseId, skip);
  },
};

async function judge(context: RunContext, ops: Operations, caseId: string, skip: (why: string) => void) {
  const send = (op: OperationInfo, role: string, values = {}, body?: unknown) =>
    context.client.send(plainRequest(op, { role }, values, body ? { kind: 'json', value: body } : undefined));
  const hl7 = dataOf(await send(ops.getMyFacilityInterfaces, THROWAWAY_FACILITY))?.hl7 as Data | undefined;
  if (!hl7 || hl7.enabled) return skip("the throwaway facility's endpoint is enabled already (or unread)");
  const on = { ...hl7, enabled: true, host: NOWHERE_HOST, port: hl7.port ?? NOWHERE_PORT };
  const enabled = await send(ops.updateMyFacilityInterfaces, THROWAWAY_FACILITY, {}, { hl7: on });
  if (enabled.response?.status !== 200) return skip('the throwaway facility could not enable its endpoint');
  try {
    const added = await send(
      ops.addReportAddendum,
      'Admin',
      { path: { caseId } },
      ops.addReportAddendum.body?.examples[0],
    );
    if (!dataOf(added)) return skip('no addendum could be added to the signed-out case');
    const page = dataOf(await send(ops.listDeliveries, THROWAWAY_FACILITY, { query: { caseId } })) as
      { items?: Data[] } | undefined;
    // Newest first: the addendum's, queued, sent (its ACK awaited) or, on a peer that answers, acknowledged.
    const pending = page?.items?.find(
      (item) => item.status !== 'failed' && (item.case as Data | undefined)?.caseID === caseId,
    );
    if (typeof pending?.id !== 'string') return skip('no delivery of the addendum was made');
    // The run's own case's delivery: the run's to send again (an irreversible operation names only those).
    context.adopt?.(pending.id);
    const retried = await send(ops.retryDelivery, THROWAWAY_FACILITY, { path: { deliveryId: pending.id } });
    const what = `a delivery ${String(pending.status)}, not failed, is not sent again`;
    context.results.record(ops.retryDelivery, CHECK, statusVerdict(409, what, retried), retried);
  } finally {
    await send(ops.updateMyFacilityInterfaces, THROWAWAY_FACILITY, {}, { hl7 });
  }
}
