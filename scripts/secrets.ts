/**
 * The secrets `npm start` runs with, kept across its restarts (decision 071): a secret set in the environment
 * wins; one that is not is made once, stored in a file beside the mock's data (mode 0600, in .gitignore'd
 * `.mock-data/`), and read back on every later start. So a restart of `npm start` keeps everyone's session, the
 * slide links and upload URLs handed out, and the QA token QA's scripts use.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const KEPT_SECRETS = {
  SESSION_SECRET: () => randomBytes(32).toString('hex'),
  MOCK_LINK_SECRET: () => randomBytes(32).toString('hex'),
  MOCK_QA_TOKEN: () => randomBytes(18).toString('base64url'),
} as const;
export type SecretName = keyof typeof KEPT_SECRETS;

/** Where `npm start` keeps its secrets: beside the mock's database (MOCK_DATA_FILE, default .mock-data/mock.sqlite). */
export const secretsFileFor = (dataFile = process.env.MOCK_DATA_FILE ?? '.mock-data/mock.sqlite') =>
  path.join(path.dirname(dataFile), 'secrets.json');

function readStored(file: string): Partial<Record<SecretName, string>> {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<SecretName, string>>) : {};
  } catch {
    return {};
  }
}

/**
 * Each secret: the configured value when there is one, else the stored one, else a new one (then stored).
 * `kept` names the secrets that come from the file (not from the environment).
 */
export function keptSecrets(
  file: string,
  configured: Partial<Record<SecretName, string | undefined>>,
): { values: Record<SecretName, string>; kept: SecretName[] } {
  const stored = readStored(file);
  const values = {} as Record<SecretName, string>;
  const kept: SecretName[] = [];
  let changed = false;
  for (const name of Object.keys(KEPT_SECRETS) as SecretName[]) {
    const own = configured[name];
    if (own) {
      values[name] = own;
      continue;
    }
    const existing = stored[name];
    if (typeof existing === 'string' && existing) values[name] = existing;
    else {
      values[name] = stored[name] = KEPT_SECRETS[name]();
      changed = true;
    }
    kept.push(name);
  }
  if (changed) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written whole under another name, then renamed: a start cut short never leaves half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, file);
  }
  if (existsSync(file)) chmodSync(file, 0o600);
  return { values, kept };
}
