/**
 * no_secret_in_answer, the pure part: an answer must not hand back a secret. The contract says which answers hand
 * one out by design, by their fields' names in the 2xx schema (login's `token` and `deviceToken`,
 * rotateFhirCredential's `credential`: a string field named `…token`, `…credential`, `…secret` or `…apiKey`);
 * anywhere else a password the run sent, a token or credential it was given, a value shaped like a stored password
 * hash, or a field named like a password, secret, hash or salt that the answer's schema does not declare is a leak.
 * What is judged never prints the secret: a problem names where it was and what kind of secret it is.
 */
import { deref } from '../openapi';
import type { Verdict } from '../types';

/** A secret the run knows, and what to call it in a report (never its value). */
export interface Secret {
  value: string;
  what: string;
}

/** A field that hands a secret out by design, when the 2xx schema declares it (`credentialHint` does not match). */
export const HANDED_OUT_NAME = /(token|credential|secret|apikey)$/i;
/** A field no answer may carry unless its schema declares it. */
export const SECRET_NAME = /password|passwd|passphrase|secret|hash|salt/i;
/** Shorter values are too common to be told from other text: they are not searched for. */
export const MIN_SECRET_LENGTH = 8;

/** The stored forms of password hashes (bcrypt, argon2, scrypt, PBKDF2, crypt's SHA and MD5), anywhere in a text. */
const HASH_SHAPES = [
  /\$2[abxy]?\$\d\d\$[./A-Za-z0-9]{53}/,
  /\$argon2(?:id|i|d)\$v=\d+\$/,
  /(?:^|[^\w])(?:\$scrypt\$|scrypt:\d*:?[0-9a-f]{16,}:[0-9a-f]{32,})/i,
  /pbkdf2[_:$-]?sha\d*[$:]\d+[$:]/i,
  /\$(?:1|5|6|y|7)\$[./A-Za-z0-9]{2,}\$[./A-Za-z0-9]{20,}/,
];

export const looksLikePasswordHash = (text: string) => HASH_SHAPES.some((shape) => shape.test(text));

/** Whether a value is worth searching answers for: long enough, and not a run of one or two characters. */
export const searchable = (value: string) =>
  value.length >= MIN_SECRET_LENGTH && new Set(value.trim()).size >= 4;

type Node = Record<string, unknown>;

/**
 * Every property name a schema declares, at any depth ($ref, allOf/anyOf/oneOf, items and maps followed), and
 * those of them that hand a secret out (HANDED_OUT_NAME, a string).
 */
export function schemaNames(
  doc: unknown,
  schema: unknown,
): { declared: Set<string>; handedOut: Set<string> } {
  const declared = new Set<string>();
  const handedOut = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (raw: unknown) => {
    if (!raw || typeof raw !== 'object' || seen.has(raw)) return;
    seen.add(raw);
    const node = deref(doc, raw as Node, '').node as Node;
    if (node !== raw) return visit(node);
    for (const [name, child] of Object.entries((node.properties as Node | undefined) ?? {})) {
      declared.add(name);
      const type = (deref(doc, (child ?? {}) as Node, '').node as Node).type;
      const isString = type === 'string' || (Array.isArray(type) && type.includes('string'));
      if (HANDED_OUT_NAME.test(name) && isString) handedOut.add(name);
      visit(child);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems'])
      for (const child of (node[key] as unknown[] | undefined) ?? []) visit(child);
    for (const key of ['items', 'additionalProperties', 'then', 'else']) visit(node[key]);
  };
  visit(schema);
  return { declared, handedOut };
}

export interface ExposureRules {
  /** Secrets the run sent or was given. */
  secrets: readonly Secret[];
  /** Field names whose values this answer hands out by design (not searched). */
  handedOut: ReadonlySet<string>;
  /** Property names the answer's schema declares; undefined when it has none to judge against. */
  declared?: ReadonlySet<string>;
}

export interface AnswerParts {
  headers: Record<string, string>;
  text?: string;
  json?: unknown;
}

/** Every problem of one answer: where a secret or a hash sits, which undeclared secret-named field it carries. */
export function exposureProblems(answer: AnswerParts, rules: ExposureRules): string[] {
  const problems = new Set<string>();
  const holds = (text: string, where: string) => {
    for (const secret of rules.secrets)
      if (text.includes(secret.value)) problems.add(`${where} holds ${secret.what}`);
    if (looksLikePasswordHash(text)) problems.add(`${where} holds a password hash`);
  };
  for (const [name, value] of Object.entries(answer.headers)) holds(value, `header ${name}`);
  const walk = (value: unknown, at: string, key?: string) => {
    if (typeof value === 'string') {
      if (key === undefined || !rules.handedOut.has(key)) holds(value, at || 'the body');
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [name, child] of Object.entries(value)) {
      const path = `${at}/${name}`;
      if (!Array.isArray(value) && SECRET_NAME.test(name) && rules.declared && !rules.declared.has(name))
        problems.add(`${path}: a field named like a secret that the schema does not declare`);
      walk(child, path, Array.isArray(value) ? key : name);
    }
  };
  if (answer.json !== undefined) walk(answer.json, '');
  else if (answer.text) holds(answer.text, 'the body');
  return [...problems];
}

export function exposureVerdict(answer: AnswerParts, rules: ExposureRules): Verdict {
  const problems = exposureProblems(answer, rules);
  if (!problems.length) return { pass: true };
  return {
    pass: false,
    expected: 'no password, token, credential or password hash outside the fields that hand one out',
    seen: problems.slice(0, 5).join('; '),
  };
}

/** The values of the handed-out fields of an answer (what the run is given), wherever they sit. */
export function handedOutValues(
  json: unknown,
  handedOut: ReadonlySet<string>,
): { name: string; value: string }[] {
  const found: { name: string; value: string }[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [name, child] of Object.entries(value)) {
      if (typeof child === 'string' && handedOut.has(name) && !Array.isArray(value))
        found.push({ name, value: child });
      else walk(child);
    }
  };
  walk(json);
  return found;
}
