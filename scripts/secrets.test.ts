import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptSecrets, secretsFileFor } from './secrets';

let folder: string;
let file: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'start-secrets-'));
  file = path.join(folder, '.mock-data', 'secrets.json');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("npm start's kept secrets", () => {
  it('are made once, stored with mode 0600, and the same on the next start', () => {
    const first = keptSecrets(file, {});
    expect(first.kept).toEqual(['SESSION_SECRET', 'MOCK_LINK_SECRET', 'MOCK_QA_TOKEN']);
    expect(first.values.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.values.MOCK_LINK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.values.MOCK_QA_TOKEN).toMatch(/^[\w-]{24}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.values);

    const second = keptSecrets(file, {});
    expect(second.values).toEqual(first.values);
  });

  it('a configured value wins, and is never written to the file', () => {
    const kept = keptSecrets(file, { SESSION_SECRET: 'from-the-environment' });
    expect(kept.values.SESSION_SECRET).toBe('from-the-environment');
    expect(kept.kept).toEqual(['MOCK_LINK_SECRET', 'MOCK_QA_TOKEN']);
    expect(JSON.parse(readFileSync(file, 'utf8')).SESSION_SECRET).toBeUndefined();
    // Unset again later: a stored one is made then, and kept from there on.
    const later = keptSecrets(file, {});
    expect(later.values.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(later.values.MOCK_LINK_SECRET).toBe(kept.values.MOCK_LINK_SECRET);
    expect(keptSecrets(file, {}).values).toEqual(later.values);
  });

  it('live beside the mock database', () => {
    expect(secretsFileFor('.mock-data/db.json')).toBe(path.join('.mock-data', 'secrets.json'));
    expect(secretsFileFor('/srv/mock/data.json')).toBe('/srv/mock/secrets.json');
  });
});
