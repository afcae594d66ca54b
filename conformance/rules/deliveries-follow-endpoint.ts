/**
 * state_transitions for deliveries (decision 177): results are "sent to the facility's endpoint when it is
 * enabled" (listDeliveries). Until the rule after it (./retry-only-failed.ts), a run makes no delivery of its own
 * (nothing it does may send a message to a host it did not create), but it can see that none is made where none
 * may be: the throwaway facility of the ways in has its endpoints disabled (or never saved) and a case of its own
 * signed out (and given an addendum), so listDeliveries of that case, read as that facility and as an Admin
 * ("Admins see every facility's deliveries"), must hold nothing.
 * Reads only; run last, so a server that queues a delivery a moment after the sign-out has had the run's time.
 */
import type { RunContext } from '../context';
import type { Exchange, Verdict } from '../types';
import { THROWAWAY_FACILITY } from '../way';
import { plainRequest } from './extension';
import type { Rule } from './index';

const CHECK = 'state_transitions';
type Data = Record<string, unknown>;
const dataOf = (exchange: Exchange) =>
  exchange.response && exchange.response.status < 300
    ? (exchange.response.json as { data?: Data } | undefined)?.data
    : undefined;

/** The endpoints a facility's interfaces (getMyFacilityInterfaces' data) would send results to. */
export const enabledEndpoints = (interfaces: Data) =>
  (['hl7', 'fhirPush'] as const).filter(
    (name) => (interfaces[name] as Data | null | undefined)?.enabled === true,
  );

/** A page of listDeliveries for a case whose facility sends results nowhere: nothing may be on it. */
export function noDeliveryVerdict(caseId: string, exchange: Exchange): Verdict {
  const page = dataOf(exchange) as { items?: Data[]; total?: number } | undefined;
  if (!page) return null;
  const items = Array.isArray(page.items) ? page.items : [];
  if (!items.length && !page.total) return { pass: true };
  const first = items[0];
  const row = first
    ? `${String(first.id)} ${String(first.messageType)} version ${String(first.reportVersion)} ${String(first.status)} to ${String(first.endpoint)}`
    : 'no item';
  return {
    pass: false,
    expected: `no delivery of ${caseId}: its facility's endpoints are disabled, and results are sent to an enabled one only`,
    seen: `${exchange.response!.status}: total ${String(page.total)}, ${row}`,
  };
}

export const deliveriesFollowEndpoint: Rule = {
  check: CHECK,
  phase: 'last',
  writes: false,
  async run(context: RunContext) {
    const op = (id: string) => context.operations.find((o) => o.operationId === id);
    const list = op('listDeliveries');
    const interfaces = op('getMyFacilityInterfaces');
    if (!list || !interfaces || !context.results.operations.has(list.operationId)) return;
    const skip = (why: string) => context.results.skip(list.operationId, CHECK, why);
    const caseId = context.madeByWays?.signedOutCaseId;
    if (!caseId || !context.client.tokens.has(THROWAWAY_FACILITY))
      return skip("no case of the run's own facility was signed out (the ways in)");
    const read = dataOf(await context.client.send(plainRequest(interfaces, { role: THROWAWAY_FACILITY })));
    if (!read) return skip("the run's facility could not read its interfaces");
    const enabled = enabledEndpoints(read);
    if (enabled.length) return skip(`the run's facility has an enabled endpoint (${enabled.join(', ')})`);
    const callers = [THROWAWAY_FACILITY, ...(context.sessions.has('Admin') ? ['Admin'] : [])];
    for (const role of callers) {
      const exchange = await context.client.send(plainRequest(list, { role }, { query: { caseId } }));
      context.results.record(list, CHECK, noDeliveryVerdict(caseId, exchange), exchange);
    }
  },
};
