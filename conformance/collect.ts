/**
 * Before the checks: each role asks the id sources (conformance/ids.ts) for the ids it may see, so generated
 * requests name resources that exist. Its answers are judged like every other (the client's observer, run.ts).
 */
import type { Client } from './http';
import { bindingFromUrl, sourcesFor, type Binding, type IdSource } from './ids';
import type { OpenApiDoc, OperationInfo } from './openapi';
import type { Session } from './auth';
import { readTenantFields, readTenantIds, TENANT_IDS_EXTENSION } from './rules/authz-probe';
import { operationExtension } from './rules/extension';
import { SEQUENCES } from './stateful';

const usableBy = (source: IdSource, binding: Binding) =>
  (!binding.only || binding.only.includes(source.operationId)) &&
  (source.needs ?? []).every((name) => name in binding.values);

/**
 * What a run of `selected` may send with collected ids: those operations, the others on their paths (the
 * undocumented-method probes name the path's first), every step of a sequence one of them is in, and the reads
 * their `x-tenant-ids` name (the tenant probes read the caller's own record first).
 */
export function operationsInPlay(
  doc: OpenApiDoc,
  selected: OperationInfo[],
  operations: OperationInfo[],
): OperationInfo[] {
  const ids = new Set(selected.map((op) => op.operationId));
  const paths = new Set(selected.map((op) => op.path));
  for (const sequence of SEQUENCES) {
    if (sequence.steps.some((step) => ids.has(step.operationId)))
      for (const step of sequence.steps) ids.add(step.operationId);
  }
  for (const op of selected) {
    const raw = operationExtension(doc, op, TENANT_IDS_EXTENSION);
    const fields = readTenantFields(raw);
    if (typeof fields !== 'string') for (const field of fields) ids.add(field.read);
    const from = readTenantIds(raw);
    if (from && typeof from !== 'string') ids.add(from.from);
  }
  return operations.filter((op) => ids.has(op.operationId) || paths.has(op.path));
}

export async function collectBindings(
  client: Client,
  operations: OperationInfo[],
  /** The operations the run may send with what is collected (operationsInPlay). */
  inPlay: OperationInfo[],
  session: Session,
  /** Ids and emails of every caller of the run: a binding naming one is never used to write. */
  own: ReadonlySet<string>,
): Promise<Binding[]> {
  const found: Binding[] = [];
  const seen = new Set<string>();
  const add = (binding: Binding) => {
    const key = JSON.stringify(binding);
    if (seen.has(key)) return;
    seen.add(key);
    found.push(binding);
  };
  for (const source of sourcesFor(inPlay)) {
    const operation = operations.find((op) => op.operationId === source.operationId);
    if (!operation) continue;
    if (operation.roles && !operation.roles.includes(session.role)) continue;
    const bases: (Binding | undefined)[] = source.needs
      ? found.filter((b) => usableBy(source, b)).slice(0, source.expand ?? 5)
      : [undefined];
    // Several bindings name the same case: ask once per distinct set of needed values.
    const asked = new Set<string>();
    for (const base of bases) {
      const needed = Object.fromEntries((source.needs ?? []).map((name) => [name, base!.values[name]!]));
      const key = JSON.stringify(needed);
      if (asked.has(key)) continue;
      asked.add(key);
      const pathParams = Object.fromEntries(
        operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, needed[p.name] ?? '']),
      );
      const exchange = await client.send({
        method: operation.method,
        template: operation.path,
        pathParams,
        query: source.query ?? {},
        headers: {},
        auth: { role: session.role },
      });
      if (exchange.response?.status !== 200) continue;
      const data = (exchange.response.json as { data?: unknown } | undefined)?.data;
      for (const picked of source.pick(data as never)) {
        if (source.urls) {
          const binding = bindingFromUrl(picked.url!, operations);
          if (binding) add(binding);
          continue;
        }
        // Keys starting with '_' only say whom a record belongs to (a registration's user, a user's email).
        const undeclared = Object.keys(picked).filter(
          (k) => !k.startsWith('_') && !source.yields.includes(k),
        );
        if (undeclared.length)
          throw new Error(
            `ids.ts: ${source.operationId} gave ${undeclared.join(', ')}, not among its yields`,
          );
        const values = {
          ...needed,
          ...Object.fromEntries(Object.entries(picked).filter(([k]) => !k.startsWith('_'))),
        };
        const mentionsOwn =
          Object.values(picked).some((value) => own.has(value)) ||
          Object.values(values).some((v) => own.has(v));
        add({
          values,
          only: source.only,
          protected: source.protect && (mentionsOwn || (base?.protected ?? false)) ? true : undefined,
        });
      }
    }
  }
  return found;
}
