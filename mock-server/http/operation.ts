/**
 * What every handler shares, in the order each one runs: delay → authenticate → the caller's role against the
 * contract's x-roles → validate → authorise for the resource → query → commit → respond in the envelope.
 * Routes come from the contract's operation table, and success bodies are typed by the generated schemas, so a
 * contract change breaks the mock at compile time.
 */
import { TOO_DEEP_MESSAGE, jsonNestingExceeds } from './json-depth';
import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { z } from 'zod';
import { normalizeRole, operations, type OperationId, sameStatus, SENTENCES } from '../../contracts';
import { beginAudit, finishAudit } from '../audit/recorder';
import { closeOperation, inOperation, type OperationScope } from './operation-scope';
import { db, type UserRecord } from '../store/db';
import { ChangeSet } from '../store/change-log';
import { commit, discard } from '../store/persistence';
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
} from '../store/write-queue';

type Operation<Op extends OperationId> = (typeof operations)[Op];
type SuccessBody<Op extends OperationId> = z.input<NonNullable<Operation<Op>['response']>>;

/** The contract's paths without parameters; such a path is never the value of another path's template. */
export const LITERAL_PATHS: ReadonlySet<string> = new Set<string>(
  Object.values(operations)
    .map((op) => op.path)
    .filter((path) => !path.includes('{')),
);

/**
 * Registers a handler at the operation's own method and path (`{id}` becomes `:id`, any origin). A literal path
 * of the contract wins over a template: GET /api/users/login is the login path with the wrong method (405 from
 * the fallback), not the user whose id is "login". A change the database could not save answers 503.
 */
export function route<Op extends OperationId>(
  operationId: Op,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>,
) {
  const { method, path } = operations[operationId];
  const templated = path.includes('{');
  return http[method](`*${path.replace(/\{(\w+)\}/g, ':$1')}`, async (info) => {
    if (templated && LITERAL_PATHS.has(new URL(info.request.url).pathname)) return undefined;
    // The audit trail's one hook (../audit/recorder.ts): who asks, before the handler runs; the record after.
    const audit = await beginAudit(operationId, info.request);
    const scope: OperationScope = { operationId, changes: new ChangeSet(), open: true, afterCommit: [] };
    let answer: Response | undefined;
    try {
      answer = (await inOperation(scope, () => resolver(info))) as Response | undefined;
    } catch (error) {
      // A handler that failed part-way changes nothing: its writes are put back, its events never sent.
      closeOperation(scope);
      await discard(scope.changes);
      throw error;
    }
    const events = closeOperation(scope);
    try {
      // An answer of 5xx is a failure too (a 4xx may have written on purpose: a refused login's count).
      if (answer instanceof Response && answer.status >= 500) await discard(scope.changes);
      else {
        // The operation's changes, committed in one transaction before its answer (store/persistence.ts); its
        // live events go out once they are saved, and not at all when they are not.
        await commit(undefined, scope.changes);
        for (const publish of events) publish();
      }
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      answer = storageUnavailable();
    }
    if (!audit || !(answer instanceof Response)) return answer;
    return finishAudit(audit, info.params, info.request.url, answer, storageUnavailable);
  });
}

/**
 * The answer to a change the database could not save (store/write-queue.ts): 503 in the envelope, with
 * Retry-After; nothing was changed, so the same request may simply be sent again.
 */
export function storageUnavailable() {
  return fail(503, STORAGE_UNAVAILABLE_MESSAGE, {
    headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
  });
}

/** A 2xx answer in the envelope; `data` must match the operation's success schema. */
export function ok<Op extends OperationId>(
  _operationId: Op,
  data: SuccessBody<Op>['data'],
  init: { message?: string | null; status?: number; headers?: HeadersInit } = {},
) {
  const body = {
    isSuccess: true,
    message: init.message ?? null,
    data,
    error: null,
    details: null,
  } as SuccessBody<Op>;
  return HttpResponse.json(body, { status: init.status ?? 200, headers: init.headers });
}

/** A failed answer in the envelope. */
export function fail(
  status: number,
  message: string,
  extra: { fieldErrors?: Record<string, string[]>; headers?: HeadersInit; details?: string } = {},
) {
  return HttpResponse.json(
    {
      isSuccess: false,
      message,
      data: extra.fieldErrors ?? null,
      error: null,
      details: extra.details ?? null,
    },
    { status, headers: extra.headers },
  );
}

/** Optional latency for every call (MOCK_LATENCY_MS), to let QA see loading states. */
export async function simulateLatency() {
  const ms = Number(process.env.MOCK_LATENCY_MS ?? 0);
  if (ms > 0) await delay(ms);
}

export interface Authenticated {
  user: UserRecord;
  token: string;
}

/** The user behind the bearer token, or a 401 answer when it is missing, unknown or expired. */
export function authenticate(request: Request): Authenticated | Response {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return fail(401, 'Unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } });
  const token = match[1]!;
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session || Date.parse(session.expiresAt) <= Date.now()) {
    return fail(401, 'Unauthorized', { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
  }
  const user = db.users.findFirst((q) => q.where({ id: session.userId }));
  if (!user || sameStatus(user.status, 'Deactivated')) return fail(401, 'Unauthorized');
  return { user, token };
}

/** How a refusal names the roles x-roles lists. */
const ROLE_WORDS: Record<string, string> = {
  Admin: 'admins',
  Provider: 'providers',
  MedicalFacility: 'medical facility users',
  Facility_NP: 'facility NPs',
};

/** 'admins', 'admins and providers', 'admins and facility users' (both facility roles), in x-roles' order. */
export function rolesInWords(roles: readonly string[]): string {
  const facility = roles.includes('MedicalFacility') && roles.includes('Facility_NP');
  const words = [
    ...new Set(
      roles.map((role) =>
        facility && (role === 'MedicalFacility' || role === 'Facility_NP')
          ? 'facility users'
          : ROLE_WORDS[role]!,
      ),
    ),
  ];
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]!;
}

/**
 * 403 for a caller whose role the operation's x-roles leaves out, before its path, query or body are looked at:
 * whatever they say (an invalid body included), the answer is the same refusal. `sentence` is the
 * operation's own words, else 'Only admins can do this.' from x-roles. A role x-roles lists may still be refused
 * for a resource by the handler (not your case, not your task).
 */
export function outsideRoles(operationId: OperationId, user: UserRecord, sentence?: string) {
  const roles: readonly string[] | null = operations[operationId].roles;
  const role = normalizeRole(user.role);
  if (!roles || (role && roles.includes(role))) return undefined;
  return fail(403, sentence ?? `Only ${rolesInWords(roles)} can do this.`);
}

/** The 415 sentence for a JSON operation called with another Content-Type (openapi.yaml's UnsupportedMediaType). */
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type application/json).';

/** Whether a Content-Type names JSON: `application/json` or `application/…+json`, parameters allowed. */
export function isJsonContentType(header: string | null): boolean {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/**
 * Reads a JSON body and checks it against a schema. A Content-Type other than JSON answers 415 before the body
 * is read (a form or text/plain post from another site never reaches a handler); a body that is not JSON,
 * or nests deeper than JSON_MAX_DEPTH, answers 400; a body that breaks the schema answers 400 with a message per field (`requiredMessages` words
 * the "missing" case per field).
 */
export const UNKNOWN_FIELD_MESSAGE = 'openapi.yaml allows no such field here.';

export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  requiredMessages: Record<string, string> = {},
  invalidMessage: (field: string) => string | undefined = () => undefined,
): Promise<z.infer<S> | Response> {
  if (!isJsonContentType(request.headers.get('content-type'))) return fail(415, JSON_ONLY_MESSAGE);
  const text = await request.text();
  if (jsonNestingExceeds(text)) return fail(400, TOO_DEEP_MESSAGE);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(400, SENTENCES.request.invalidJson);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    // A field the contract forbids (additionalProperties: false, z.strictObject) is named on its own.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = [...issue.path, key].join('.');
        (fieldErrors[field] ??= []).push(UNKNOWN_FIELD_MESSAGE);
      }
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : 'body';
    const value = issue.path.reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
      json,
    );
    const missing =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const text =
      missing && requiredMessages[field]
        ? requiredMessages[field]
        : (invalidMessage(field) ?? messageOf(issue));
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(text)) messages.push(text);
  }
  return fail(400, 'Validation failed', { fieldErrors });
}

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface OperationContext<Op extends OperationId> {
  request: Request;
  /** The caller; present for every operation the contract secures. */
  auth: Operation<Op>['secured'] extends true ? Authenticated : null;
  params: Parsed<Operation<Op>['params']>;
  query: Parsed<Operation<Op>['query']>;
  body: Parsed<Operation<Op>['body']>;
}

/** The most a field's message may hold (the contract's ErrorEnvelope). */
const MESSAGE_MAX = 500;

/**
 * A problem's message within the contract's bound: a value outside a long list (zod names every allowed value)
 * says how many there are instead, and where they are listed.
 */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.message.length <= MESSAGE_MAX) return issue.message;
  const count = issue.code === 'invalid_value' ? issue.values.length : null;
  return count
    ? `Invalid option: expected one of the ${count} values openapi.yaml lists for this field.`
    : `${issue.message.slice(0, MESSAGE_MAX - 1)}…`;
}

/** Field messages for a failed parse, one list per field. */
function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'request';
    const messages = (fieldErrors[field] ??= []);
    const message = messageOf(issue);
    if (!messages.includes(message)) messages.push(message);
  }
  return fieldErrors;
}

/** The scalar kind a query field's schema expects, through optional/default/nullable wrappers. */
function scalarKind(schema: unknown): string | undefined {
  let def = (schema as { def?: { type?: string; innerType?: unknown } } | undefined)?.def;
  while (def && (def.type === 'optional' || def.type === 'default' || def.type === 'nullable')) {
    def = (def.innerType as { def?: typeof def } | undefined)?.def;
  }
  return def?.type;
}

/** Query strings carry text only: turn numbers and booleans into what the generated schema expects. */
export function coerceQuery(schema: z.ZodObject, params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of params) {
    const kind = scalarKind(schema.shape[key]);
    if (kind === 'number' && raw.trim() !== '' && Number.isFinite(Number(raw))) out[key] = Number(raw);
    else if (kind === 'boolean' && (raw === 'true' || raw === 'false')) out[key] = raw === 'true';
    else out[key] = raw;
  }
  return out;
}

type OperationHandler<Op extends OperationId> = (
  context: OperationContext<Op>,
) => Response | Promise<Response>;

interface OperationOptions {
  requiredMessages?: Record<string, string>;
  /** The message for any problem with a field (the contract's bounds in a person's words), by its path. */
  invalidMessage?: (field: string) => string | undefined;
}

/**
 * Registers a handler for one operation of the contract. Before the handler runs: latency, authentication
 * (401) when the operation is secured, the caller's role against x-roles (403 in `forbidden`'s words when
 * given, else x-roles': `outsideRoles`), then path parameters, query and JSON body checked against the
 * generated schemas (400 with a message per field). The handler then authorises for the resource, queries,
 * persists and answers.
 *
 *   operation('listUsers', handler)
 *   operation('listUsers', 'Only admins can list users.', handler)
 */
export function operation<Op extends OperationId>(
  operationId: Op,
  handler: OperationHandler<Op>,
  options?: OperationOptions,
): ReturnType<typeof route>;
export function operation<Op extends OperationId>(
  operationId: Op,
  forbidden: string,
  handler: OperationHandler<Op>,
  options?: OperationOptions,
): ReturnType<typeof route>;
export function operation<Op extends OperationId>(
  operationId: Op,
  ...rest: [OperationHandler<Op>, OperationOptions?] | [string, OperationHandler<Op>, OperationOptions?]
) {
  const [forbidden, handler, options = {}] =
    typeof rest[0] === 'string'
      ? (rest as [string, OperationHandler<Op>, OperationOptions?])
      : [undefined, ...(rest as [OperationHandler<Op>, OperationOptions?])];
  const op = operations[operationId];
  return route(operationId, async ({ request, params }) => {
    await simulateLatency();
    let auth: Authenticated | null = null;
    if (op.secured) {
      const result = authenticate(request);
      if (result instanceof Response) return result;
      auth = result;
      const refused = outsideRoles(operationId, auth.user, forbidden);
      if (refused) return refused;
    }
    const parsed: Record<'params' | 'query' | 'body', unknown> = {
      params: undefined,
      query: undefined,
      body: undefined,
    };
    if (op.params) {
      const result = op.params.safeParse(params);
      if (!result.success)
        return fail(400, 'Validation failed', { fieldErrors: fieldErrorsOf(result.error) });
      parsed.params = result.data;
    }
    if (op.query) {
      const result = op.query.safeParse(coerceQuery(op.query, new URL(request.url).searchParams));
      if (!result.success)
        return fail(400, 'Validation failed', { fieldErrors: fieldErrorsOf(result.error) });
      parsed.query = result.data;
    }
    if (op.body) {
      const body = await readBody(request, op.body, options.requiredMessages, options.invalidMessage);
      if (body instanceof Response) return body;
      parsed.body = body;
    }
    return handler({ request, auth, ...parsed } as OperationContext<Op>);
  });
}
