/**
 * Every other example the contract holds is valid where it stands: a schema's `example` and `default` against that
 * schema, and a parameter's, media type's or header's `example` (and each of its `examples`) against its `schema`.
 * Spectral's `oas3-valid-schema-example` and `oas3-valid-media-example` judged the same, at three times the rest of
 * the contract's lint in CPU (.spectral.yaml turns them off); the operations' request and success examples are
 * judged, against zod too, by examples.test.ts.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { openapi } from './openapi-validator';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(openapi, 'openapi.json');

const escape = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

/** The keywords that make an object a schema (as opposed to a parameter, a media type or a map of names). */
const SCHEMA_KEYWORDS = ['type', '$ref', 'enum', 'const', 'oneOf', 'anyOf', 'allOf', 'properties', 'items'];

interface Found {
  where: string;
  /** JSON pointer of the schema the value must match. */
  schemaAt: string;
  value: unknown;
}

/** Each example (and schema default) below `node`, with the schema it must match. */
function examples(node: unknown, at: string[], found: Found[] = []): Found[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    node.forEach((item, index) => examples(item, [...at, String(index)], found));
    return found;
  }
  const record = node as Record<string, unknown>;
  // A map of property names: a property called "example" is a schema, not an example.
  const isNameMap = at.at(-1) === 'properties' || at.at(-1) === 'patternProperties';
  if (!isNameMap) {
    const here = `/${at.map(escape).join('/')}`;
    if (SCHEMA_KEYWORDS.some((keyword) => keyword in record)) {
      for (const key of ['example', 'default'] as const)
        if (key in record) found.push({ where: `${here}/${key}`, schemaAt: here, value: record[key] });
    } else if (record.schema && typeof record.schema === 'object') {
      const schemaAt = `${here}/schema`;
      if ('example' in record) found.push({ where: `${here}/example`, schemaAt, value: record.example });
      for (const [name, example] of Object.entries(
        (record.examples ?? {}) as Record<string, { value?: unknown }>,
      ))
        if (example && 'value' in example)
          found.push({ where: `${here}/examples/${escape(name)}`, schemaAt, value: example.value });
    }
  }
  for (const [key, child] of Object.entries(record)) {
    // An example's own content is data, not more of the contract.
    if (!isNameMap && (key === 'example' || key === 'examples' || key === 'default')) continue;
    examples(child, [...at, key], found);
  }
  return found;
}

const found = examples(openapi, []);

describe("the contract's schema, parameter and header examples", () => {
  it('are found (the walk reaches them)', () => {
    expect(found.length).toBeGreaterThan(200);
  });

  it('are each valid against the schema they stand in or beside', () => {
    const invalid = found.flatMap(({ where, schemaAt, value }) => {
      const validate =
        ajv.getSchema(`openapi.json#${schemaAt}`) ?? ajv.compile({ $ref: `openapi.json#${schemaAt}` });
      return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(invalid).toEqual([]);
  });
});
