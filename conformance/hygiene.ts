/**
 * A run leaves the server's data as it found it, as far as the contract lets it (decision 105):
 *
 * - **Restore**: before the run's first write (PUT, PATCH, DELETE) to a resource the contract can also read at
 *   the same path (`GET` on the same template: a facility's own account, the assignment settings, a group, a
 *   task…), the resource is read as that caller and kept; at the end of the run it is read again and, when it
 *   differs, written back with the read's fields the write's body schema takes (PUT or PATCH on that path, or the
 *   DELETE there when it was absent). Paths without a parameter (`/api/me/…`, the admin settings) are kept per
 *   caller, since each caller reads its own.
 * - **Remove**: a record a `POST` created whose path has a `DELETE` beneath it (`POST /api/groups` and
 *   `DELETE /api/groups/{groupId}`) is deleted at the end unless the run deleted it already.
 *
 * What could not be put back or removed is listed in the report (`hygiene`), never silently left.
 */
import type { Client } from './http';
import { deref, type OpenApiDoc, type OperationInfo, type Schema, type Schemas } from './openapi';
import type { Exchange, RequestSpec } from './types';

const WRITES = new Set(['PUT', 'PATCH', 'DELETE']);

interface Kept {
  template: string;
  pathParams: Record<string, string>;
  role: string;
  /** The resource's `data` as it was read before the run first wrote to it (null: absent). */
  data: unknown;
}

interface Created {
  template: string;
  pathParams: Record<string, string>;
  role: string;
  operationId: string;
}

export interface HygieneSummary {
  restored: string[];
  removed: string[];
  /** What the run changed or created and could not put back or remove, with why. */
  left: string[];
}

const dataOf = (exchange: Exchange): unknown =>
  (exchange.response?.json as { data?: unknown } | undefined)?.data ?? null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `data` a write's body schema names (its properties, all of them when it names none). */
export function restoreBody(data: unknown, properties: string[] | undefined): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !properties) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => properties.includes(key)));
}

/** The property names a body schema declares (through `$ref` and `allOf`); undefined when it declares none. */
export function schemaProperties(
  doc: OpenApiDoc,
  schema: Schema | undefined,
  at: string,
): string[] | undefined {
  if (!schema) return undefined;
  const { node } = deref(doc, schema, at);
  const own = Object.keys((node.properties as Record<string, unknown> | undefined) ?? {});
  const parts = ((node.allOf as Schema[] | undefined) ?? []).flatMap(
    (part, i) => schemaProperties(doc, part, `${at}/allOf/${i}`) ?? [],
  );
  const all = [...own, ...parts];
  return all.length ? all : undefined;
}

export class Hygiene {
  private readonly kept = new Map<string, Kept>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly created = new Map<string, Created>();
  private readonly deleted = new Set<string>();
  /** Creates the contract cannot undo, counted by operation. */
  private readonly unremovable = new Map<string, number>();
  private finishing = false;
  /** Ids of records the run made (any create's answer): theirs to change, never put back. */
  private readonly made = new Set<string>();

  constructor(
    private readonly operations: OperationInfo[],
    private readonly doc: OpenApiDoc,
    private readonly schemas: Schemas,
    /** The roles whose writes are restored (the run's own sessions, not throwaway users or fresh sessions). */
    private readonly restores: (role: string) => boolean,
  ) {}

  private find(method: string, template: string) {
    return this.operations.find((op) => op.method === method && op.path === template);
  }

  private key(template: string, pathParams: Record<string, string>, role: string) {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => pathParams[name] ?? '');
    return template.includes('{') ? path : `${role} ${path}`;
  }

  /** Whether the run made the record with this id (a create's answer named it). */
  madeByRun(id: string): boolean {
    return this.made.has(id);
  }

  /** Before a request is sent: the first write to a readable resource reads it first (`client` sends the GET). */
  async before(client: Client, spec: RequestSpec): Promise<void> {
    if (this.finishing || !WRITES.has(spec.method) || !('role' in spec.auth)) return;
    const role = spec.auth.role;
    // Only a documented write by a role it lets write can change anything (probes of other methods cannot).
    const write = this.find(spec.method, spec.template);
    if (!write || (write.roles && !write.roles.includes(role)) || !this.restores(role)) return;
    const read = this.find('GET', spec.template);
    if (!read || Object.values(spec.pathParams).some((id) => this.made.has(id))) return;
    const key = this.key(spec.template, spec.pathParams, role);
    if (this.kept.has(key)) return;
    // Two writes at once wait for the same read.
    const pending = this.reading.get(key);
    if (pending) return pending;
    const reading = (async () => {
      const exchange = await client.send({
        method: 'GET',
        template: spec.template,
        pathParams: spec.pathParams,
        query: {},
        headers: {},
        auth: { role },
      });
      const status = exchange.response?.status;
      // Absent (404) is kept too: a write that makes it is then undone by the DELETE there, if any.
      if (status === 200 || status === 404)
        this.kept.set(key, {
          template: spec.template,
          pathParams: spec.pathParams,
          role,
          data: status === 200 ? dataOf(exchange) : null,
        });
    })();
    this.reading.set(key, reading);
    await reading;
  }

  /** Every answer of the run: records creates to remove later, and deletes already done. */
  observe(exchange: Exchange) {
    const { request, response } = exchange;
    if (!response || response.status >= 300 || !('role' in request.auth)) return;
    if (request.method === 'DELETE') {
      this.deleted.add(this.key(request.template, request.pathParams, request.auth.role));
      return;
    }
    if (request.method !== 'POST') return;
    const answer = dataOf(exchange);
    if (answer && typeof answer === 'object' && !Array.isArray(answer))
      for (const [field, value] of Object.entries(answer))
        if (/^(id|\w+(Id|ID))$/.test(field) && typeof value === 'string') this.made.add(value);
    const remove = this.operations.find(
      (op) =>
        op.method === 'DELETE' &&
        op.path.startsWith(`${request.template}/{`) &&
        /^\/\{\w+\}$/.test(op.path.slice(request.template.length)),
    );
    const created = this.find('POST', request.template);
    if (!created) return;
    if (!remove) {
      if (response.status === 201)
        this.unremovable.set(created.operationId, (this.unremovable.get(created.operationId) ?? 0) + 1);
      return;
    }
    const param = /\{(\w+)\}$/.exec(remove.path)![1]!;
    const data = dataOf(exchange) as Record<string, unknown> | null;
    const id = data?.[param] ?? data?.id;
    if (typeof id !== 'string' && typeof id !== 'number') return;
    const pathParams = { ...request.pathParams, [param]: String(id) };
    this.created.set(this.key(remove.path, pathParams, request.auth.role), {
      template: remove.path,
      pathParams,
      role: request.auth.role,
      operationId: remove.operationId,
    });
  }

  /** At the end of the run: removes what it created and puts back what it changed. */
  async finish(client: Client): Promise<HygieneSummary> {
    this.finishing = true;
    const summary: HygieneSummary = { restored: [], removed: [], left: [] };
    for (const [key, record] of this.created) {
      if (this.deleted.has(key)) continue;
      const exchange = await client.send({
        method: 'DELETE',
        template: record.template,
        pathParams: record.pathParams,
        query: {},
        headers: {},
        auth: { role: record.role },
      });
      const status = exchange.response?.status;
      if (status !== undefined && (status < 300 || status === 404)) summary.removed.push(key);
      else summary.left.push(`${key}: ${record.operationId} answered ${status ?? exchange.error}`);
    }
    // Latest first: a record two callers read (a facility's account, as each of its users) ends as first read.
    for (const [key, kept] of [...this.kept].reverse()) {
      // The run's own records: removed above.
      if (this.created.has(key)) continue;
      if (this.deleted.has(key) && kept.data !== null && !this.writeFor(kept.template)) {
        summary.left.push(`${key}: deleted by the run (the contract cannot make it again with its id)`);
        continue;
      }
      const spec = { template: kept.template, pathParams: kept.pathParams, query: {}, headers: {} };
      const now = await client.send({ ...spec, method: 'GET', auth: { role: kept.role } });
      const status = now.response?.status;
      if (status === 404 && kept.data === null) continue;
      if (status === 200 && same(dataOf(now), kept.data)) continue;
      const put = kept.data === null ? this.find('DELETE', kept.template) : this.writeFor(kept.template);
      if (!put) {
        summary.left.push(`${key}: changed, and no operation on its path puts it back`);
        continue;
      }
      const body = kept.data === null ? undefined : this.bodyFor(put, kept.data, dataOf(now));
      if (body === null) {
        summary.left.push(`${key}: changed, and what it read back does not fit ${put.operationId}'s body`);
        continue;
      }
      const exchange = await client.send({
        ...spec,
        method: put.method,
        auth: { role: kept.role },
        ...(body === undefined ? {} : { body: { kind: 'json' as const, value: body } }),
      });
      const answered = exchange.response?.status;
      if (answered !== undefined && answered < 300) summary.restored.push(key);
      else
        summary.left.push(
          `${key}: ${put.operationId} answered ${answered ?? exchange.error} putting it back`,
        );
    }
    for (const [operationId, count] of this.unremovable)
      summary.left.push(`${operationId}: ${count} created, no operation of the contract removes them`);
    return summary;
  }

  /** The kept record as the write's body: the fields it takes, less any its schema refuses (read-only ones). */
  private bodyFor(put: OperationInfo, data: unknown, now: unknown): unknown {
    if (!put.body) return undefined;
    const properties = schemaProperties(this.doc, put.body.schema, put.body.schemaAt);
    const validate = this.schemas.validatorAt(put.body.schemaAt);
    // The fields that changed, where the write takes them alone (a PATCH); else every field it takes.
    const changed = properties?.filter(
      (key) => !same((data as Record<string, unknown>)?.[key], (now as Record<string, unknown>)?.[key]),
    );
    const partial = restoreBody(data, changed);
    if (changed?.length && validate(partial)) return partial;
    let body = restoreBody(data, properties);
    for (let i = 0; i < 5 && !validate(body) && body && typeof body === 'object'; i++) {
      const refused = new Set(
        (validate.errors ?? []).flatMap((e) => {
          const at = (e as { instancePath?: string }).instancePath ?? '';
          const extra = (e as { params?: { additionalProperty?: string } }).params?.additionalProperty;
          const top = at.split('/')[1] ?? extra;
          return top ? [top] : [];
        }),
      );
      if (!refused.size) break;
      body = Object.fromEntries(Object.entries(body).filter(([key]) => !refused.has(key)));
    }
    // null: the read cannot be written back as it is (a shape of its own, or a field the write requires).
    return validate(body) ? body : null;
  }

  private writeFor(template: string) {
    return this.find('PUT', template) ?? this.find('PATCH', template);
  }
}
