import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import {
  exposureProblems,
  exposureVerdict,
  handedOutValues,
  looksLikePasswordHash,
  schemaNames,
  searchable,
} from './secrets';

const secret = { value: 'Demo-pass-2026', what: "a run account's password" };
const rules = {
  secrets: [secret],
  handedOut: new Set(['token']),
  declared: new Set(['token', 'user', 'name']),
};

describe('exposureProblems', () => {
  it('finds a secret anywhere in a body or a header, naming where and what, never the value', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('name', 'note'), (before, after, key) => {
        const json = { data: { user: { [key]: `${before}${secret.value}${after}` } } };
        const problems = exposureProblems({ headers: {}, json }, { ...rules, declared: undefined });
        expect(problems).toContain(`/data/user/${key} holds a run account's password`);
        expect(problems.join(' ')).not.toContain(secret.value);
      }),
    );
    expect(exposureProblems({ headers: { 'x-debug': `pw=${secret.value}` } }, rules)).toEqual([
      "header x-debug holds a run account's password",
    ]);
    expect(exposureProblems({ headers: {}, text: `<p>${secret.value}</p>` }, rules)).toEqual([
      "the body holds a run account's password",
    ]);
  });

  it('leaves the fields that hand a secret out by design alone', () => {
    const json = { data: { token: secret.value, name: 'Ada' } };
    expect(exposureVerdict({ headers: {}, json }, rules)).toEqual({ pass: true });
  });

  it('finds stored password hashes of the usual schemes, whatever the field', () => {
    const hashes = [
      `scrypt:16384:${'ab'.repeat(16)}:${'cd'.repeat(32)}`,
      '$2b$12$KIXQJ0Q8i1oZt1cQq0eY8uQ3VbqZ2XoQm1bJ1yZl7c7pS0G1i6y5e',
      '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG',
      'pbkdf2_sha256$600000$salt$hash',
    ];
    for (const hash of hashes) {
      expect(looksLikePasswordHash(hash), hash).toBe(true);
      expect(exposureProblems({ headers: {}, json: { data: { name: hash } } }, rules)).toEqual([
        '/data/name holds a password hash',
      ]);
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[\w .,@-]{0,60}$/), (text) => {
        expect(looksLikePasswordHash(text)).toBe(false);
      }),
    );
  });

  it('names a field named like a secret that the schema does not declare', () => {
    const json = { data: { user: { name: 'Ada', passwordHash: null, salt: '' } } };
    expect(exposureProblems({ headers: {}, json }, rules)).toEqual([
      '/data/user/passwordHash: a field named like a secret that the schema does not declare',
      '/data/user/salt: a field named like a secret that the schema does not declare',
    ]);
    expect(exposureProblems({ headers: {}, json }, { ...rules, declared: undefined })).toEqual([]);
  });
});

describe('searchable', () => {
  it('takes long, varied values only', () => {
    expect(searchable('Demo-pass-2026')).toBe(true);
    expect(searchable('short')).toBe(false);
    expect(searchable('xxxxxxxxxxxxxxxx')).toBe(false);
  });
});

describe('the contract', () => {
  const doc = loadOpenapi();
  const operations = listOperations(doc);
  const handedOut = (id: string) => {
    const op = operations.find((o) => o.operationId === id)!;
    const schema = op.responses['200']?.response.content?.['application/json']?.schema;
    return schemaNames(doc, schema).handedOut;
  };

  it('hands out the login token and device token, and the rotated FHIR credential, by design', () => {
    expect([...handedOut('login')].sort()).toEqual(['deviceToken', 'token']);
    expect([...handedOut('rotateFhirCredential')]).toEqual(['credential']);
    // A hint of four characters and a flag are not secrets.
    expect(handedOut('getMyFacilityInterfaces').size).toBe(0);
  });

  it('reads what was handed out, wherever it sits', () => {
    const json = { data: { token: 'abc', nested: [{ deviceToken: 'def' }], tokenSet: true } };
    expect(handedOutValues(json, new Set(['token', 'deviceToken']))).toEqual([
      { name: 'token', value: 'abc' },
      { name: 'deviceToken', value: 'def' },
    ]);
  });
});
