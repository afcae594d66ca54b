/**
 * The rule state_transitions: each transition operation of x-state-machines (openapi.yaml; read by
 * ./state-machines.ts) is refused, 409 in the ErrorEnvelope, from every state the contract forbids it, and
 * allowed (2xx, the record then in its target state) from every state it allows. Records are made by the
 * run (./state-records.ts) and moved along the walks of ./state-plan.ts; each pair is tried once. Writes: a
 * read-only run skips it. Never names the run's own users or accounts.
 */
import type { RunContext } from '../context';
import { callersOf } from '../context';
import type { OperationInfo } from '../openapi';
import type { CheckName, Exchange } from '../types';
import { canonicalState, readStateMachines, type Move, type StateMachine } from './state-machines';
import { pathTo, planWalks, type PlannedStep } from './state-plan';
import { BODY_FILLS, dataOf, recordMakers, type Made, type RecordIo } from './state-records';
import { allowedTry, describeTry, landed, refusedTry } from './state-verdicts';

const CHECK: CheckName = 'state_transitions';

/** The logged-in role that calls an operation: an admin when it may (admins see every record), else the first. */
function roleFor(context: RunContext, operation: OperationInfo): string | undefined {
  const roles = callersOf(context, operation).filter((r): r is string => !!r);
  return roles.includes('Admin') ? 'Admin' : roles[0];
}

const pathParameter = (operation: OperationInfo) => {
  const names = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  return names.length === 1 ? names[0] : undefined;
};

class StateRun {
  private readonly byId: Map<string, OperationInfo>;
  private readonly makers = recordMakers();
  private readonly isErrorEnvelope: (body: unknown) => boolean;
  private count = 0;
  readonly io: RecordIo;
  /** Refusals not judged: a 403 or 404 to a caller who cannot read the record either. */
  hidden = 0;

  constructor(
    private readonly context: RunContext,
    private readonly machines: StateMachine[],
  ) {
    this.byId = new Map(context.operations.map((op) => [op.operationId, op]));
    this.isErrorEnvelope = (body) => context.schemas.validatorAt('/components/schemas/ErrorEnvelope')(body);
    this.io = {
      send: (operationId, options) => this.send(operationId, undefined, options),
      example: (operationId) => this.byId.get(operationId)?.body?.examples[0],
      tag: () => `${context.seed}s${++this.count}`,
      userIdOf: (role) => context.sessions.get(role)?.userId,
      recordIn: (machine, state) => this.recordIn(machine, state),
      enumOf: (schema) => {
        const found = (context.doc.components?.schemas?.[schema] as { enum?: unknown[] } | undefined)?.enum;
        return found ?? [];
      },
    };
  }

  /** Sends an operation as `role` (default: the role that calls it), naming the record `id`. */
  async send(
    operationId: string,
    role: string | undefined,
    options: { id?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Exchange | undefined> {
    const operation = this.byId.get(operationId);
    const caller = role ?? (operation && roleFor(this.context, operation));
    if (!operation || !caller) return undefined;
    if (options.id !== undefined && this.context.own.has(options.id)) return undefined;
    const param = pathParameter(operation);
    return this.context.client.send({
      method: operation.method,
      template: operation.path,
      pathParams: param && options.id !== undefined ? { [param]: options.id } : {},
      query: {},
      headers: options.headers ?? {},
      body: options.body === undefined ? undefined : { kind: 'json', value: options.body },
      auth: { role: caller },
    });
  }

  /** The record's state as the read operation answers it (as `role`, default the read's own caller). */
  async stateOf(machine: StateMachine, id: string, role?: string) {
    const exchange = await this.send(machine.read.operation, role, { id });
    const state = canonicalState(machine, dataOf(exchange)?.[machine.read.field]);
    return { exchange, state };
  }

  /** The body a move sends: its own fields, else the operation's example, with the run's ids filled in. */
  bodyOf(move: Move): { body?: unknown } | undefined {
    const operation = this.byId.get(move.operation)!;
    if (!operation.body) return {};
    const example = operation.body.examples[0];
    const base = move.body ?? (example && typeof example === 'object' ? { ...example } : {});
    const fill = BODY_FILLS[move.operation];
    if (!fill) return { body: base };
    const filled = fill(this.io);
    return filled ? { body: { ...base, ...filled } } : undefined;
  }

  /** Why a move cannot be sent by this run, or undefined when it can. */
  unusable(move: Move): string | undefined {
    const operation = this.byId.get(move.operation)!;
    if (!roleFor(this.context, operation)) return `no role of its x-roles is logged in`;
    if (!pathParameter(operation)) return 'it does not name one record in its path';
    if (!this.bodyOf(move)) return 'the run has no id to fill its body with (no Provider logged in)';
    return undefined;
  }

  /** The machine with only the moves this run can send (the others reported as skipped). */
  usable(machine: StateMachine): StateMachine {
    const moves = machine.moves.filter((move) => {
      const why = this.unusable(move);
      if (why) this.context.results.skip(move.operation, CHECK, `${move.label} cannot be sent: ${why}`);
      return !why;
    });
    return { ...machine, moves };
  }

  async make(machine: StateMachine): Promise<Made & { state?: string }> {
    const maker = this.makers[machine.name];
    if (!maker) return { problem: `the checker does not know how to make a ${machine.name}` };
    const result = await maker(this.io);
    if ('problem' in result) return result;
    const state =
      canonicalState(machine, result.data[machine.read.field]) ??
      (await this.stateOf(machine, result.id)).state;
    return { ...result, state };
  }

  async recordIn(name: string, target: string): Promise<string | { problem: string }> {
    const found = this.machines.find((m) => m.name === name);
    if (!found) return { problem: `no ${name} machine` };
    const machine = this.usable(found);
    const record = await this.make(machine);
    if ('problem' in record) return record;
    const path = pathTo(machine, record.state ?? '', target);
    if (!path) return { problem: `${target} cannot be reached from ${record.state}` };
    let state = record.state!;
    for (const index of path) {
      const step: PlannedStep = { move: index, from: state, expect: 'allowed', purpose: 'drive' };
      const reached = await this.step(machine, record.id, step);
      if (reached === undefined) return { problem: `${machine.moves[index]!.label} failed` };
      state = reached;
    }
    return record.id;
  }

  record(move: Move, verdict: Parameters<RunContext['results']['record']>[2], exchange: Exchange) {
    const operation = this.byId.get(move.operation)!;
    this.context.results.record(operation, CHECK, verdict, exchange);
  }

  /** Sends one planned step and judges it; the record's state after it, or undefined when the walk must end. */
  async step(machine: StateMachine, id: string, step: PlannedStep): Promise<string | undefined> {
    const move = machine.moves[step.move]!;
    const what = describeTry(move.label, step.from, move.from);
    const exchange = await this.send(move.operation, undefined, { id, ...this.bodyOf(move) });
    if (!exchange?.response) {
      if (exchange) this.record(move, null, exchange);
      return undefined;
    }
    const status = exchange.response.status;
    if (step.expect === 'refused') {
      let hidden = false;
      if (status === 403 || status === 404) {
        const role = roleFor(this.context, this.byId.get(move.operation)!);
        const read = await this.stateOf(machine, id, role);
        hidden = !!read.exchange?.response && [403, 404].includes(read.exchange.response.status);
        if (hidden) this.hidden++;
      }
      const answered = dataOf(exchange)?.[machine.read.field];
      this.record(move, refusedTry(exchange, what, this.isErrorEnvelope, hidden, answered), exchange);
      return status < 300 ? undefined : step.from;
    }
    this.record(move, allowedTry(exchange, what, move.to), exchange);
    if (status >= 300) return undefined;
    const answered = dataOf(exchange)?.[machine.read.field];
    const read = answered === undefined ? await this.stateOf(machine, id) : undefined;
    const seen = read ? read.state : canonicalState(machine, answered);
    this.record(move, landed(seen, move.to, `${move.label} from ${step.from}`), read?.exchange ?? exchange);
    return seen === move.to ? seen : undefined;
  }

  async check(machine: StateMachine) {
    const { results, log } = this.context;
    const usable = this.usable(machine);
    const selected = (index: number) => results.operations.has(usable.moves[index]!.operation);
    if (!usable.moves.some((_, index) => selected(index))) return;
    const first = await this.make(usable);
    if ('problem' in first || !first.state) {
      const why = 'problem' in first ? first.problem : 'its state names none of the contract';
      for (const move of usable.moves)
        results.skip(move.operation, CHECK, `could not make a ${machine.name}: ${why}`);
      log(`state_transitions: ${machine.name}: could not make one (${why})`);
      return;
    }
    const plan = planWalks(usable, first.state, selected);
    let tries = 0;
    for (const [index, walk] of plan.walks.entries()) {
      const record = index === 0 ? first : await this.make(usable);
      if ('problem' in record || record.state !== first.state) {
        const why = 'problem' in record ? record.problem : `it was made ${record.state}, not ${first.state}`;
        log(`state_transitions: ${machine.name}: ${plan.walks.length - index} walks not sent (${why})`);
        break;
      }
      let state: string | undefined = record.state;
      let last: PlannedStep | undefined;
      for (const step of walk) {
        last = step;
        tries++;
        state = await this.step(usable, record.id, step);
        if (state === undefined) break;
      }
      if (state === undefined || !last) continue;
      // Read back at the end: the last move (or refusal) left the record where the answers said.
      const read = await this.stateOf(usable, record.id);
      const move = usable.moves[last.move]!;
      const after = `${move.label} from ${last.from}${last.expect === 'refused' ? ' was refused' : ''}`;
      if (read.exchange?.response && read.exchange.response.status < 300)
        this.record(move, landed(read.state, state, `${after} (read back)`), read.exchange);
    }
    const untried = plan.untried.length ? `, ${plan.untried.length} pairs not reachable` : '';
    log(`state_transitions: ${machine.name}: ${plan.walks.length} records, ${tries} tries${untried}`);
  }
}

/** The rule (a Rule of ./index.ts, which lists it). */
export const stateTransitions = {
  check: CHECK,
  phase: 'early' as const,
  writes: true,
  async run(context: RunContext) {
    const operationIds = new Set(context.operations.map((op) => op.operationId));
    const { machines, problems } = readStateMachines(context.doc, operationIds);
    context.results.warnings.push(...problems);
    const run = new StateRun(context, machines);
    const started = { at: Date.now(), requests: context.client.requests() };
    for (const machine of machines) await run.check(machine);
    const requests = context.client.requests() - started.requests;
    const seconds = ((Date.now() - started.at) / 1000).toFixed(1);
    context.log(`state_transitions: ${requests} requests, ${seconds} s`);
    if (run.hidden)
      context.log(`state_transitions: ${run.hidden} refusals not judged (the caller cannot read the record)`);
  },
};
