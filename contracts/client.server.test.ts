import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QA_HEADERS, server, TEST_API } from '../tests/setup/mock-backend';
import { createApiClient, unwrap } from './client';
import { ApiError, ContractViolationError } from './errors';

/** The demo accounts' password (mock-server/store/seed.ts; the contract layer may not import the mock). */
const DEMO_PASSWORD = 'Demo-pass-2026';

const CURRENT_USER = `${TEST_API}/api/Users/current`;

async function loginToken(email = 'provider@demo.test'): Promise<string> {
  const client = createApiClient({ baseUrl: TEST_API });
  const body = await unwrap(client.POST('/api/users/login', { body: { email, password: DEMO_PASSWORD } }));
  return body.data.token;
}

/** Passes the request on to the mock backend after noting its Authorization header. */
function recordAuthorization(): { seen: (string | null)[] } {
  const record = { seen: [] as (string | null)[] };
  server.use(
    http.get(CURRENT_USER, ({ request }) => {
      record.seen.push(request.headers.get('authorization'));
      return undefined;
    }),
  );
  return record;
}

/** A fetch that answers one status (in the error envelope) and counts the calls. */
function answering(status: number, headers: Record<string, string> = {}) {
  const calls: Request[] = [];
  const fetch = async (request: Request) => {
    calls.push(request);
    return Response.json(
      { isSuccess: false, message: `Failure ${status}`, data: null, error: null, details: null },
      { status, headers },
    );
  };
  return { fetch, calls };
}

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

describe('bearer token', () => {
  it('is sent when a token is given', async () => {
    const token = await loginToken();
    const record = recordAuthorization();
    const client = createApiClient({ baseUrl: TEST_API, token });
    const { data, response } = await client.GET('/api/Users/current');
    expect(record.seen).toEqual([`Bearer ${token}`]);
    expect(response.status).toBe(200);
    expect(data?.data.email).toBe('provider@demo.test');
  });

  it.each([undefined, null, ''])('is not sent when the token is %o', async (token) => {
    const record = recordAuthorization();
    const client = createApiClient({ baseUrl: TEST_API, token });
    const { response } = await client.GET('/api/Users/current');
    expect(record.seen).toEqual([null]);
    expect(response.status).toBe(401);
  });

  it('is not sent on login when the client has no token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${TEST_API}/api/users/login`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return undefined;
      }),
    );
    await loginToken();
    expect(seen).toEqual([null]);
  });
});

describe('request bodies', () => {
  it('are sent as application/json, even when a caller names another type', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${TEST_API}/api/users/login`, ({ request }) => {
        seen.push(request.headers.get('content-type'));
        return undefined;
      }),
    );
    const client = createApiClient({ baseUrl: TEST_API });
    const body = { email: 'provider@demo.test', password: DEMO_PASSWORD };
    expect((await client.POST('/api/users/login', { body })).response.status).toBe(200);
    const { response } = await client.POST('/api/users/login', {
      body,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual(['application/json', 'application/json']);
  });
});

describe('contract parsing of 2xx bodies', () => {
  it('a 2xx body that breaks the schema throws ContractViolationError', async () => {
    // A hand-made response, not through MSW: the mock itself must never answer outside the contract.
    const fetch = async () =>
      Response.json(
        { isSuccess: true, message: null, data: { id: 'usr-1', role: 'Wizard' } },
        { status: 200 },
      );
    const client = createApiClient({ baseUrl: TEST_API, token: 'x'.repeat(16), fetch });
    const call = client.GET('/api/Users/current');
    await expect(call).rejects.toBeInstanceOf(ContractViolationError);
    await expect(call).rejects.toThrow(/getCurrentUser/);
  });

  it('a 2xx body that is not JSON throws ContractViolationError', async () => {
    const fetch = async () => new Response('<html>hello</html>', { status: 200 });
    const client = createApiClient({ baseUrl: TEST_API, fetch });
    await expect(
      client.POST('/api/users/login', { body: { email: 'a@b.c', password: 'x' } }),
    ).rejects.toBeInstanceOf(ContractViolationError);
  });

  it('a body that honours the schema comes through', async () => {
    const token = await loginToken('facility@demo.test');
    const client = createApiClient({ baseUrl: TEST_API, token });
    const body = await unwrap(client.GET('/api/Facility/get-current'));
    expect(body.data.facility.name).toBe('Riverside Community Hospital');
  });

  it('the answer handed on reads as the parsed body, as JSON and as text', async () => {
    const token = await loginToken('facility@demo.test');
    const client = createApiClient({ baseUrl: TEST_API, token });
    const { data, response } = await client.GET('/api/Facility/get-current');
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(data);
    expect(JSON.parse(await response.text())).toEqual(data);
  });
});

describe('retries', () => {
  it('a 5xx answer is retried `retries` times, waiting 1000, 2000, 3000 ms', async () => {
    const { fetch, calls } = answering(500);
    const { delays, sleep } = recordingSleep();
    const client = createApiClient({ baseUrl: TEST_API, retries: 3, fetch, sleep });
    const { response, error } = await client.GET('/api/Users/current');
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 3000]);
    expect(response.status).toBe(500);
    expect(error).toMatchObject({ message: 'Failure 500' });
  });

  it('the delay stops growing at 5000 ms', async () => {
    const { fetch, calls } = answering(503);
    const { delays, sleep } = recordingSleep();
    const client = createApiClient({ baseUrl: TEST_API, retries: 7, fetch, sleep });
    await client.GET('/api/Users/current');
    expect(calls).toHaveLength(8);
    expect(delays).toEqual([1000, 2000, 3000, 4000, 5000, 5000, 5000]);
  });

  it('a 503 is retried no sooner than its Retry-After asks, and not at all when it asks for more than 5 s', async () => {
    const busy = answering(503, { 'Retry-After': '3' });
    const first = recordingSleep();
    await createApiClient({ baseUrl: TEST_API, retries: 4, fetch: busy.fetch, sleep: first.sleep }).GET(
      '/api/Users/current',
    );
    expect(first.delays).toEqual([3000, 3000, 3000, 4000]);
    const later = answering(503, { 'Retry-After': '30' });
    const second = recordingSleep();
    const { response } = await createApiClient({
      baseUrl: TEST_API,
      retries: 4,
      fetch: later.fetch,
      sleep: second.sleep,
    }).GET('/api/Users/current');
    expect(later.calls).toHaveLength(1);
    expect(second.delays).toEqual([]);
    expect(response.headers.get('Retry-After')).toBe('30');
  });

  it('without a retry count a 5xx answer is not retried', async () => {
    const { fetch, calls } = answering(500);
    const { delays, sleep } = recordingSleep();
    const client = createApiClient({ baseUrl: TEST_API, fetch, sleep });
    await client.GET('/api/Users/current');
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it.each([400, 401, 403, 404, 429])('a %i answer is never retried', async (status) => {
    const { fetch, calls } = answering(status);
    const { delays, sleep } = recordingSleep();
    const client = createApiClient({ baseUrl: TEST_API, retries: 3, fetch, sleep });
    const { response } = await client.GET('/api/Users/current');
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(response.status).toBe(status);
  });

  it('recovers when the mock backend fails twice and then answers (fault injection)', async () => {
    const token = await loginToken();
    await fetch(`${TEST_API}/__mock/faults`, {
      method: 'POST',
      headers: QA_HEADERS,
      body: JSON.stringify({ method: 'GET', path: '/api/Users/current', times: 2, fault: { status: 500 } }),
    });
    const { delays, sleep } = recordingSleep();
    const client = createApiClient({ baseUrl: TEST_API, token, retries: 3, sleep });
    const body = await unwrap(client.GET('/api/Users/current'));
    expect(body.data.status).toBe('Active');
    expect(delays).toEqual([1000, 2000]);
  });

  it('a POST answered 5xx is not retried (a login or submission must not run twice)', async () => {
    const { fetch, calls } = answering(500);
    const { delays, sleep } = recordingSleep();
    const client = createApiClient({ baseUrl: TEST_API, retries: 3, fetch, sleep });
    const { response } = await client.POST('/api/users/login', {
      body: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(500);
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('a POST with an Idempotency-Key is retried like a PUT, the key sent each time, and creates one case', async () => {
    const token = await loginToken('facility@demo.test');
    await fetch(`${TEST_API}/__mock/faults`, {
      method: 'POST',
      headers: QA_HEADERS,
      body: JSON.stringify({ method: 'POST', path: '/api/cases', times: 2, fault: { status: 500 } }),
    });
    const keys: (string | null)[] = [];
    const { delays, sleep } = recordingSleep();
    const client = createApiClient({
      baseUrl: TEST_API,
      token,
      retries: 3,
      sleep,
      fetch: (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return globalThis.fetch(request);
      },
    });
    const key = 'retry-key-0123456789abcdef';
    const body = await unwrap(
      client.POST('/api/cases', {
        body: {
          type: 'surgical',
          patientInfo: { firstName: 'Re', lastName: 'Try', birthDate: '1970-01-02', gender: 'Male' },
          specimens: [
            {
              specimenType: 'Biopsy',
              subsections: [{ slideType: 'H&E', slideCount: 1, images: [] }],
            },
          ],
          billingComponent: 2,
          caseRelation: 'Standalone',
          slideDelivery: 'Upload_the_Slide_Images',
        },
        params: { header: { 'Idempotency-Key': key } },
      }),
    );
    expect(body.data.status).toBe('Draft');
    expect(keys).toEqual([key, key, key]);
    expect(delays).toEqual([1000, 2000]);
  }, 15_000);
});

describe('an answer cut off after its headers', () => {
  it('is a lost answer (no response), not a contract violation, so the caller may send it again', async () => {
    const fetch = async () => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"isSuccess":true,"da'));
          controller.error(new TypeError('terminated'));
        },
      });
      return new Response(body, { status: 201, headers: { 'Content-Type': 'application/json' } });
    };
    const client = createApiClient({ baseUrl: TEST_API, token: 'x'.repeat(16), fetch });
    const call = client.GET('/api/Users/current');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ failure: { kind: 'no-response' } });
  });
});

describe('failures without an answer', () => {
  it('a time-out gives "Request timed out"', async () => {
    const hanging = (request: Request) =>
      new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const client = createApiClient({ baseUrl: TEST_API, fetch: hanging, timeoutMs: 20 });
    const call = client.GET('/api/Users/current');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ message: 'Request timed out', status: null });
  });

  it('offline gives the offline message and sends nothing', async () => {
    const { fetch, calls } = answering(200);
    const client = createApiClient({ baseUrl: TEST_API, fetch, isOffline: () => true });
    const call = client.GET('/api/Users/current');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toThrow('You are offline. Please check your internet connection.');
    expect(calls).toHaveLength(0);
  });

  it('being online sends the request', async () => {
    const token = await loginToken();
    const client = createApiClient({ baseUrl: TEST_API, token, isOffline: () => false });
    const { response } = await client.GET('/api/Users/current');
    expect(response.status).toBe(200);
  });

  it.each([
    ['ECONNREFUSED', 'Network Error: Please check your internet connection and try again.'],
    ['ENOTFOUND', 'Network Error: Please check your internet connection and try again.'],
    ['ECONNRESET', 'Error 500: No response from the server. Please try again later.'],
    ['UND_ERR_SOCKET', 'Error 500: No response from the server. Please try again later.'],
  ])('a fetch failing with cause %s gives "%s"', async (code, text) => {
    const fetch = async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });
    };
    const client = createApiClient({ baseUrl: TEST_API, fetch });
    const call = client.GET('/api/Users/current');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toThrow(text);
  });

  it('a network failure from the mock backend gives the Network Error message', async () => {
    server.use(http.get(CURRENT_USER, () => HttpResponse.error()));
    const client = createApiClient({ baseUrl: TEST_API });
    await expect(client.GET('/api/Users/current')).rejects.toThrow(
      'Network Error: Please check your internet connection and try again.',
    );
  });

  it("the caller's own abort is passed through, not reworded", async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createApiClient({ baseUrl: TEST_API });
    const call = client.GET('/api/Users/current', { signal: controller.signal });
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('unwrap', () => {
  it('resolves to the success body', async () => {
    const client = createApiClient({ baseUrl: TEST_API });
    const body = await unwrap(
      client.POST('/api/users/login', { body: { email: 'provider@demo.test', password: DEMO_PASSWORD } }),
    );
    expect(body.isSuccess).toBe(true);
    expect(body.data.role).toBe('Provider');
  });

  it("throws ApiError with the server's envelope message for a 401 login", async () => {
    const client = createApiClient({ baseUrl: TEST_API });
    const call = unwrap(
      client.POST('/api/users/login', { body: { email: 'provider@demo.test', password: 'wrong-password' } }),
    );
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Invalid email or password.',
      message: 'Error 401: Unauthorized. Please log in again.',
      tokenRejected: false,
    });
  });

  it('marks a 401 for a revoked token as tokenRejected, and one without a token as not', async () => {
    const login = await unwrap(
      createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
        body: { email: 'provider@demo.test', password: DEMO_PASSWORD },
      }),
    );
    const client = createApiClient({ baseUrl: TEST_API, token: login.data.token });
    await unwrap(client.POST('/api/auth/logout'));
    await expect(unwrap(client.GET('/api/Users/current'))).rejects.toMatchObject({
      status: 401,
      tokenRejected: true,
    });
    await expect(
      unwrap(createApiClient({ baseUrl: TEST_API }).GET('/api/Users/current')),
    ).rejects.toMatchObject({ status: 401, tokenRejected: false });
  });

  it('carries the field errors of a 400 login', async () => {
    const client = createApiClient({ baseUrl: TEST_API });
    const call = unwrap(client.POST('/api/users/login', { body: { email: '', password: '' } }));
    await expect(call).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Validation failed',
      fieldErrors: { email: ['Email is required'], password: ['Password is required'] },
      message: 'Email is required, Password is required',
    });
  });

  it("reads a 429's Retry-After into when to try again (the fourth code request for one email)", async () => {
    const client = createApiClient({ baseUrl: TEST_API });
    const request = () =>
      unwrap(client.POST('/api/auth/email-verification', { body: { email: 'nobody.429@demo.test' } }));
    for (let i = 0; i < 3; i++) await request();
    const error = await request().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const { status, retryAfterSeconds, message } = error as ApiError;
    expect(status).toBe(429);
    expect(retryAfterSeconds).toBeGreaterThan(9 * 60);
    expect(retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
    expect(message).toBe('Too many requests. Try again in 10 minutes.');
  });
});
