/**
 * What every handler shares, in the order each one runs: delay → authenticate → authorise → validate →
 * query → persist → respond in the envelope. Routes come from the contract's operation table, and success
 * bodies are typed by the generated schemas, so a contract change breaks the mock at compile time.
 */
import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { z } from 'zod';
import { operations, type OperationId } from '../contracts';
import { db, type UserRecord } from './db';

type Operation<Op extends OperationId> = (typeof operations)[Op];
type SuccessBody<Op extends OperationId> = z.input<NonNullable<Operation<Op>['response']>>;

/** Registers a handler at the operation's own method and path (`{id}` becomes `:id`, any origin). */
export function route<Op extends OperationId>(
  operationId: Op,
  resolver: HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>,
) {
  const { method, path } = operations[operationId];
  return http[method](`*${path.replace(/\{(\w+)\}/g, ':$1')}`, resolver);
}

/** A 2xx answer in the envelope; `data` must match the operation's success schema. */
export function ok<Op extends OperationId>(
  _operationId: Op,
  data: SuccessBody<Op>['data'],
  init: { message?: string | null; status?: number } = {},
) {
  const body = {
    isSuccess: true,
    message: init.message ?? null,
    data,
    error: null,
    details: null,
  } as SuccessBody<Op>;
  return HttpResponse.json(body, { status: init.status ?? 200 });
}

/** A failed answer in the envelope. */
export function fail(
  status: number,
  message: string,
  extra: { fieldErrors?: Record<string, string[]>; headers?: HeadersInit } = {},
) {
  return HttpResponse.json(
    { isSuccess: false, message, data: extra.fieldErrors ?? null, error: null, details: null },
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
  if (!user || user.status === 'Deactivated') return fail(401, 'Unauthorized');
  return { user, token };
}

/**
 * Reads a JSON body and checks it against a schema. A body that is not JSON answers 400; a body that breaks
 * the schema answers 400 with a message per field (`requiredMessages` words the "missing" case per field).
 */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  requiredMessages: Record<string, string> = {},
): Promise<z.infer<S> | Response> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return fail(400, 'The request body must be valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const input = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    const value = input[field];
    const missing =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const text = missing && requiredMessages[field] ? requiredMessages[field] : issue.message;
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(text)) messages.push(text);
  }
  return fail(400, 'Validation failed', { fieldErrors });
}
