/**
 * ignored_auth on another facility's request naming this facility's record in its body or query:
 * `x-tenant-ids: { body | query: { field: readOperation } }` marks the fields (createTask's `caseId`,
 * listDeliveries' `caseId`). For each, another facility's account first sends the request a facility role of
 * the run had succeed with the field set to a record of its own: it must be accepted, so that a refusal of the
 * next one says something (not a 400 for the body). Then the same request naming the run's facility's record:
 * refused (a body's), or a list holding nothing of it (a query's); and that record, read by its facility before
 * and after, unchanged. Pure verdicts: ./authz-refusal.ts.
 */
import { isFacilityRole } from '../../contracts/roles';
import { describeExchange } from '../checks/response';
import type { RunContext } from '../context';
import { ID_SOURCES } from '../ids';
import type { OperationInfo } from '../openapi';
import type { Exchange, RequestSpec } from '../types';
import { OTHER_FACILITY, readTenantFields, TENANT_IDS_EXTENSION, type TenantField } from './authz-probe';
import { foreignIdVerdict } from './authz-refusal';
import { operationExtension, plainRequest } from './extension';
import type { Rule } from './index';
import { otherFacilityProblem } from './tenant-isolation';

const CHECK = 'ignored_auth';

const ok = (exchange: Exchange) =>
  !!exchange.response && exchange.response.status >= 200 && exchange.response.status < 300;

/** The marked fields of an operation (a malformed marker is a warning, and none). */
export function tenantFieldsOf(context: RunContext, operation: OperationInfo): TenantField[] {
  const fields = readTenantFields(operationExtension(context.doc, operation, TENANT_IDS_EXTENSION));
  if (typeof fields !== 'string') return fields;
  context.results.warnings.push(`${operation.operationId}: ${fields}`);
  return [];
}

/** A record of the other facility's own, named by `param`: the first the ids table's lists give it. */
async function theirId(context: RunContext, param: string): Promise<string | undefined> {
  for (const source of ID_SOURCES) {
    const list = context.operations.find((op) => op.operationId === source.operationId);
    if (source.needs || !list || list.parameters.some((p) => p.in === 'path')) continue;
    const exchange = await context.client.send(
      plainRequest(list, { role: OTHER_FACILITY }, { query: source.query }),
    );
    if (!ok(exchange)) continue;
    const data = (exchange.response!.json as { data?: unknown } | undefined)?.data;
    const id = source.pick(data as never).find((values) => values[param])?.[param];
    if (id) return id;
  }
  return undefined;
}

/** The request with the field set to `id`, as `role`. */
function naming(request: RequestSpec, field: TenantField, id: string, role: string): RequestSpec {
  const auth = { role };
  if (field.where === 'query') return { ...request, query: { ...request.query, [field.field]: id }, auth };
  const value = request.body?.kind === 'json' ? (request.body.value as Record<string, unknown>) : {};
  return { ...request, body: { kind: 'json', value: { ...value, [field.field]: id } }, auth };
}

async function probeField(context: RunContext, operation: OperationInfo, field: TenantField) {
  const { results } = context;
  const what = `another facility's account naming this facility's ${field.field} in the ${field.where}`;
  const read = context.operations.find((op) => op.operationId === field.read);
  const param = read?.parameters.find((p) => p.in === 'path')?.name;
  if (!read || !param)
    return results.skipped(operation.operationId, what, `${field.read} reads no record by id`);
  const allowed = [...context.sessions.keys()].filter(
    (role) => isFacilityRole(role) && (!operation.roles || operation.roles.includes(role)),
  );
  for (const from of allowed) {
    // A query is asked alone; a body is the one that succeeded (a valid body, so a refusal is the id's).
    const base =
      field.where === 'query'
        ? plainRequest(operation, { role: from })
        : context.succeeded?.get(operation.operationId)?.get(from)?.request;
    if (!base) continue;
    const ours = [
      ...new Set((context.bindings.get(from) ?? []).map((b) => b.values[param]).filter(Boolean)),
    ] as string[];
    const theirs = await theirId(context, param);
    if (!theirs)
      return results.skipped(operation.operationId, what, `another facility found no ${param} of its own`);
    const own = await context.client.send(naming(base, field, theirs, OTHER_FACILITY));
    if (!ok(own))
      return results.skipped(
        operation.operationId,
        what,
        `its own ${field.field} (${theirs}) answered ${describeExchange(own)}, so a refusal would say nothing`,
      );
    const readOurs = (id: string) =>
      context.client.send(plainRequest(read, { role: from }, { path: { [param]: id } }));
    // A query needs a record the facility's own answer lists (else there is nothing to leak): up to three tried.
    for (const id of ours.slice(0, field.where === 'query' ? 3 : 1)) {
      const mine =
        field.where === 'query' ? await context.client.send(naming(base, field, id, from)) : undefined;
      const before = await readOurs(id);
      const probed = await context.client.send(naming(base, field, id, OTHER_FACILITY));
      const after = await readOurs(id);
      const probe = {
        operationId: operation.operationId,
        where: field.where,
        field: field.field,
        id,
        from,
        read: read.operationId,
      };
      const verdict = foreignIdVerdict(probe, { own, probed, before, after, ours: mine });
      results.record(operation, CHECK, verdict, probed);
      if (verdict) return;
    }
    return results.skipped(
      operation.operationId,
      what,
      `no ${param} of ${from}'s made a probe that could be judged`,
    );
  }
  results.skipped(operation.operationId, what, 'no request of a facility role succeeded to repeat');
}

async function run(context: RunContext): Promise<void> {
  const marked = context.operations
    .filter((op) => op.secured && context.results.operations.has(op.operationId))
    .map((operation) => ({ operation, fields: tenantFieldsOf(context, operation) }))
    .filter(({ fields }) => fields.length);
  if (!marked.length) return;
  const problem = await otherFacilityProblem(context);
  for (const { operation, fields } of marked)
    for (const field of fields) {
      const what = `another facility's ${field.field} in the ${field.where}`;
      if (problem) context.results.skipped(operation.operationId, what, problem);
      else await probeField(context, operation, field);
    }
}

export const tenantBodyIds: Rule = { check: CHECK, phase: 'last', writes: true, run };
