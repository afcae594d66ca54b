/**
 * The one typed client for the contract. openapi-fetch gives typed paths and bodies from the generated types;
 * this module adds the rules of spec sections 4.2, 7 and 9:
 * - bearer token from the caller's session (never cookies: `credentials: 'omit'`);
 * - a 120 s time-out per attempt, combined with the caller's abort signal;
 * - optional retries of 5xx answers to idempotent calls, the delay growing 1 s per attempt up to 5 s, never
 *   sooner than the answer's Retry-After asks (none when it asks for more than 5 s);
 * - every 2xx body parsed with the operation's generated zod schema (a backend that breaks the contract fails
 *   loudly here, not in a page);
 * - every failure turned into an ApiError whose message is the catalogue's sentence.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './generated/types.gen';
import { operations } from './generated/operations.gen';
import { ApiError, ContractViolationError, parseRetryAfter, type RequestFailure } from './errors';
import { REQUEST_TIMEOUT_MS, isRetryableStatus, retryWait } from './retry';

export interface ApiClientOptions {
  /** Origin of the backend, e.g. http://127.0.0.1:4010 (paths already start with /api). */
  baseUrl: string;
  /** The bearer token for this caller, if logged in. */
  token?: string | null;
  /** How many times a 5xx answer to an idempotent call (GET, HEAD, OPTIONS, PUT, DELETE) is retried. */
  retries?: number;
  timeoutMs?: number;
  /** Answers true when the caller knows it is offline (browser: `!navigator.onLine`). */
  isOffline?: () => boolean;
  /** Injected for tests; defaults to the global fetch, looked up per call so MSW started later still applies. */
  fetch?: (request: Request) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
}

type RouteOperation = { id: string; schema: (typeof operations)[keyof typeof operations]['response'] };
let operationByRoute: Map<string, RouteOperation> | null = null;

/**
 * The operation a request's method and path template belong to. The map is built on first use, not when this
 * module loads: a page that imports `contracts` without calling the API then keeps none of the operation table
 * and its schemas (decision 060).
 */
function operationOf(method: string, schemaPath: string): RouteOperation | undefined {
  operationByRoute ??= new Map(
    Object.entries(operations).map(([id, op]) => [
      `${op.method.toUpperCase()} ${op.path}`,
      { id, schema: op.response },
    ]),
  );
  return operationByRoute.get(`${method} ${schemaPath}`);
}

/** Tells a request that never got an answer apart from one that could not be sent (undici's error causes). */
export function classifyFetchError(error: unknown): RequestFailure {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  const code = cause?.code ?? '';
  if (['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED'].includes(code))
    return { kind: 'no-response' };
  return { kind: 'network' };
}

/**
 * Only these are retried: repeating a POST (a login, a case submission) could do the work twice, unless it
 * carries an `Idempotency-Key`, with which the server does it once however often it is sent (createCase).
 */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const isIdempotent = (request: Request) =>
  IDEMPOTENT_METHODS.has(request.method) || request.headers.has('Idempotency-Key');

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The checked body handed to openapi-fetch as the value it is: a Response whose json() answers the parsed data
 * (and text() its JSON), so the body is not written out as text and parsed a second time (about a third of a
 * millisecond of CPU per call on the server, docs/performance.md).
 */
function parsedResponse(data: unknown, from: Response): Response {
  const response = new Response(null, {
    status: from.status,
    statusText: from.statusText,
    headers: from.headers,
  });
  Object.defineProperties(response, {
    json: { value: () => Promise.resolve(data) },
    text: { value: () => Promise.resolve(JSON.stringify(data)) },
  });
  return response;
}

export function createApiClient(options: ApiClientOptions) {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const sleep = options.sleep ?? sleepFor;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const attempts = 1 + Math.max(0, options.retries ?? 0);

  async function fetchWithPolicy(request: Request): Promise<Response> {
    if (options.isOffline?.()) throw new ApiError({ kind: 'offline' });
    for (let attempt = 1; ; attempt++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([request.signal, timeout]);
      let response: Response;
      try {
        // A request with a body is copied so a retry can send it again; one without has nothing to use up.
        response = await send(new Request(request.body === null ? request : request.clone(), { signal }));
      } catch (error) {
        if (timeout.aborted) throw new ApiError({ kind: 'timeout' });
        if (request.signal.aborted) throw error;
        throw new ApiError(classifyFetchError(error));
      }
      const retryable = isRetryableStatus(response.status) && isIdempotent(request);
      const wait = retryWait(attempt, parseRetryAfter(response.headers.get('Retry-After')));
      if (!retryable || attempt >= attempts || wait === null) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  }

  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: fetchWithPolicy,
    credentials: 'omit',
  });

  const bearer: Middleware = {
    onRequest({ request }) {
      if (options.token) request.headers.set('Authorization', `Bearer ${options.token}`);
      // Every body this client sends is JSON (the API answers 415 to anything else); openapi-fetch labels it,
      // and this keeps it so whatever a caller's headers say.
      if (request.body !== null && !request.headers.get('Content-Type')?.startsWith('multipart/form-data'))
        request.headers.set('Content-Type', 'application/json');
      return request;
    },
  };

  const parseWithContract: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      if (!response.ok) return response;
      const operation = operationOf(request.method, schemaPath);
      if (!operation?.schema) return response;
      // Read once: the answer handed on is built from the parsed value, never from this body again. A body cut
      // off on the way (the connection closed after the headers) is an answer lost, not one that breaks the
      // contract: the caller may send the request again.
      let text: string;
      try {
        text = await response.text();
      } catch {
        throw new ApiError({ kind: 'no-response' });
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const parsed = operation.schema.safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues
          .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
          .join('; ');
        throw new ContractViolationError(operation.id, issues);
      }
      return parsedResponse(parsed.data, response);
    },
  };

  client.use(bearer, parseWithContract);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Resolves to the success body, or throws an ApiError carrying the server's envelope. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  throw new ApiError({
    kind: 'http',
    status: response.status,
    body: error,
    wwwAuthenticate: response.headers.get('WWW-Authenticate'),
    retryAfter: response.headers.get('Retry-After'),
  });
}
