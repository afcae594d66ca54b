/**
 * The pure parts of ignored_auth's probes with a request the server took (decision 116): a role outside
 * x-roles, and another facility's account, are sent the very request that succeeded for a caller who may send it
 * (same body, ids that exist), so a missing role or tenant check cannot hide behind a 400 or a 404 for made-up
 * data. Which request, which operations another facility is sent, and the verdict on what it answered.
 */
import { isFacilityRole } from '../../contracts/roles';
import { describeResponse } from '../checks/response';
import type { OperationInfo } from '../openapi';
import type { Exchange, RequestSpec, Verdict } from '../types';

/** The token key (and the caller the report names) of the second facility's account. */
export const OTHER_FACILITY = 'OtherFacility';

/**
 * The request that succeeded for an allowed role, and who sent it; none when no allowed role's request succeeded.
 * For a facility role outside x-roles (`prober`), the one an allowed facility role sent comes first: it names the
 * facility's own records, as that role's form would. An Admin's body (another facility, an admin's choices) is
 * refused for the body, 422, and the role check behind it never judged. Then the first of `allowed` that had one.
 */
export function succeededRequest(
  byRole: ReadonlyMap<string, Exchange> | undefined,
  allowed: readonly string[],
  prober?: string,
): { request: RequestSpec; from: string } | undefined {
  const kin = prober && isFacilityRole(prober) ? allowed.filter((role) => isFacilityRole(role)) : [];
  for (const role of [...kin, ...allowed]) {
    const exchange = byRole?.get(role);
    if (exchange) return { request: exchange.request, from: role };
  }
  return undefined;
}

export interface TenantProbe {
  operation: OperationInfo;
  /** The facility role whose request succeeded (or, with `refused`, was refused 409). */
  from: string;
  request: RequestSpec;
  /** No facility request succeeded: the request is one refused 409 for its record's state (past access). */
  refused?: true;
}

export const TENANT_IDS_EXTENSION = 'x-tenant-ids';

/**
 * `x-tenant-ids: { from, pointer, parameter }` on an operation whose path may also name records of no facility
 * (getSlideDownloadLink: a catalogue slide is anyone's): the facility's record is the id `from`'s success answered
 * at `pointer` (a JSON pointer into its body), sent as `parameter`.
 */
export interface TenantIds {
  from: string;
  pointer: string;
  parameter: string;
}

export function readTenantIds(raw: unknown): TenantIds | string | undefined {
  if (raw === undefined) return undefined;
  const record = (raw ?? {}) as Record<string, unknown>;
  // Only ids in the body or query (tenantFields): the path names nothing of no facility's.
  if (typeof raw === 'object' && !('from' in record) && ('body' in record || 'query' in record))
    return undefined;
  const fields = ['from', 'pointer', 'parameter'] as const;
  const missing = fields.find((name) => typeof record[name] !== 'string' || !record[name]);
  if (typeof raw !== 'object' || missing)
    return `${TENANT_IDS_EXTENSION}.${missing ?? 'from'} is not a string`;
  return {
    from: record.from as string,
    pointer: record.pointer as string,
    parameter: record.parameter as string,
  };
}

/** A body field or query parameter naming a facility's record, and the operation that reads that record. */
export interface TenantField {
  where: 'body' | 'query';
  field: string;
  read: string;
}

/**
 * `x-tenant-ids: { body: { field: readOperation }, query: { parameter: readOperation } }`: the fields of a request
 * that name a facility's record (createTask's `caseId`), each with the operation that reads such a record
 * (`getCase`, whose one path parameter names the run's ids of that kind).
 */
export function readTenantFields(raw: unknown): TenantField[] | string {
  if (raw === undefined) return [];
  const record = (raw ?? {}) as Record<string, unknown>;
  const fields: TenantField[] = [];
  for (const where of ['body', 'query'] as const) {
    const map = record[where];
    if (map === undefined) continue;
    if (!map || typeof map !== 'object' || Array.isArray(map))
      return `${TENANT_IDS_EXTENSION}.${where} is not a map of fields to operations`;
    for (const [field, read] of Object.entries(map)) {
      if (typeof read !== 'string' || !read)
        return `${TENANT_IDS_EXTENSION}.${where}.${field} is not an operationId`;
      fields.push({ where, field, read });
    }
  }
  return fields;
}

/** The value at a JSON pointer ('/data/image/fileContent'), when it is a string. */
export function atPointer(body: unknown, at: string): string | undefined {
  const value = at
    .split('/')
    .slice(1)
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], body);
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * What another facility's account is sent: for each secured operation that names records in its path and that a
 * facility role called successfully, that request (`x-tenant-ids`: the request naming the record the facility's
 * success of another operation answered). An operation without path parameters acts on the caller's own records
 * (`/api/me/…`, lists scoped by the token): there is nothing of the first facility's to name.
 */
export function tenantProbes(
  operations: readonly OperationInfo[],
  succeeded: ReadonlyMap<string, ReadonlyMap<string, Exchange>>,
  facilityRoles: readonly string[],
  tenantIds: (operation: OperationInfo) => TenantIds | undefined = () => undefined,
  refusedForState: ReadonlyMap<string, ReadonlyMap<string, Exchange>> = new Map(),
): TenantProbe[] {
  const probes: TenantProbe[] = [];
  for (const operation of operations) {
    if (!operation.secured || !operation.parameters.some((p) => p.in === 'path')) continue;
    const allowed = facilityRoles.filter((role) => !operation.roles || operation.roles.includes(role));
    const ids = tenantIds(operation);
    if (!ids) {
      const found = succeededRequest(succeeded.get(operation.operationId), allowed);
      // An operation no facility request succeeded on (the facility's archive not set) is still probed: its
      // 409 came after the caller's access to the record was judged, so the other facility's must come before.
      const refused = found
        ? undefined
        : succeededRequest(refusedForState.get(operation.operationId), allowed);
      if (found) probes.push({ operation, ...found });
      else if (refused) probes.push({ operation, ...refused, refused: true });
      continue;
    }
    for (const from of allowed) {
      const id = atPointer(succeeded.get(ids.from)?.get(from)?.response?.json, ids.pointer);
      if (!id) continue;
      const request: RequestSpec = {
        method: operation.method,
        template: operation.path,
        pathParams: { [ids.parameter]: id },
        query: {},
        headers: {},
        auth: { role: from },
      };
      probes.push({ operation, from, request });
      break;
    }
  }
  return probes;
}

const inconclusive = (exchange: Exchange) =>
  !exchange.response || exchange.response.status === 429 || exchange.response.status >= 500;

/**
 * Another facility's account sending a request that succeeded for this facility's `from` (or, `refused`, was
 * refused 409 for it): refused, 403 or 404 (a server that hides what exists). A success is the leak this is for,
 * and a 401 (its token is good) is wrong too; so is a 409, which tells the other facility how this facility's
 * record stands (the server judged its state before the caller's facility). Another refusal (400, 422: the
 * request itself judged first) is left unjudged: nothing was done and nothing stored was said.
 */
export function otherFacilityVerdict(exchange: Exchange, from: string, refused?: boolean): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status === 403 || response.status === 404) return { pass: true };
  if (response.status >= 400 && response.status !== 401 && response.status !== 409) return null;
  const sent = refused ? `was refused 409 (its record's state) as ${from}` : `succeeded as ${from}`;
  return {
    pass: false,
    expected: `403 or 404 for another facility's account sending the request that ${sent} on its facility's records`,
    seen: describeResponse(response),
  };
}
