/**
 * What a run may not do to what it found (decision 141). The contract marks an operation whose effect cannot be
 * put back `x-irreversible: "why"` (a credential rotated, a case cancelled or signed out, a message sent out of the
 * server). Such a request is sent only when it acts on what the run made itself:
 *
 * - an operation that names records in its path: only when one of them is a record the run made (a create's
 *   answer (201) gave it as the record's own id); a found record, an example's id or a made-up one is never named;
 * - an operation that names none (it acts on the caller's own account: rotate the caller's facility's
 *   credential): only as an account the run made (the throwaway ones of ./ways.ts) or the `--scratch-facility`
 *   a team set aside; never as one of the accounts the run found (its roles' and the other facility's). A request
 *   without a token, or with one the server never issued, acts on nobody's account and is sent.
 *
 * Every other request is held back by the client (./http.ts) before it leaves, whoever built it (checks, rules,
 * sequences, probes), and listed under NOT SENT; what was sent is listed under CLEAN-UP, since nothing takes it back.
 * The operation's documented worst case (`x-max-seconds`) sets its time-out: a slow answer the contract allows is
 * not a failure.
 */
import type { Account } from './auth';
import type { OpenApiDoc, OperationInfo } from './openapi';
import type { Results } from './results';
import { OTHER_FACILITY } from './rules/authz-probe';
import { operationExtension } from './rules/extension';
import { readStateMachines } from './rules/state-machines';
import type { RequestSpec } from './types';

/** The role key the `--scratch-facility` account's token is kept under (curl lines name it). */
export const SCRATCH_FACILITY = 'scratch-facility';

/** Added to an operation's documented worst case: the network's share of the wait. */
const MARGIN_MS = 5_000;

/** Why the operation cannot be put back (`x-irreversible`), or undefined when it can. */
export function irreversibleReason(doc: OpenApiDoc, operation: OperationInfo): string | undefined {
  const value = operationExtension(doc, operation, 'x-irreversible');
  if (value === true) return 'the contract marks it irreversible';
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The operation's documented worst case in seconds (`x-max-seconds`), or undefined. */
export function maxSeconds(doc: OpenApiDoc, operation: OperationInfo): number | undefined {
  const value = operationExtension(doc, operation, 'x-max-seconds');
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The time-out a request to the operation gets: the run's, or its documented worst case and a margin if longer. */
export function timeoutFor(runTimeoutMs: number, documentedSeconds: number | undefined): number {
  return documentedSeconds === undefined
    ? runTimeoutMs
    : Math.max(runTimeoutMs, documentedSeconds * 1000 + MARGIN_MS);
}

export interface HarmFacts {
  /** Whether the run made the record with this id. */
  made(id: string): boolean;
  /** Whether the token key is an account the run found (its roles', `Role#fresh` sessions, the other facility). */
  foundAccount(key: string): boolean;
}

/**
 * Why an irreversible operation's request may not be sent (undefined: it may). Pure: the facts say what the run
 * made and which accounts it found.
 */
export function holdReason(
  operation: Pick<OperationInfo, 'operationId' | 'path'>,
  reason: string | undefined,
  spec: Pick<RequestSpec, 'pathParams' | 'auth'>,
  facts: HarmFacts,
): string | undefined {
  if (!reason) return undefined;
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length) {
    if (names.some((name) => facts.made(spec.pathParams[name] ?? ''))) return undefined;
    return `${reason}: sent only for records the run made`;
  }
  if ('role' in spec.auth && facts.foundAccount(spec.auth.role))
    return `${reason}: sent only as accounts the run made (or --scratch-facility)`;
  return undefined;
}

/** The irreversible requests a run sent, by operation: what each left (listed under CLEAN-UP). */
export class HarmLog {
  private readonly sent = new Map<string, { reason: string; where: Set<string> }>();
  private readonly held = new Map<string, string>();

  /** A request held back: the first reason per operation (the report lists it under NOT SENT). */
  hold(operationId: string, why: string): boolean {
    const first = !this.held.has(operationId);
    if (first) this.held.set(operationId, why);
    return first;
  }

  /** An irreversible request the server took (2xx). */
  took(operationId: string, reason: string, spec: Pick<RequestSpec, 'pathParams' | 'auth'>) {
    const entry = this.sent.get(operationId) ?? { reason, where: new Set<string>() };
    const ids = Object.values(spec.pathParams);
    const who = 'role' in spec.auth ? spec.auth.role : 'no caller';
    entry.where.add(ids.length ? ids.join('/') : `as ${who}`);
    this.sent.set(operationId, entry);
  }

  private readonly moved = new Map<string, Set<string>>();

  /** A state transition (x-state-machines) the server took on a record the run found: not put back. */
  movedFound(operationId: string, spec: Pick<RequestSpec, 'pathParams'>) {
    const where = this.moved.get(operationId) ?? new Set<string>();
    this.moved.set(operationId, where.add(Object.values(spec.pathParams).join('/')));
  }

  /** The CLEAN-UP lines: what was done that nothing takes back, and to what; found records whose state moved. */
  left(): string[] {
    return [
      ...[...this.sent].map(
        ([operationId, { reason, where }]) =>
          `${operationId}: ${where.size} done to the run's own (${reason}; not undone): ${[...where].join(', ')}`,
      ),
      ...[...this.moved].map(
        ([operationId, where]) =>
          `${operationId}: moved the state of ${where.size} found records (not put back): ${[...where].join(', ')}`,
      ),
    ];
  }
}

/** The run's guard: the client's `hold` and `timeoutFor`, and what it sent that nothing takes back. */
export function createHarm(options: {
  doc: OpenApiDoc;
  operations: OperationInfo[];
  facts: HarmFacts;
  runTimeoutMs: number;
  /** A request held back (the first of each operation), for the report's NOT SENT. */
  onHeld: (operationId: string, why: string) => void;
}) {
  const { doc, operations, facts } = options;
  const find = (spec: Pick<RequestSpec, 'method' | 'template'>) =>
    operations.find((op) => op.method === spec.method && op.path === spec.template);
  const log = new HarmLog();
  const transitions = transitionOperations(doc, operations);
  /** The own ids of the records the run's creates made (./hygiene.ts counts referenced ids too: not here). */
  const listed = new Set<string>();
  const made = { ...facts, made: (id: string) => listed.has(id) || facts.made(id) };
  return {
    log,
    /** A record the run caused without a create (its own case's delivery): the run's, as a create's would be. */
    adopt: (id: string) => void listed.add(id),
    hold(spec: RequestSpec): string | undefined {
      const operation = find(spec);
      if (!operation) return undefined;
      const why = holdReason(operation, irreversibleReason(doc, operation), spec, made);
      if (why && log.hold(operation.operationId, why)) options.onHeld(operation.operationId, why);
      return why;
    },
    timeoutFor(spec: RequestSpec): number | undefined {
      const operation = find(spec);
      return operation && timeoutFor(options.runTimeoutMs, maxSeconds(doc, operation));
    },
    /** Every answer: an irreversible request the server took is kept for CLEAN-UP. */
    observe(exchange: { request: RequestSpec; response?: { status: number; json?: unknown } }) {
      const operation = find(exchange.request);
      const reason = operation && irreversibleReason(doc, operation);
      const status = exchange.response?.status ?? 0;
      // 201 only: a POST that lists records it did not make (a search) must not make them the run's.
      if (exchange.request.method === 'POST' && status === 201)
        for (const id of createdIds(exchange.response?.json)) listed.add(id);
      if (operation && reason && status >= 200 && status < 300)
        log.took(operation.operationId, reason, exchange.request);
      const ids = Object.values(exchange.request.pathParams);
      if (operation && !reason && transitions.has(operation.operationId) && status >= 200 && status < 300)
        if (ids.length && !ids.some((id) => made.made(id)))
          log.movedFound(operation.operationId, exchange.request);
    },
  };
}

/**
 * The own ids of the records a create's answer (201) holds: `data`'s and each of `data.items`' (an import) `id`, or
 * `caseID` (a case's own id, as listCases' x-pagination names it). Never a field that names another record
 * (`caseId` of a task, `facilityId`): a record a create only refers to was found, not made.
 */
export function createdIds(json: unknown): string[] {
  const data = (json as { data?: unknown } | undefined)?.data;
  if (!data || typeof data !== 'object') return [];
  const items = (data as { items?: unknown }).items;
  return [data, ...(Array.isArray(items) ? items : [])].flatMap((item: unknown) =>
    item && typeof item === 'object'
      ? Object.entries(item).flatMap(([field, value]) =>
          /^(id|caseID)$/.test(field) && typeof value === 'string' ? [value] : [],
        )
      : [],
  );
}

/** The guard of a run: what it made, its creates' answers; what it found, its accounts. */
export function harmOfRun(run: {
  doc: OpenApiDoc;
  operations: OperationInfo[];
  accounts: ReadonlyMap<string, Account>;
  results: Results;
  timeoutMs?: number;
}) {
  return createHarm({
    doc: run.doc,
    operations: run.operations,
    facts: {
      // The creates' own ids are read by createHarm itself (./hygiene.ts counts ids a create refers to as well).
      made: () => false,
      foundAccount: (key) => run.accounts.has(key.split('#')[0]!) || key === OTHER_FACILITY,
    },
    runTimeoutMs: run.timeoutMs ?? 10_000,
    onHeld: (operationId, why) => {
      if (!run.results.operations.has(operationId)) return;
      run.results.skipped(operationId, 'requests to what the run did not make', why);
      run.results.withhold(operationId, why);
    },
  });
}

/** The operations `components.x-state-machines` moves records by (their effect is a record's state). */
export function transitionOperations(doc: OpenApiDoc, operations: readonly OperationInfo[]): Set<string> {
  const { machines } = readStateMachines(doc, new Set(operations.map((op) => op.operationId)));
  return new Set(machines.flatMap((machine) => machine.moves.map((move) => move.operation)));
}
