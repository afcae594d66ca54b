/**
 * ignored_auth on a DELETE while its record exists: ignored_auth's own probe repeats the delete that
 * succeeded, which finds its record gone (404) and proves nothing. Here each DELETE the contract has gets a record
 * of the run's making (its stateful sequence's creates; a single record at the DELETE's path, like the banner, is
 * set with the write that succeeded there), then is sent by each logged-in role outside its x-roles and, for a
 * facility's record, by another facility's account: each must be refused (403 or 404), and the record read back
 * afterwards must be there, unchanged. A record a server wrongly deleted is made again for the next caller; at
 * the end the role that may deletes it (what a single record held before the run is put back by the hygiene,
 * decision 105).
 */
import { isFacilityRole } from '../../contracts/roles';
import type { RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange, RequestSpec } from '../types';
import { OTHER_FACILITY } from './authz-probe';
import { deleteWhileExistsVerdict, recordState } from './authz-refusal';
import { makeForDelete } from './deleted-leaves-list';
import { plainRequest } from './extension';
import type { Rule } from './index';
import { requestsFor } from '../stateful-run';
import { otherFacilityProblem } from './tenant-isolation';

const CHECK = 'ignored_auth';
const WHAT = 'a DELETE by callers it must refuse, while its record exists';

interface Target {
  /** The role that may delete it (and reads it). */
  role?: string;
  pathParams: { [name: string]: string };
  read: OperationInfo;
}

const ok = (exchange: Exchange) =>
  !!exchange.response && exchange.response.status >= 200 && exchange.response.status < 300;
const find = (context: RunContext, id?: string) => context.operations.find((op) => op.operationId === id);

/** A single record at the DELETE's path (no path id): set with the write that succeeded there as an allowed role. */
async function setAtPath(context: RunContext, operation: OperationInfo): Promise<Target | string> {
  const at = (method: string) =>
    context.operations.find((op) => op.method === method && op.path === operation.path);
  const read = at('GET');
  const write = at('PUT') ?? at('PATCH') ?? at('POST');
  if (!read || !write) return 'no stateful sequence makes what it deletes, and nothing sets it at its path';
  const roles = [...context.sessions.keys()].filter(
    (role) =>
      (!operation.roles || operation.roles.includes(role)) && (!write.roles || write.roles.includes(role)),
  );
  for (const role of roles) {
    // The request that succeeded there, else the contract's examples and generated bodies.
    const took = context.succeeded?.get(write.operationId)?.get(role)?.request;
    const candidates = took ? [took] : requestsFor(context, write, role, {}).map((c) => c.request);
    for (const request of candidates.slice(0, 3)) {
      const set = await context.client.send(request);
      if (ok(set)) return { role, pathParams: {}, read };
    }
  }
  return `no request to ${write.operationId} succeeded as a role that may call ${operation.operationId}`;
}

async function makeRecord(context: RunContext, operation: OperationInfo): Promise<Target | string> {
  if (!operation.parameters.some((p) => p.in === 'path')) return setAtPath(context, operation);
  const made = await makeForDelete(context, operation);
  if (typeof made === 'string') return made;
  const read = find(context, made.read?.operationId);
  if (!read) return 'its sequence names no read after the delete';
  const names = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const pathParams = Object.fromEntries(names.map((name) => [name, made.state[name] ?? '']));
  return { role: made.role, pathParams, read };
}

const readOf = (record: Target): RequestSpec =>
  plainRequest(record.read, record.role ? { role: record.role } : { none: true }, {
    path: Object.fromEntries(
      record.read.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, record.pathParams[p.name] ?? '']),
    ),
  });

async function probeDelete(context: RunContext, operation: OperationInfo, tenantProblem?: string) {
  const { results } = context;
  const roles = operation.roles ?? [];
  const outside = [...context.sessions.keys()].filter((role) => !roles.includes(role));
  const callers = outside.map((role) => ({ caller: role, why: `x-roles: ${roles.join(', ')}` }));
  let record = await makeRecord(context, operation);
  if (typeof record === 'string') return results.skipped(operation.operationId, WHAT, record);
  if (record.role && isFacilityRole(record.role)) {
    if (tenantProblem) results.skipped(operation.operationId, `${WHAT} (another facility)`, tenantProblem);
    else callers.push({ caller: OTHER_FACILITY, why: `a record of ${record.role}'s facility` });
  }
  for (const { caller, why } of callers) {
    const before = await context.client.send(readOf(record));
    const probed = await context.client.send(
      plainRequest(operation, { role: caller }, { path: record.pathParams }),
    );
    const after = await context.client.send(readOf(record));
    const probe = { operationId: operation.operationId, caller, why, read: record.read.operationId };
    results.record(operation, CHECK, deleteWhileExistsVerdict(probe, probed, before, after), probed);
    // Deleted or changed by a caller it should have refused: made again for the next one.
    if (recordState(after) !== recordState(before)) {
      record = await makeRecord(context, operation);
      if (typeof record === 'string') return results.skipped(operation.operationId, WHAT, record);
    }
  }
  // Deleted as the role that may: a record made for the probes goes; a single record set for them is cleared, and
  // the hygiene puts back what was there before the run's first write to it.
  if (record.role)
    await context.client.send(plainRequest(operation, { role: record.role }, { path: record.pathParams }));
}

async function run(context: RunContext): Promise<void> {
  const deletes = context.operations.filter(
    (op) => op.method === 'DELETE' && op.secured && context.results.operations.has(op.operationId),
  );
  if (!deletes.length) return;
  const facilityDeletes = deletes.some((op) => (op.roles ?? []).some(isFacilityRole));
  const tenantProblem = facilityDeletes ? await otherFacilityProblem(context) : 'no facility deletes';
  for (const operation of deletes) await probeDelete(context, operation, tenantProblem);
}

export const deleteWhileExists: Rule = { check: CHECK, phase: 'last', writes: true, run };
