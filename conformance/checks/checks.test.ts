/** Each check's verdict on hand-made answers: what passes, what fails (with expected and seen), what says nothing. */
import { describe, expect, it } from 'vitest';
import { createSchemas, listOperations, loadOpenapi, type OperationInfo } from '../openapi';
import type { Exchange, ResponseRecord } from '../types';
import {
  contentTypeConformance,
  notAServerError,
  responseHeadersConformance,
  responseSchemaConformance,
  statusCodeConformance,
} from './response';
import {
  ensureResourceAvailability,
  ignoredAuthentication,
  ignoredRole,
  ignoredSignature,
  missingRequiredHeader,
  negativeDataRejection,
  positiveDataAcceptance,
  rightPasswordAfterOthersFailed,
  unsupportedMethod,
  usedAfterFree,
} from './verdicts';

const doc = loadOpenapi();
const schemas = createSchemas(doc);
const getBanner = listOperations(doc).find((op) => op.operationId === 'getBanner')!;

function answer(status: number, body?: unknown, headers: Record<string, string> = {}): Exchange {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const response: ResponseRecord = {
    status,
    headers: { ...(text ? { 'content-type': 'application/json' } : {}), ...headers },
    text,
    json: body,
    size: text?.length ?? 0,
    ms: 1,
  };
  return {
    request: {
      method: 'GET',
      template: '/api/banner',
      pathParams: {},
      query: {},
      headers: {},
      auth: { none: true },
    },
    url: 'http://server/api/banner',
    response,
    curl: "curl -X GET 'http://server/api/banner'",
  };
}
const envelope = (data: unknown, isSuccess = true) => ({
  isSuccess,
  message: null,
  data,
  error: null,
  details: null,
});
const banner = envelope({
  message: 'Maintenance at noon',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: null,
});
const judge = (operation: OperationInfo, exchange: Exchange) => ({ operation, exchange });

describe('response checks', () => {
  it('not_a_server_error: a 5xx or no answer fails', () => {
    expect(notAServerError(judge(getBanner, answer(200, banner)))).toEqual({ pass: true });
    expect(notAServerError(judge(getBanner, answer(503, envelope(null, false))))).toMatchObject({
      pass: false,
      expected: 'a status below 500',
      seen: expect.stringMatching(/^503 \(application\/json\)/),
    });
    const none: Exchange = { ...answer(200), response: undefined, error: 'TypeError: fetch failed' };
    expect(notAServerError(judge(getBanner, none))).toMatchObject({
      pass: false,
      seen: 'no response (TypeError: fetch failed)',
    });
  });

  it('status_code_conformance: a status the operation does not declare fails', () => {
    expect(statusCodeConformance(judge(getBanner, answer(401, envelope(null, false))))).toEqual({
      pass: true,
    });
    expect(statusCodeConformance(judge(getBanner, answer(404, envelope(null, false))))).toMatchObject({
      pass: false,
      expected: expect.stringMatching(/^a documented status \(200, .*401/),
    });
  });

  it('content_type_conformance: another type, or none, fails', () => {
    expect(contentTypeConformance(judge(getBanner, answer(200, banner)))).toEqual({ pass: true });
    const html = answer(200, undefined, { 'content-type': 'text/html' });
    expect(
      contentTypeConformance(judge(getBanner, { ...html, response: { ...html.response!, size: 5 } })),
    ).toMatchObject({
      pass: false,
      seen: '200 with Content-Type text/html',
    });
    const bare = answer(200);
    expect(
      contentTypeConformance(judge(getBanner, { ...bare, response: { ...bare.response!, size: 5 } })),
    ).toMatchObject({
      pass: false,
      seen: '200 without Content-Type',
    });
  });

  it('response_headers_conformance: a required header missing, or a value its schema refuses, fails', () => {
    const op = {
      ...getBanner,
      responses: {
        ...getBanner.responses,
        '429': {
          at: '/components/responses/TooManyRequests',
          response: { headers: { 'Retry-After': { required: true, schema: { type: 'integer' } } } },
        },
      },
    } as OperationInfo;
    const limited = (headers: Record<string, string>) => answer(429, envelope(null, false), headers);
    expect(responseHeadersConformance(judge(op, limited({ 'retry-after': '60' })), schemas, doc)).toEqual({
      pass: true,
    });
    expect(responseHeadersConformance(judge(op, limited({})), schemas, doc)).toMatchObject({
      pass: false,
      seen: 'Retry-After missing',
    });
    expect(
      responseHeadersConformance(judge(op, limited({ 'retry-after': 'soon' })), schemas, doc),
    ).toMatchObject({
      pass: false,
      seen: 'Retry-After: "soon" is not a valid "integer"',
    });
  });

  it('response_schema_conformance: a body the declared schema refuses fails, with Ajv saying why', () => {
    expect(responseSchemaConformance(judge(getBanner, answer(200, banner)), schemas)).toEqual({ pass: true });
    const verdict = responseSchemaConformance(
      judge(getBanner, answer(200, envelope({ message: 42 }))),
      schemas,
    );
    expect(verdict).toMatchObject({ pass: false, expected: 'a body matching the 200 schema' });
    expect((verdict as { seen: string }).seen).toMatch(/^200: body\/data/);
    const notJson = answer(200, undefined, { 'content-type': 'application/json' });
    expect(
      responseSchemaConformance(
        judge(getBanner, { ...notJson, response: { ...notJson.response!, text: '{' } }),
        schemas,
      ),
    ).toMatchObject({
      pass: false,
      expected: 'a JSON body (application/json)',
    });
  });
});

describe('input, auth, method and stateful checks', () => {
  const refused = (status: number) => answer(status, envelope(null, false));

  it('positive_data_acceptance: 2xx and refusals by state pass; 400, 401, 415 fail; 429 and 5xx say nothing', () => {
    for (const status of [200, 201, 403, 404, 409, 422])
      expect(positiveDataAcceptance(refused(status))).toEqual({ pass: true });
    for (const status of [400, 401, 405, 413, 415])
      expect(positiveDataAcceptance(refused(status))).toMatchObject({ pass: false });
    expect(positiveDataAcceptance(refused(400), [400])).toEqual({ pass: true });
    expect(positiveDataAcceptance(refused(429))).toBeNull();
    expect(positiveDataAcceptance(refused(500))).toBeNull();
  });

  it('positive_data_acceptance after failed logins for other emails: only 200 passes, a 429 fails', () => {
    expect(rightPasswordAfterOthersFailed(answer(200, envelope({})), 21)).toEqual({ pass: true });
    for (const status of [401, 403, 429])
      expect(rightPasswordAfterOthersFailed(refused(status), 21)).toMatchObject({
        pass: false,
        expected: '200 for a right password after 21 failed logins for other emails from this address',
      });
    expect(rightPasswordAfterOthersFailed(refused(500), 21)).toBeNull();
  });

  it('negative_data_rejection and missing_required_header: any 4xx passes, a success fails', () => {
    expect(negativeDataRejection(refused(400), 'body.name: wrong type')).toEqual({ pass: true });
    expect(negativeDataRejection(refused(201), 'body.name: wrong type')).toMatchObject({
      pass: false,
      expected: 'a 4xx refusing it (body.name: wrong type)',
    });
    expect(missingRequiredHeader(refused(415), 'Content-Type')).toEqual({ pass: true });
    expect(missingRequiredHeader(refused(200), 'Content-Type')).toMatchObject({ pass: false });
  });

  it('ignored_auth: 401 without a valid token; 403 (or 404) for a role outside x-roles', () => {
    expect(ignoredAuthentication(refused(401), 'without a token')).toEqual({ pass: true });
    expect(ignoredAuthentication(refused(200), 'without a token')).toMatchObject({
      pass: false,
      expected: '401 without a token',
    });
    expect(ignoredAuthentication(refused(403), 'without a token')).toMatchObject({ pass: false });
    expect(ignoredRole(refused(403), 'Provider', ['Admin'])).toEqual({ pass: true });
    expect(ignoredRole(refused(404), 'Provider', ['Admin'])).toEqual({ pass: true });
    expect(ignoredRole(refused(200), 'Provider', ['Admin'])).toMatchObject({
      pass: false,
      expected: '403 for role Provider (x-roles: Admin)',
    });
    expect(ignoredRole(refused(401), 'Provider', ['Admin'])).toMatchObject({ pass: false });
    expect(ignoredRole(refused(409), 'Provider', ['Admin'])).toMatchObject({ pass: false });
    expect(ignoredRole(refused(422), 'Provider', ['Admin'])).toBeNull();
  });

  it('ignored_auth on a signed URL: another signature is refused 403', () => {
    expect(ignoredSignature(refused(403))).toEqual({ pass: true });
    expect(ignoredSignature(answer(200, banner))).toMatchObject({
      pass: false,
      expected: '403 for a signature the server did not make',
    });
    expect(ignoredSignature(refused(404))).toBeNull();
  });

  it('unsupported_method: 405 with an Allow naming the documented methods', () => {
    expect(
      unsupportedMethod(answer(405, envelope(null, false), { allow: 'GET, PUT, DELETE' }), [
        'GET',
        'PUT',
        'DELETE',
      ]),
    ).toEqual({
      pass: true,
    });
    expect(unsupportedMethod(refused(404), ['GET'])).toMatchObject({
      pass: false,
      expected: '405 with Allow: GET',
    });
    expect(unsupportedMethod(refused(405), ['GET'])).toMatchObject({
      pass: false,
      seen: '405 with Allow: (none)',
    });
    expect(
      unsupportedMethod(answer(405, envelope(null, false), { allow: 'GET' }), ['GET', 'PUT']),
    ).toMatchObject({
      pass: false,
    });
  });

  it('use_after_free: a success after the delete fails; ensure_resource_availability: a 404 after the create fails', () => {
    expect(usedAfterFree(refused(404), 'deleteGroup')).toEqual({ pass: true });
    expect(usedAfterFree(answer(200, banner), 'deleteGroup')).toMatchObject({
      pass: false,
      expected: '404 after deleteGroup succeeded',
    });
    expect(usedAfterFree(refused(403), 'deleteGroup')).toBeNull();
    expect(ensureResourceAvailability(answer(200, banner), 'createGroup')).toEqual({ pass: true });
    expect(ensureResourceAvailability(refused(404), 'createGroup made (groupId grp-1)')).toMatchObject({
      pass: false,
    });
    expect(ensureResourceAvailability(refused(409), 'createGroup')).toBeNull();
  });
});
