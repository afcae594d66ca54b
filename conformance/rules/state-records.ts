/**
 * How state_transitions makes the records it moves, one maker per machine of x-state-machines: the contract's
 * create operation, as a role that may call it, with the contract's example body (its emails and names made
 * unique), and the ids of this run the examples cannot know (the provider a case is assigned to, the signed-out
 * case a billing record bills). Nothing here names the run's own users or accounts.
 */
import { randomUUID } from 'node:crypto';
import { caseToSendOut, uniquified } from '../stateful-run';
import type { Exchange } from '../types';

/** What a maker may ask of the rule that runs it (conformance/rules/state-transitions.ts). */
export interface RecordIo {
  /** Sends an operation as the role that calls it (undefined: no logged-in role may). */
  send(
    operationId: string,
    options: { id?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Exchange | undefined>;
  /** The contract's first example body of an operation. */
  example(operationId: string): unknown;
  /** A tag no other record of the run has. */
  tag(): string;
  /** The user id of the logged-in account of a role. */
  userIdOf(role: string): string | undefined;
  /** The id of a new record of another machine, moved to a state (the case a billing record bills). */
  recordIn(machine: string, state: string): Promise<string | { problem: string }>;
  /** An enum of the contract's schemas. */
  enumOf(schema: string): unknown[];
}

export type Made = { id: string; data: Record<string, unknown> } | { problem: string };

export const dataOf = (exchange: Exchange | undefined) =>
  (exchange?.response?.json as { data?: Record<string, unknown> } | undefined)?.data;

const describe = (exchange: Exchange | undefined) =>
  exchange?.response ? `${exchange.response.status}` : (exchange?.error ?? 'no role may call it');

/** The answer's `data` and its id field, or why the create failed. */
function made(operationId: string, exchange: Exchange | undefined, idField = 'id'): Made {
  const data = dataOf(exchange);
  const id = data?.[idField];
  if (!data || !exchange?.response || exchange.response.status >= 300 || typeof id !== 'string')
    return { problem: `${operationId} answered ${describe(exchange)}` };
  return { id, data };
}

const asObject = (value: unknown) =>
  value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};

/** One create with the operation's example (unique emails and names). */
const fromExample =
  (operationId: string, change: (body: Record<string, unknown>) => void = () => {}, idField = 'id') =>
  async (io: RecordIo): Promise<Made> => {
    const body = asObject(uniquified(io.example(operationId), io.tag()));
    change(body);
    return made(operationId, await io.send(operationId, { body }), idField);
  };

/** Billing records: each bills a component of a case signed out by the run; three components, then a new case. */
function billingMaker() {
  let caseId: string | undefined;
  let used: unknown[] = [];
  return async (io: RecordIo): Promise<Made> => {
    const components = io.enumOf('BillingComponent');
    if (!caseId || used.length >= components.length) {
      const found = await io.recordIn('Case', 'SignOutCompleted');
      if (typeof found !== 'string') return { problem: `no signed-out case to bill: ${found.problem}` };
      caseId = found;
      used = [];
    }
    const component = components[used.length];
    used.push(component);
    const body = { ...asObject(io.example('createBillingRecord')), caseId, billingComponent: component };
    return made('createBillingRecord', await io.send('createBillingRecord', { body }));
  };
}

/** The makers by machine, made afresh for each run (the billing maker keeps the case it bills). */
export function recordMakers(): Record<string, (io: RecordIo) => Promise<Made>> {
  return {
    Case: async (io) => {
      const body = caseToSendOut(io.example('createCase'));
      const headers = { 'Idempotency-Key': `conformance-${randomUUID()}` };
      return made('createCase', await io.send('createCase', { body, headers }), 'caseID');
    },
    Task: fromExample('createTask', (body) => {
      // A general task of nobody's: the example's assignee, case or facility may not exist on the server.
      for (const field of ['assigneeId', 'caseId', 'facilityId', 'ownerGroup', 'checklist'])
        delete body[field];
      body.type = 1;
    }),
    BillingRecord: billingMaker(),
    User: fromExample('createUser'),
    FacilityAccount: fromExample('createAccount'),
  };
}

/** Body fields a move needs that no example can hold: the case is assigned to the run's provider. */
export const BODY_FILLS: Record<string, (io: RecordIo) => Record<string, unknown> | undefined> = {
  assignCase: (io) => {
    const providerId = io.userIdOf('Provider');
    return providerId ? { providerId } : undefined;
  },
};
