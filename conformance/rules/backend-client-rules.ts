/**
 * registerBackendServiceClient's rules in words, on a facility account of the run's own only (as
 * ./credential-revocation.ts; never a found facility's clients):
 *
 * - `negative_data_rejection`: "no private member (`d`, `p`, … `k`: the set is refused, so a private key pasted by
 *   mistake is never kept)". A set holding a whole ES384 key pair of the run's making must be refused 422, and no
 *   client of that name may be listed after it.
 * - `state_transitions`: "409 when the facility has 10 clients". The facility is filled to ten with clients of the
 *   run's own (public keys of its making), and one more must be refused 409.
 *
 * Every client the rules made is removed before they end.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { CheckName, Exchange } from '../types';
import { facilityOfRun } from './credential-revocation';
import { dataOf, plainRequest, statusVerdict } from './extension';
import type { Rule } from './index';

/** The contract's "409 when the facility has 10 clients". */
export const CLIENTS_PER_FACILITY = 10;
const SCOPES = ['system/DiagnosticReport.rs'];

interface Clients {
  register: OperationInfo;
  list: OperationInfo;
  remove: OperationInfo;
  facility: string;
  tag: string;
}

/** The operations and the facility, or null when the run has not selected the rule's operation. */
async function clientsOfRun(context: RunContext, check: CheckName): Promise<Clients | null> {
  const op = (id: string) => context.operations.find((o) => o.operationId === id);
  const [register, list, remove] = [
    op('registerBackendServiceClient'),
    op('listBackendServiceClients'),
    op('removeBackendServiceClient'),
  ];
  if (!register || !context.results.operations.has(register.operationId)) return null;
  if (!list || !remove) {
    context.results.skip(register.operationId, check, 'the contract has no list or remove of clients');
    return null;
  }
  const tag = `${context.seed}.${randomUUID().slice(0, 8)}`;
  const facility = await facilityOfRun(context, tag);
  if (Array.isArray(facility)) {
    context.results.skip(register.operationId, check, facility[0]!);
    return null;
  }
  return { register, list, remove, facility, tag };
}

/** A key set of one new ES384 key: its public half, or (`withPrivate`) the whole pair. */
async function keySet(kid: string, withPrivate = false): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  const jwk = await exportJWK(withPrivate ? privateKey : publicKey);
  return JSON.stringify({ keys: [{ ...jwk, kid, alg: 'ES384', use: 'sig' }] });
}

const registerWith = (context: RunContext, clients: Clients, name: string, jwks: string) =>
  context.client.send(
    plainRequest(
      clients.register,
      { role: clients.facility },
      {},
      { kind: 'json', value: { name, jwks, scopes: SCOPES } },
    ),
  );

async function listed(
  context: RunContext,
  clients: Clients,
): Promise<Array<{ clientId: string; name: string }>> {
  const items = dataOf(
    await context.client.send(plainRequest(clients.list, { role: clients.facility })),
  )?.items;
  return Array.isArray(items) ? (items as Array<{ clientId: string; name: string }>) : [];
}

async function removeAll(context: RunContext, clients: Clients, ids: readonly string[]) {
  for (const clientId of ids)
    await context.client.send(
      plainRequest(clients.remove, { role: clients.facility }, { path: { clientId } }),
    );
}

const clientIdOf = (exchange: Exchange) => {
  const id = dataOf(exchange)?.clientId;
  return typeof id === 'string' ? id : null;
};

const PRIVATE_CHECK: CheckName = 'negative_data_rejection';
const LIMIT_CHECK: CheckName = 'state_transitions';

export const privateKeySetRefused: Rule = {
  check: PRIVATE_CHECK,
  phase: 'last',
  writes: true,
  async run(context) {
    const clients = await clientsOfRun(context, PRIVATE_CHECK);
    if (!clients) return;
    const name = `Conformance private key ${clients.tag}`;
    const sent = await registerWith(context, clients, name, await keySet(`private-${clients.tag}`, true));
    const made = clientIdOf(sent);
    const what = 'a key set with a private member is refused';
    context.results.record(clients.register, PRIVATE_CHECK, statusVerdict(422, what, sent), sent);
    const kept = (await listed(context, clients)).some((client) => client.name === name);
    if (kept)
      context.results.record(
        clients.register,
        PRIVATE_CHECK,
        {
          pass: false,
          expected: `no client "${name}" listed: a private key pasted by mistake is never kept`,
          seen: `listBackendServiceClients lists it${made ? ` (${made})` : ''}`,
        },
        sent,
      );
    if (made) await removeAll(context, clients, [made]);
  },
};

export const clientLimitKept: Rule = {
  check: LIMIT_CHECK,
  phase: 'last',
  writes: true,
  async run(context) {
    const clients = await clientsOfRun(context, LIMIT_CHECK);
    if (!clients) return;
    const made: string[] = [];
    try {
      const room = CLIENTS_PER_FACILITY - (await listed(context, clients)).length;
      for (let i = 0; i < room; i++) {
        const name = `Conformance client ${clients.tag} ${i + 1}`;
        const id = clientIdOf(
          await registerWith(context, clients, name, await keySet(`${clients.tag}-${i}`)),
        );
        if (!id)
          return context.results.skip(
            clients.register.operationId,
            LIMIT_CHECK,
            `client ${i + 1} of ${room} to fill the facility was not registered`,
          );
        made.push(id);
      }
      const name = `Conformance client ${clients.tag} over`;
      const over = await registerWith(context, clients, name, await keySet(`${clients.tag}-over`));
      const id = clientIdOf(over);
      if (id) made.push(id);
      const what = `the facility has ${CLIENTS_PER_FACILITY} clients`;
      context.results.record(clients.register, LIMIT_CHECK, statusVerdict(409, what, over), over);
    } finally {
      await removeAll(context, clients, made);
    }
  },
};
