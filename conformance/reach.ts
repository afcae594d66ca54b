/**
 * What seeks each operation's success answer, read from the run's own tables and the contract, without a run: a
 * way in that covers it (./ways.ts), a stateful sequence's step (./stateful.ts), an id source the run asks
 * (./ids.ts), a URL an id source hands out (a signed slide link), the state_transitions rule (the moves of
 * x-state-machines, on records it makes), or the generated valid requests, when every parameter of its path is
 * one the id sources yield and nothing holds those requests back (x-irreversible and a delete by id reach only
 * records the run made, a destructive hazard is sent only on request). What an id source
 * yields is its `pick` applied to its operation's own success example, so a field it reads that the contract's
 * answer lacks yields nothing here either.
 *
 * An operation nothing seeks must say why in the contract (`x-conformance-unreachable: <why>`), or a run would
 * only ever send it made-up ids and success_reached would fail it: tests/contract/conformance-reach.test.ts holds
 * every operation of openapi.yaml to that, so the author of a new operation learns it without a run.
 */
import { HAZARDS } from './config';
import { transitionOperations } from './harm';
import { bindingFromUrl, type IdSource } from './ids';
import type { OpenApiDoc, OperationInfo } from './openapi';
import { operationExtension } from './rules/extension';
import { unreachableReason } from './rules/success-reached';
import type { Sequence } from './stateful';
import type { Way } from './way';

/** The run's tables that send requests meant to succeed. */
export interface SeekingTables {
  ways: readonly Pick<Way, 'name' | 'covers'>[];
  sequences: readonly Sequence[];
  sources: readonly IdSource[];
}

/** The success example's `data` of an operation (its first 2xx JSON answer's), as the contract gives it. */
function exampleData(operation: OperationInfo): unknown {
  for (const [status, { response }] of Object.entries(operation.responses)) {
    if (!status.startsWith('2')) continue;
    const example = response.content?.['application/json']?.example as { data?: unknown } | undefined;
    if (example !== undefined) return example?.data;
  }
  return undefined;
}

/** Per operation, the parameter names the id sources yield for it (`*`: for every operation a source allows). */
function yielded(operations: readonly OperationInfo[], sources: readonly IdSource[]) {
  const names = new Map<string, Set<string>>();
  const linked = new Set<string>();
  const add = (key: string, values: Iterable<string>) => {
    const set = names.get(key) ?? new Set<string>();
    for (const value of values) set.add(value);
    names.set(key, set);
  };
  for (const source of sources) {
    const operation = operations.find((op) => op.operationId === source.operationId);
    if (!operation) continue;
    let picked: Record<string, string>[] = [];
    try {
      picked = source.pick(exampleData(operation) as never);
    } catch {
      // A pick that cannot read the example yields nothing.
    }
    for (const values of picked) {
      if (source.urls) {
        const binding = values.url && bindingFromUrl(values.url, [...operations]);
        if (binding) for (const id of binding.only ?? []) linked.add(id);
        continue;
      }
      const keys = [...(source.needs ?? []), ...Object.keys(values).filter((k) => !k.startsWith('_'))];
      for (const target of source.only ?? ['*']) add(target, keys);
    }
  }
  return { names, linked };
}

/** Whether the run sends the operation valid generated requests for records it found. */
function generatedReach(doc: OpenApiDoc, operation: OperationInfo): boolean {
  const named = operation.parameters.some((p) => p.in === 'path');
  if ((operation.method === 'DELETE' && named) || HAZARDS[operation.operationId]?.destructive) return false;
  return operationExtension(doc, operation, 'x-irreversible') === undefined;
}

/** Per operation, what seeks its success (empty: nothing does). */
export function seekersOf(
  doc: OpenApiDoc,
  operations: readonly OperationInfo[],
  tables: SeekingTables,
): Map<string, string[]> {
  const { names, linked } = yielded(operations, tables.sources);
  const seekers = new Map<string, string[]>(operations.map((op) => [op.operationId, []]));
  const add = (operationId: string, what: string) => {
    const list = seekers.get(operationId);
    if (list && !list.includes(what)) list.push(what);
  };
  for (const way of tables.ways) for (const id of way.covers) add(id, `the way in "${way.name}"`);
  for (const sequence of tables.sequences)
    for (const step of sequence.steps)
      if (step.expect !== 'gone') add(step.operationId, `the ${sequence.resource} sequence`);
  for (const source of tables.sources) add(source.operationId, 'the id collection');
  for (const id of linked) add(id, 'a link the id collection follows');
  // The rule moves records of its own making through every transition the contract allows (x-state-machines).
  for (const id of transitionOperations(doc, operations)) add(id, 'the state_transitions rule');
  for (const operation of operations) {
    if (!generatedReach(doc, operation)) continue;
    const path = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const own = names.get(operation.operationId) ?? new Set<string>();
    const any = names.get('*') ?? new Set<string>();
    if (path.every((name) => own.has(name) || any.has(name)))
      add(operation.operationId, 'generated requests');
  }
  return seekers;
}

/** The operations nothing seeks and the contract gives no reason for: each a success no run would see. */
export function unsought(
  doc: OpenApiDoc,
  operations: readonly OperationInfo[],
  tables: SeekingTables,
): string[] {
  const seekers = seekersOf(doc, operations, tables);
  return operations
    .filter((op) => !seekers.get(op.operationId)?.length && !unreachableReason(doc, op))
    .map((op) => op.operationId);
}
