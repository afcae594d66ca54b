/**
 * `format: email` means the same in the mock as in the contract: format checkers differ (the mock's
 * zod refused `0@com` and `a!b@example.org`, which other tools generate as valid e-mail addresses), so every
 * e-mail address of openapi.yaml carries the same `pattern`, and the contract's verdict (Ajv, format and
 * pattern, as the conformance command judges) and the mock's (the generated zod) agree on any text.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../contracts';
import { loadOpenapi, root } from '../../conformance/openapi';
import { TEST_API } from '../../tests/setup/mock-backend';

/** Every schema of the contract whose format is email. */
function emailSchemas(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const item of node) emailSchemas(item, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.format === 'email') found.push(record);
    for (const value of Object.values(record)) emailSchemas(value, found);
  }
  return found;
}

const contract = emailSchemas(loadOpenapi(`${root}/openapi.yaml`));
const ajv = new Ajv2020({ strict: false });
addFormats.default(ajv);
const judges = contract.map((schema) => ajv.compile({ ...schema, type: 'string' }));
const contractTakes = (text: string) => judges.map((judge) => judge(text));
const mockTakes = (text: string) => schemas.zEmailVerificationRequest.safeParse({ email: text }).success;

const texts = fc.oneof(
  fc.emailAddress(),
  fc.stringMatching(/^[a-z0-9.'!#+_-]{1,8}@[a-z0-9.-]{1,12}$/),
  fc.constantFrom('0@com', 'a!b@example.org', "o'neil@example.org", 'a@b-.example', 'x@localhost', 'a@b.co'),
);

describe('an e-mail address', () => {
  it('is judged the same by every e-mail schema of the contract and by the mock, whatever the text', () => {
    expect(contract.length).toBeGreaterThanOrEqual(20);
    fc.assert(
      fc.property(texts, (text) => {
        expect(contractTakes(text), text).toEqual(contract.map(() => mockTakes(text)));
      }),
      { numRuns: 200 },
    );
  });

  it('0@com is refused by the contract and answered 400 by the mock; a plain address is taken', async () => {
    expect(contractTakes('0@com').every((taken) => !taken)).toBe(true);
    const ask = (email: string) =>
      fetch(`${TEST_API}/api/auth/email-verification`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    expect((await ask('0@com')).status).toBe(400);
    expect(contractTakes('helen.carter@example.org').every(Boolean)).toBe(true);
    expect((await ask('helen.carter@example.org')).status).toBe(202);
  });
});
