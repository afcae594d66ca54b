/**
 * updateMyFacilityInterfaces's words on the HL7 host: "A host that is or resolves to a loopback, link-local,
 * private or this server's own address, outside the networks an administrator allowed, or that does not resolve,
 * is refused (422 under `hl7.host`, saying why)", under `negative_data_rejection`. The coverage phase sends an
 * address (the metadata service's, x-destination); what a name resolves to needs names whose answer is known:
 *
 * - a name under `.invalid`, which never resolves (RFC 6761 §6.4): 422 under `hl7.host`, whatever is allowed;
 * - `localhost`, which resolves to the loopback (RFC 6761 §6.3): answered as the loopback address itself
 *   (127.0.0.1) is, both refused, or both taken where an administrator allowed the loopback. A server that judges
 *   only addresses written out takes the name and refuses the address.
 *
 * As the throwaway facility of the ways in, its endpoint disabled (nothing is sent to it); a host taken is put back
 * as the ways saved it. Three requests, and one more for each host taken.
 */
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange, Verdict } from '../types';
import { describeResponse } from '../checks/response';
import { THROWAWAY_FACILITY } from '../way';
import { dataOf, plainRequest } from './extension';
import type { Rule } from './index';

const CHECK = 'negative_data_rejection';
const FIELD = 'hl7.host';
const NEVER_RESOLVES = 'conformance-nowhere.invalid';

type Data = Record<string, unknown>;

const refusedUnderHost = (exchange: Exchange) =>
  exchange.response?.status === 422 &&
  Object.hasOwn((exchange.response.json as { data?: object } | undefined)?.data ?? {}, FIELD);

/** A host that must be refused: 422 naming `hl7.host`. */
export function hostRefusedVerdict(what: string, exchange: Exchange): Verdict {
  if (!exchange.response) return null;
  if (refusedUnderHost(exchange)) return { pass: true };
  return { pass: false, expected: `422 under ${FIELD}: ${what}`, seen: describeResponse(exchange.response) };
}

/** The name `localhost` answered as the loopback address was: both refused under the host, or both taken. */
export function nameAsAddressVerdict(address: Exchange, name: Exchange): Verdict {
  if (!address.response || !name.response) return null;
  const taken = (exchange: Exchange) => exchange.response!.status === 200;
  const judged = (exchange: Exchange) => taken(exchange) || refusedUnderHost(exchange);
  if (!judged(address) || !judged(name)) return null;
  if (taken(address) === taken(name)) return { pass: true };
  return {
    pass: false,
    expected: `localhost judged by the address it resolves to, as 127.0.0.1 was: ${describeResponse(address.response)}`,
    seen: describeResponse(name.response),
  };
}

export const destinationNamesJudged: Rule = {
  check: CHECK,
  phase: 'last',
  writes: true,
  async run(context) {
    const [update, read] = ['updateMyFacilityInterfaces', 'getMyFacilityInterfaces'].map((id) =>
      context.operations.find((o) => o.operationId === id),
    );
    if (!update || !read || !context.results.operations.has(update.operationId)) return;
    if (!context.client.tokens.has(THROWAWAY_FACILITY))
      return context.results.skip(update.operationId, CHECK, 'the ways in made no throwaway facility');
    const saved = dataOf(await context.client.send(plainRequest(read, { role: THROWAWAY_FACILITY })))?.hl7 as
      Data | undefined;
    if (!saved?.host || !saved.port)
      return context.results.skip(
        update.operationId,
        CHECK,
        'the throwaway facility has no HL7 endpoint saved',
      );
    await judge(context, update, saved);
  },
};

async function judge(context: RunContext, update: OperationInfo, saved: Data) {
  const save = (hl7: Data) =>
    context.client.send(
      plainRequest(update, { role: THROWAWAY_FACILITY }, {}, { kind: 'json', value: { hl7 } }),
    );
  const { host: _host, port, enabled: _enabled, ...rest } = saved;
  const withHost = async (host: string) => {
    const exchange = await save({ ...rest, enabled: false, host, port });
    // Taken: the endpoint goes back to where the ways saved it.
    if (exchange.response?.status === 200) await save(saved);
    return exchange;
  };
  const nowhere = await withHost(NEVER_RESOLVES);
  context.results.record(
    update,
    CHECK,
    hostRefusedVerdict('a host that does not resolve (.invalid, RFC 6761)', nowhere),
    nowhere,
  );
  const address = await withHost('127.0.0.1');
  const name = await withHost('localhost');
  context.results.record(update, CHECK, nameAsAddressVerdict(address, name), name);
}
