/**
 * Every field `x-role-fields` names (a hidden field, or a field of an `unless` shape) is a field of the answer the
 * operation gives: its 200 JSON `data`, or each item of its page when the operation is a list (`x-pagination`).
 * A misspelt or renamed field would be absent from every answer, so role_fields_kept would pass it forever.
 */
import { describe, expect, it } from 'vitest';
import { deref, listOperations, type OpenApiDoc, type OperationInfo } from '../../conformance/openapi';
import { operationExtension } from '../../conformance/rules/extension';
import { PAGINATION_EXTENSION, readPagination } from '../../conformance/rules/page-walk';
import { pathsOf, readRoleFields, ROLE_FIELDS_EXTENSION } from '../../conformance/rules/role-fields-judge';
import { openapi } from './openapi-validator';

type Schema = Record<string, unknown>;

/** The schemas a value matching `schema` may be, its $refs followed and its oneOf/anyOf/allOf opened. */
function branches(doc: OpenApiDoc, schema: Schema | undefined, depth = 0): Schema[] {
  if (!schema || depth > 10) return [];
  const node = deref(doc, schema, '').node;
  const parts = ['oneOf', 'anyOf', 'allOf'].flatMap((key) => (node[key] as Schema[] | undefined) ?? []);
  return [node, ...parts.flatMap((part) => branches(doc, part, depth + 1))];
}

/** The schemas of one step into an object (a property) or, with `[]`, into an array's items. */
function step(doc: OpenApiDoc, schemas: Schema[], key: string): Schema[] {
  return schemas.flatMap((schema) =>
    branches(doc, schema).flatMap((branch) => {
      const next =
        key === '[]'
          ? (branch.items as Schema | undefined)
          : (branch.properties as Record<string, Schema> | undefined)?.[key];
      return next ? [next] : [];
    }),
  );
}

/** The schema of one answer's record: `data` of the 200 JSON answer, or each item of its page. */
function recordSchemas(doc: OpenApiDoc, operation: OperationInfo): Schema[] {
  const item = doc.paths[operation.path] as Record<string, Schema>;
  const ok = (item[operation.method.toLowerCase()]!.responses as Record<string, Schema>)['200'];
  const content = deref(doc, ok ?? {}, '').node.content as Record<string, { schema?: Schema }> | undefined;
  const data = step(doc, [content?.['application/json']?.schema ?? {}], 'data');
  const pagination = readPagination(operationExtension(doc, operation, PAGINATION_EXTENSION));
  return typeof pagination === 'string' ? data : step(doc, step(doc, data, pagination.items), '[]');
}

/** The marker's paths the operation's answer does not have, as `operationId: path`. */
function missingPaths(doc: OpenApiDoc): string[] {
  return listOperations(doc).flatMap((operation) => {
    const raw = operationExtension(doc, operation, ROLE_FIELDS_EXTENSION);
    if (raw === undefined) return [];
    const fields = readRoleFields(raw);
    if (typeof fields === 'string') return [`${operation.operationId}: ${fields}`];
    const records = recordSchemas(doc, operation);
    return pathsOf(fields)
      .filter((path) => !path.split('.').reduce((at, key) => step(doc, at, key), records).length)
      .map((path) => `${operation.operationId}: ${path}`);
  });
}

describe('x-role-fields in openapi.yaml', () => {
  it('names only fields of the answers it is on', () => {
    const marked = listOperations(openapi).filter((op) =>
      operationExtension(openapi, op, ROLE_FIELDS_EXTENSION),
    );
    expect(marked.map((op) => op.operationId).sort()).toEqual(['getCase', 'listCases']);
    expect(missingPaths(openapi)).toEqual([]);
  });

  it("names a field the answer does not have, and a list's field looked for in its items", () => {
    const spec = structuredClone(openapi);
    const get = (spec.paths['/api/cases/{caseId}'] as Record<string, Schema>).get!;
    get[ROLE_FIELDS_EXTENSION] = {
      Provider: [{ hidden: ['reportDrafts'], unless: { 'facility.code': 'x' } }],
    };
    const list = (spec.paths['/api/cases'] as Record<string, Schema>).get!;
    // A CaseSummary has no report draft: the marker is read against the page's items, not the Case.
    list[ROLE_FIELDS_EXTENSION] = { MedicalFacility: [{ hidden: ['reportDraft', 'pickUp.reason'] }] };
    expect(missingPaths(spec)).toEqual([
      'listCases: reportDraft',
      'getCase: reportDrafts',
      'getCase: facility.code',
    ]);
  });
});
