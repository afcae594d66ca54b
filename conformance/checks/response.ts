/**
 * The checks every answer to a documented operation goes through, whatever was asked: no 5xx, a declared
 * status, a declared content type, the declared headers (present when required, valid when present) and a body
 * that matches the declared schema.
 */
import { declaredResponse, deref, pointer, type Schemas, type Schema } from '../openapi';
import type { CheckContext, Exchange, ResponseRecord, Verdict } from '../types';
import { isEvent, judgeFrames } from './event-stream';
import { mediaTypeParameterProblems } from './media-type';
import { echoesRequestOrigin } from './cors';

/** What came back, in one line: status, and the envelope's message or the start of the body. */
export function describeResponse(response: ResponseRecord): string {
  const message = (response.json as { message?: unknown } | undefined)?.message;
  const type = response.headers['content-type'] ?? 'no Content-Type';
  if (typeof message === 'string' && message)
    return `${response.status} (${type}) "${message.slice(0, 160)}"`;
  if (response.text) return `${response.status} (${type}) ${JSON.stringify(response.text.slice(0, 160))}`;
  return `${response.status} (${type}, ${response.size} bytes)`;
}

/** What an exchange got, in one line: its response described, or the failure that left it without one. */
export const describeExchange = (exchange: Exchange) =>
  exchange.response ? describeResponse(exchange.response) : `no response (${exchange.error})`;

export const mediaTypeOf = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** Whether a media type matches a declared one (`image/*` and `*\/*` included). */
export function mediaTypeMatches(actual: string, declared: string): boolean {
  const [type, subtype] = mediaTypeOf(declared).split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

const isJsonType = (type: string) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);

export function notAServerError({ exchange }: CheckContext): Verdict {
  if (exchange.error)
    return { pass: false, expected: 'an HTTP response', seen: `no response (${exchange.error})` };
  const response = exchange.response!;
  if (response.status >= 500) {
    return { pass: false, expected: 'a status below 500', seen: describeResponse(response) };
  }
  return { pass: true };
}

export function statusCodeConformance({ operation, exchange }: CheckContext): Verdict {
  const response = exchange.response;
  if (!response) return null;
  if (declaredResponse(operation, response.status)) return { pass: true };
  return {
    pass: false,
    expected: `a documented status (${Object.keys(operation.responses).join(', ')})`,
    seen: describeResponse(response),
  };
}

export function contentTypeConformance({ operation, exchange }: CheckContext): Verdict {
  const response = exchange.response;
  if (!response) return null;
  const declared = declaredResponse(operation, response.status);
  if (!declared) return null;
  const content = declared.response.content;
  if (!content || !Object.keys(content).length)
    return response.size === 0 || !response.headers['content-type'] ? { pass: true } : null;
  const actual = mediaTypeOf(response.headers['content-type']);
  const types = Object.keys(content);
  if (!actual) {
    return {
      pass: false,
      expected: `Content-Type ${types.join(' or ')}`,
      seen: `${response.status} without Content-Type`,
    };
  }
  const matched = types.find((type) => mediaTypeMatches(actual, type));
  if (matched) {
    // The parameters too (charset above all): ./media-type.ts.
    const problems = mediaTypeParameterProblems(response.headers['content-type']!, matched);
    if (!problems.length) return { pass: true };
    return {
      pass: false,
      expected: `Content-Type ${matched} with parameters as its type defines them (RFC 8259, 6838, 9110)`,
      seen: `${response.status} with Content-Type ${response.headers['content-type']}: ${problems.join('; ')}`,
    };
  }
  return {
    pass: false,
    expected: `Content-Type ${types.join(' or ')} for ${response.status}`,
    seen: `${response.status} with Content-Type ${response.headers['content-type']}`,
  };
}

/** Header values are text: integers and numbers are read as such before their schema judges them. */
function headerValue(schema: Schema | undefined, raw: string): unknown {
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && raw.trim() !== '' && Number.isFinite(Number(raw)))
    return Number(raw);
  return raw;
}

export function responseHeadersConformance(
  { operation, exchange }: CheckContext,
  schemas: Schemas,
  doc: unknown,
): Verdict {
  const response = exchange.response;
  if (!response) return null;
  const declared = declaredResponse(operation, response.status);
  const headers = declared?.response.headers;
  if (!headers || !Object.keys(headers).length) return null;
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(headers)) {
    if (name.toLowerCase() === 'content-type') continue;
    const header = deref(doc, raw, '').node;
    const value = response.headers[name.toLowerCase()];
    if (value === undefined) {
      if (header.required) problems.push(`${name} missing`);
      continue;
    }
    const schema = header.schema ? deref(doc, header.schema, '').node : undefined;
    if (!schema || echoesRequestOrigin(name, value, exchange.request)) continue;
    const validate = schemas.validatorFor(schema);
    if (!validate(headerValue(schema, value)))
      problems.push(
        `${name}: ${JSON.stringify(value)} is not a valid ${JSON.stringify(schema.type ?? 'value')}`,
      );
  }
  if (!problems.length) return { pass: true };
  const required = Object.entries(headers)
    .map(([name, raw]) => `${name}${deref(doc, raw, '').node.required ? ' (required)' : ''}`)
    .join(', ');
  return {
    pass: false,
    expected: `headers as declared for ${response.status}: ${required}`,
    seen: problems.join('; '),
  };
}

export function responseSchemaConformance({ operation, exchange }: CheckContext, schemas: Schemas): Verdict {
  const response = exchange.response;
  if (!response) return null;
  const declared = declaredResponse(operation, response.status);
  const content = declared?.response.content;
  if (!declared || !content) return null;
  const actual = mediaTypeOf(response.headers['content-type']);
  if (response.frames) {
    // An event stream: each event's data (a JSON text) against the schema the stream declares.
    const type = Object.keys(content).find((t) => mediaTypeMatches(actual, t) && content[t]?.schema);
    if (!type || !response.frames.some(isEvent)) return null;
    const validate = schemas.validatorAt(`${declared.at}${pointer('content', type, 'schema')}`);
    const { schema } = judgeFrames(response.frames, (json) =>
      validate(json) ? null : schemas.errorsText(validate),
    );
    if (!schema.length) return { pass: true };
    return {
      pass: false,
      expected: `every event's data a JSON matching the ${response.status} schema (${type})`,
      seen: schema.join('; '),
    };
  }
  const jsonType = Object.keys(content).find(
    (type) => isJsonType(type) && (!actual || mediaTypeMatches(actual, type)),
  );
  if (!jsonType || !content[jsonType]?.schema) return null;
  if (actual && !isJsonType(actual)) return null; // content_type_conformance speaks to that
  if (response.json === undefined) {
    return { pass: false, expected: `a JSON body (${jsonType})`, seen: describeResponse(response) };
  }
  const validate = schemas.validatorAt(`${declared.at}${pointer('content', jsonType, 'schema')}`);
  if (validate(response.json)) return { pass: true };
  return {
    pass: false,
    expected: `a body matching the ${response.status} schema`,
    seen: `${response.status}: ${schemas.errorsText(validate)}`,
  };
}

/**
 * max_response_time (opt-in, `--max-response-time MS`): the answer came within the limit. No answer at all is
 * not_a_server_error's; an answer the contract makes slow on purpose (`deliberatelySlow`) is not judged.
 */
export function maxResponseTime(
  { exchange }: CheckContext,
  limitMs: number,
  deliberatelySlow: number[] = [],
): Verdict {
  const response = exchange.response;
  if (!response || deliberatelySlow.includes(response.status)) return null;
  if (response.ms <= limitMs) return { pass: true };
  return {
    pass: false,
    expected: `an answer within ${limitMs} ms`,
    seen: `${response.status} after ${response.ms} ms`,
  };
}
