/** What every part of a run shares: the client, the contract, the callers and the ids they found, the tallies. */
import type { Account, Session } from './auth';
import { logIn } from './auth';
import type { Hazard } from './config';
import type { Client } from './http';
import type { Binding } from './ids';
import type { OpenApiDoc, OperationInfo, Schemas } from './openapi';
import type { Results } from './results';
import type { Exchange, GeneratedCase } from './types';

export interface RunContext {
  client: Client;
  doc: OpenApiDoc;
  schemas: Schemas;
  /** Every operation of the contract (the selected ones are in `results`). */
  operations: OperationInfo[];
  results: Results;
  accounts: Map<string, Account>;
  /** The roles logged in, by role. */
  sessions: Map<string, Session>;
  /** Ids each role found (conformance/collect.ts). */
  bindings: Map<string, Binding[]>;
  /** Ids and emails of the run's own callers: never named in the path of a write. */
  own: ReadonlySet<string>;
  seed: number;
  maxExamples: number;
  includeDestructive: boolean;
  readOnly: boolean;
  /** The mock's QA token (--mock-token): the ways in read emailed codes from its outbox with it. */
  mockToken?: string;
  /** The fetch the client sends with, for the mock's QA routes. */
  fetch?: typeof fetch;
  log: (line: string) => void;
}

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The logged-in roles that may call an operation (x-roles; every role when it does not say); none when public. */
export function callersOf(context: RunContext, operation: OperationInfo): (string | undefined)[] {
  if (!operation.secured) return [undefined];
  return [...context.sessions.keys()].filter((role) => !operation.roles || operation.roles.includes(role));
}

/** The ids a role found, else (for a public operation, or a role that found none) those of the others. */
export function bindingsOf(context: RunContext, role: string | undefined): Binding[] {
  const own = role ? (context.bindings.get(role) ?? []) : [];
  if (own.length) return own;
  return [...context.bindings.values()].flat();
}

/**
 * Sends one generated request (with a fresh session when the operation revokes its token); the client's observer
 * judges the answer (run.ts).
 */
export async function sendCase(
  context: RunContext,
  operation: OperationInfo,
  generated: GeneratedCase,
  hazard?: Hazard,
): Promise<Exchange> {
  let request = generated.request;
  if (hazard?.freshSession && 'role' in request.auth) {
    const role = request.auth.role;
    const account = context.accounts.get(role);
    const key = `${role}#fresh`;
    if (account) {
      const problem = await logIn(context.client, context.operations, account, key);
      if (!problem) request = { ...request, auth: { role: key } };
    }
  }
  return context.client.send(request);
}
