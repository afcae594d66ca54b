/**
 * Checks an HTTP response against openapi.yaml itself (not the generated code): the operation must exist, the
 * status must be declared for it, and the JSON body must match the declared schema (JSON Schema 2020-12).
 * The document, its Ajv and the operation table are the conformance checker's (conformance/openapi.ts).
 */
import {
  createSchemas,
  listOperations,
  loadOpenapi,
  operationsOnPath,
  type OpenApiDoc,
} from '../../conformance/openapi';

export const openapi: OpenApiDoc = loadOpenapi();

const schemas = createSchemas(openapi);
const operations = listOperations(openapi);
const ERROR_ENVELOPE = '/components/schemas/ErrorEnvelope';

/** The problems with one response; empty when it honours the contract. Mock-only routes are not judged. */
export async function contractViolations(request: Request, response: Response): Promise<string[]> {
  const { pathname } = new URL(request.url);
  const label = `${request.method} ${pathname} → ${response.status}`;
  const onPath = operationsOnPath(operations, pathname);
  // Paths outside the contract and outside /api (the mock's own /__mock routes) are not judged.
  if (!onPath.length && !pathname.startsWith('/api/')) return [];
  const operation = onPath.find((op) => op.method === request.method.toUpperCase());

  // Outside the contract (unknown path or method) the mock must still answer in the error envelope.
  let at = ERROR_ENVELOPE;
  if (operation) {
    const declared = operation.responses[String(response.status)];
    if (!declared) return [`${label}: status ${response.status} is not declared in openapi.yaml`];
    const content = declared.response.content;
    // No content declared (304): nothing to judge. A file (no application/json): only its declared type.
    if (!content) return [];
    if (!content['application/json']) {
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      return type in content ? [] : [`${label}: content type "${type}" is not declared`];
    }
    at = `${declared.at}/content/application~1json/schema`;
  } else if (response.status !== 404 && response.status !== 405) {
    return [`${label}: no operation in openapi.yaml, so only 404 or 405 may answer`];
  }

  const body: unknown = await response
    .clone()
    .json()
    .catch(() => Symbol.for('not json'));
  if (typeof body === 'symbol') return [`${label}: body is not JSON`];
  const validate = schemas.validatorAt(at);
  if (validate(body)) return [];
  return [`${label}: ${schemas.ajv.errorsText(validate.errors as never)}`];
}
