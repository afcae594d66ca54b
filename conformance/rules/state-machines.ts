/**
 * The contract's state machines as data: reads `components.x-state-machines` of openapi.yaml (documented in
 * docs/conformance.md, state_transitions; decision 077) and expands each transition into moves, one per target
 * state, each saying from which states it is allowed, refused (409) or not stated. Pure: no I/O.
 */

/** One way to move a record: an operation, the state it moves to, the body it sends. */
export interface Move {
  operation: string;
  to: string;
  /** The JSON body fields the move sends itself (the target state and `with`); undefined: none of its own. */
  body?: Record<string, unknown>;
  /** The states it is allowed from (2xx, the record is then `to`). */
  from: string[];
  /** The states where the contract says nothing about it: not tried. */
  unstated: string[];
  /** How the report names it: `sendOutCase` or `updateBillingRecord (status: Paid)`. */
  label: string;
}

export interface StateMachine {
  name: string;
  /** Every state, in the enum's order. */
  states: string[];
  read: { operation: string; field: string };
  moves: Move[];
}

interface RawTransition {
  operation?: unknown;
  from?: unknown;
  to?: unknown;
  sets?: unknown;
  same?: unknown;
  with?: unknown;
}
interface RawMachine {
  states?: unknown;
  read?: { operation?: unknown; field?: unknown };
  moves?: unknown;
  transitions?: unknown;
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** One spelling per state: letter case, spaces, `_` and `-` aside ('provisionally_active' is 'Provisionally Active'). */
export const stateKey = (state: unknown) =>
  typeof state === 'string' ? state.toLowerCase().replace(/[\s_-]/g, '') : '';

/** The contract's state of a spelling a server sent, or undefined when it names none of them. */
export const canonicalState = (machine: StateMachine, seen: unknown) =>
  machine.states.find((state) => stateKey(state) === stateKey(seen));

/**
 * The machines of a document, and what is wrong in their declaration (an unknown schema, operation or state):
 * a machine with a problem is left out.
 */
export function readStateMachines(
  doc: { components?: Record<string, unknown> },
  operationIds: ReadonlySet<string>,
): { machines: StateMachine[]; problems: string[] } {
  const components = doc.components ?? {};
  const declared = components['x-state-machines'];
  const schemas = (components.schemas ?? {}) as Record<string, { enum?: unknown }>;
  const machines: StateMachine[] = [];
  const problems: string[] = [];
  if (!isRecord(declared)) return { machines, problems };
  for (const [name, raw] of Object.entries(declared as Record<string, RawMachine>)) {
    const own: string[] = [];
    const problem = (text: string) => own.push(`x-state-machines.${name}: ${text}`);
    const states =
      typeof raw.states === 'string' ? strings(schemas[raw.states]?.enum)?.map(String) : undefined;
    if (!states?.length) problem(`states names no schema with an enum of strings (${String(raw.states)})`);
    const known = new Set(states ?? []);
    const checkStates = (list: string[], where: string) => {
      for (const state of list) if (!known.has(state)) problem(`${where}: ${state} is not a state`);
    };
    const readOperation = raw.read?.operation;
    const field = raw.read?.field;
    if (typeof readOperation !== 'string' || !operationIds.has(readOperation))
      problem(`read.operation ${String(readOperation)} is not an operation`);
    if (typeof field !== 'string') problem('read.field is missing');
    const lifecycle: Record<string, string[]> = {};
    if (raw.moves !== undefined) {
      if (!isRecord(raw.moves)) problem('moves is not a map');
      else
        for (const [to, from] of Object.entries(raw.moves)) {
          const list = strings(from);
          if (!list) problem(`moves.${to} is not a list of states`);
          else {
            checkStates([to, ...list], `moves.${to}`);
            lifecycle[to] = list;
          }
        }
    }
    const moves: Move[] = [];
    const transitions = Array.isArray(raw.transitions) ? (raw.transitions as RawTransition[]) : [];
    if (!transitions.length) problem('no transitions');
    for (const [index, t] of transitions.entries()) {
      const where = `transitions[${index}]`;
      const operation = typeof t.operation === 'string' ? t.operation : '';
      if (!operationIds.has(operation)) problem(`${where}: ${String(t.operation)} is not an operation`);
      if (t.with !== undefined && !isRecord(t.with)) problem(`${where}: with is not a map`);
      const extra = isRecord(t.with) ? t.with : {};
      if (typeof t.sets === 'string') {
        if (t.same !== undefined && t.same !== 'unchanged' && t.same !== 'refused')
          problem(`${where}: same is neither unchanged nor refused`);
        if (raw.moves === undefined) problem(`${where}: sets ${t.sets} but the machine has no moves`);
        for (const to of states ?? []) {
          const from = [
            ...(lifecycle[to] ?? []).filter((s) => s !== to),
            ...(t.same === 'unchanged' ? [to] : []),
          ];
          moves.push({
            operation,
            to,
            body: { [t.sets]: to, ...extra },
            from,
            unstated: t.same === undefined ? [to] : [],
            label: `${operation} (${t.sets}: ${to})`,
          });
        }
        continue;
      }
      const from = strings(t.from);
      if (!from || typeof t.to !== 'string') {
        problem(`${where}: needs from (a list of states) and to, or sets`);
        continue;
      }
      checkStates([...from, t.to], where);
      moves.push({
        operation,
        to: t.to,
        body: Object.keys(extra).length ? { ...extra } : undefined,
        from,
        unstated: [],
        label: operation,
      });
    }
    problems.push(...own);
    if (!own.length)
      machines.push({
        name,
        states: states!,
        read: { operation: readOperation as string, field: field as string },
        moves,
      });
  }
  return { machines, problems };
}

/** What the contract expects of a move tried from a state. */
export function expectationOf(move: Move, state: string): 'allowed' | 'refused' | 'unstated' {
  if (move.unstated.includes(state)) return 'unstated';
  return move.from.includes(state) ? 'allowed' : 'refused';
}

/** The states a record can reach from `initial` through allowed moves (initial included). */
export function reachableStates(machine: StateMachine, initial: string): Set<string> {
  const seen = new Set([initial]);
  const queue = [initial];
  while (queue.length) {
    const state = queue.shift()!;
    for (const move of machine.moves) {
      if (move.from.includes(state) && !seen.has(move.to)) {
        seen.add(move.to);
        queue.push(move.to);
      }
    }
  }
  return seen;
}
