/**
 * Every request body is bounded before it is read (openapi.yaml's x-max-body-bytes, through the generated
 * operations table): on the real HTTP server, a Content-Length past the bound answers 413 before the body is
 * sent, a body without one answers 413 while the client is still sending it, and a body at the bound is
 * answered as ever. Each 413 is the contract's: the bound's sentence in the envelope, or createOrder's
 * OperationOutcome (too-long).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyTooLargeMessage, defaultMaxBodyBytes, operations, schemas } from '../../contracts';
import { contractViolations } from '../../tests/contract/openapi-validator';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { DEMO_PASSWORD } from '../index';
import { credentialOf } from '../testing/orders';
import { generated, MB, rawRequest, type RawAnswer } from '../testing/raw-http';
import { FACILITY } from '../testing/test-clients';
import { bodyLimitOf } from './body-limit';

let mock: MockHttpServer;
let port: number;

beforeAll(async () => {
  mock = await startMockHttpServer('body-limits-secret');
  port = Number(new URL(mock.base).port);
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

const LOGIN = '/api/users/login';
const LOGIN_LIMIT = operations.login.maxBodyBytes;
const ORDER_LIMIT = operations.createOrder.maxBodyBytes;

/** The raw answer, or a failure once `ms` pass: a server that waits for the rest of the body never answers. */
function answerWithin(ms: number, answer: Promise<RawAnswer>): Promise<RawAnswer> {
  return Promise.race([
    answer,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`No answer within ${ms} ms: the server waited for the body.`)), ms),
    ),
  ]);
}

/** The problems openapi.yaml finds with a raw answer to `method path`. */
const violationsOf = (method: string, path: string, answer: RawAnswer) =>
  contractViolations(
    new Request(`${mock.base}${path}`, { method }),
    new Response(answer.text, { status: answer.status, headers: answer.headers }),
  );

/** A login body of exactly `bytes` bytes: valid JSON, padded with whitespace. */
function loginBody(bytes: number): string {
  const json = JSON.stringify({ email: FACILITY, password: DEMO_PASSWORD });
  return json + ' '.repeat(bytes - json.length);
}

describe('the bound of each operation', () => {
  it('comes from the operations table, the document’s where no operation names one', () => {
    expect(bodyLimitOf('POST', LOGIN)).toEqual({ operationId: 'login', maxBytes: 256 * 1024 });
    // Paths match case aside, as MSW's handlers do.
    expect(bodyLimitOf('post', '/API/Users/LOGIN').operationId).toBe('login');
    expect(bodyLimitOf('POST', '/api/cases').maxBytes).toBe(1024 * 1024);
    expect(bodyLimitOf('POST', '/api/cases/import')).toEqual({
      operationId: 'importCases',
      maxBytes: 4 * 1024 * 1024,
    });
    expect(bodyLimitOf('POST', '/api/interop/orders').maxBytes).toBe(ORDER_LIMIT);
    expect(bodyLimitOf('POST', '/__mock/faults')).toEqual({
      operationId: null,
      maxBytes: defaultMaxBodyBytes,
    });
  });
});

describe('request bodies on the HTTP server', { timeout: 30_000 }, () => {
  it('413 for an anonymous login declaring 100 MB, before the body is sent, and the connection closes', async () => {
    const answer = await answerWithin(
      5_000,
      rawRequest(
        port,
        'POST',
        LOGIN,
        { 'Content-Type': 'application/json', 'Content-Length': String(100 * MB) },
        // A few bytes of the 100 MB: the rest is never sent, so only an answer that reads none of it comes.
        [Buffer.from('{"email":"')],
      ),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({
      isSuccess: false,
      message: 'The request body is larger than 256 KB.',
    });
    expect(answer.headers.connection).toBe('close');
    expect(await violationsOf('POST', LOGIN, answer)).toEqual([]);
  });

  it('413 while a chunked body is still being sent, as soon as it passes the bound', async () => {
    const answer = await answerWithin(
      20_000,
      rawRequest(
        port,
        'POST',
        LOGIN,
        { 'Content-Type': 'application/json' },
        generated(Buffer.from(`{"email":"${FACILITY}","password":"`), 64 * MB),
      ),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ message: bodyTooLargeMessage(LOGIN_LIMIT) });
    expect(answer.finishedSending).toBe(false);
    expect(answer.sentWhenAnswered).toBeLessThan(16 * MB);
    expect(answer.headers.connection).toBe('close');
    expect(await violationsOf('POST', LOGIN, answer)).toEqual([]);
  });

  it('answers a body at the bound as ever, with a Content-Length or chunked', async () => {
    const body = loginBody(LOGIN_LIMIT);
    const declared = await fetch(`${mock.base}${LOGIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(declared.status).toBe(200);
    const chunked = await answerWithin(
      10_000,
      rawRequest(port, 'POST', LOGIN, { 'Content-Type': 'application/json' }, [Buffer.from(body)]),
    );
    expect(chunked.status).toBe(200);

    const over = await fetch(`${mock.base}${LOGIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: loginBody(LOGIN_LIMIT + 1),
    });
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toBe(bodyTooLargeMessage(LOGIN_LIMIT));
  });

  it('bounds each operation by its own x-max-body-bytes', async () => {
    const post = (bytes: number) =>
      fetch(`${mock.base}/api/cases/import`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: ' '.repeat(bytes),
      });
    // Within importCases' 4 MB (past the document's 256 KB): refused for what it is, no token.
    expect((await post(3 * MB)).status).toBe(401);
    const over = await post(4 * MB + 1);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toBe(
      'The request body is larger than 4 MB.',
    );
  });

  it('createOrder answers an OperationOutcome, too-long, declared or not', async () => {
    const declared = await answerWithin(
      5_000,
      rawRequest(
        port,
        'POST',
        '/api/interop/orders',
        { 'Content-Type': 'application/fhir+json', 'Content-Length': String(2 * ORDER_LIMIT) },
        [Buffer.from('{"resourceType":"Bundle"')],
      ),
    );
    const credential = await credentialOf(FACILITY);
    const chunked = await answerWithin(
      20_000,
      rawRequest(
        port,
        'POST',
        '/api/interop/orders',
        { 'Content-Type': 'application/fhir+json', Authorization: `Bearer ${credential}` },
        generated(Buffer.from('{"resourceType":"Bundle","id":"'), 32 * MB),
      ),
    );
    for (const answer of [declared, chunked]) {
      expect(answer.status).toBe(413);
      expect(answer.headers['content-type']).toMatch(/^application\/fhir\+json/);
      const outcome = schemas.zOperationOutcome.parse(JSON.parse(answer.text));
      expect(outcome.issue).toEqual([
        { severity: 'error', code: 'too-long', diagnostics: 'The request body is larger than 1 MB.' },
      ]);
      expect(await violationsOf('POST', '/api/interop/orders', answer)).toEqual([]);
    }
    expect(chunked.finishedSending).toBe(false);
  });
});
