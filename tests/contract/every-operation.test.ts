/**
 * Every operation of openapi.yaml is generated into the client's operation table and answered by the mock
 * backend's own handler (not the catch-all 404/405 of mock-server/handlers/fallback.ts).
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../contracts';
import { DEMO_PASSWORD } from '../../mock-server';
import { TEST_API } from '../setup/mock-backend';
import { openapi } from './openapi-validator';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  schema?: { example?: unknown };
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
}

const paths = openapi.paths as unknown as Record<string, Record<string, Operation>>;
const documented = Object.entries(paths).flatMap(([path, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
);

async function providerToken(): Promise<string> {
  const response = await fetch(`${TEST_API}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'provider@demo.test', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function fillPath(path: string, parameters: Parameter[] = []): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    const example = parameter?.example ?? parameter?.schema?.example ?? 'x';
    return encodeURIComponent(String(example));
  });
}

describe('openapi.yaml', () => {
  it('has operations, each with an operationId', () => {
    expect(documented.length).toBeGreaterThan(0);
    for (const { method, path, operation } of documented) {
      expect(operation.operationId, `${method.toUpperCase()} ${path}`).toMatch(/^\w+$/);
    }
  });

  it('and the generated operation table list the same operations', () => {
    expect(Object.keys(operations).sort()).toEqual(documented.map((d) => d.operation.operationId).sort());
  });
});

describe.each(documented.map((d) => [`${d.method.toUpperCase()} ${d.path}`, d] as const))(
  '%s',
  (_label, op) => {
    const id = op.operation.operationId as keyof typeof operations;

    it('is generated with the same method and path', () => {
      expect(operations[id], `${id} missing from contracts/generated/operations.gen.ts`).toBeDefined();
      expect({ method: operations[id].method, path: operations[id].path }).toEqual({
        method: op.method,
        path: op.path,
      });
    });

    it('is answered by the mock backend', async () => {
      const headers: Record<string, string> = {};
      if (!Array.isArray(op.operation.security) || op.operation.security.length > 0) {
        headers.Authorization = `Bearer ${await providerToken()}`;
      }
      const example = op.operation.requestBody?.content?.['application/json']?.example;
      if (example !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${TEST_API}${fillPath(op.path, op.operation.parameters)}`, {
        method: op.method.toUpperCase(),
        headers,
        body: example === undefined ? undefined : JSON.stringify(example),
      });
      const body = (await response.json()) as { message?: string | null };
      expect(response.status, 'answered by the wrong-method fallback').not.toBe(405);
      expect(body.message ?? '').not.toMatch(/^No such endpoint/);
      expect(response.status, body.message ?? '').toBeLessThan(500);
    });
  },
);
