/**
 * SMART system scopes (decision 133), as pure rules: which scopes exist, what a token request is granted from a
 * client's registered scopes, and whether a token's scopes allow an operation. v2 spelling (`.rs`, `.c`) and v1
 * (`.read`, `.write`, `.*`) are both read; grants are written in v2.
 */
import type { components } from '../../../contracts';

export type SmartScope = components['schemas']['SmartScope'];
export type Permission = 'c' | 'r' | 'u' | 'd' | 's';

const ORDER: readonly Permission[] = ['c', 'r', 'u', 'd', 's'];

/** What the API serves, per resource type: the reads and search of the FHIR API, and the order intake's create. */
export const SERVED: Readonly<Record<string, readonly Permission[]>> = {
  DiagnosticReport: ['r', 's'],
  DocumentReference: ['r', 's'],
  // A Binary is read by the URL a DocumentReference, a DiagnosticReport or an ORU gives: no search.
  Binary: ['r'],
  Observation: ['r', 's'],
  Specimen: ['r', 's'],
  Patient: ['r', 's'],
  ServiceRequest: ['c', 'r', 's'],
  Practitioner: ['r', 's'],
  Organization: ['r', 's'],
  // A Task-centred order is created with its Task (fhir-task-orders.ts); the Task is read and searched.
  Task: ['c', 'r', 's'],
};

export interface ParsedScope {
  type: string;
  permissions: ReadonlySet<Permission>;
}

const V1: Record<string, readonly Permission[]> = { read: ['r', 's'], write: ['c', 'u', 'd'], '*': ORDER };

/** `system/<type or *>.<permissions>` as a type and its permissions, or null for anything else. */
export function parseScope(text: string): ParsedScope | null {
  const match = /^system\/(\*|[A-Z][A-Za-z]{1,63})\.([a-z*]{1,5})$/.exec(text);
  if (!match) return null;
  const [, type, rest] = match as unknown as [string, string, string];
  const v1 = V1[rest];
  if (v1) return { type, permissions: new Set(v1) };
  // v2: the letters c, r, u, d, s, each at most once, in that order.
  const letters = [...rest] as Permission[];
  const inOrder = letters.every(
    (letter, i) =>
      ORDER.includes(letter) && (i === 0 || ORDER.indexOf(letters[i - 1]!) < ORDER.indexOf(letter)),
  );
  return inOrder ? { type, permissions: new Set(letters) } : null;
}

const covers = (scopes: readonly ParsedScope[], type: string, permission: Permission) =>
  scopes.some((scope) => (scope.type === '*' || scope.type === type) && scope.permissions.has(permission));

const parsedAll = (scopes: readonly string[]) =>
  scopes.map(parseScope).filter((scope): scope is ParsedScope => scope !== null);

/**
 * The scopes a token request is granted: for each type the API serves, the permissions both the request and the
 * client's registration cover, written `system/<type>.<permissions>` in v2 order. Empty when nothing is left.
 */
export function grantScopes(requested: readonly string[], registered: readonly string[]): string[] {
  const asked = parsedAll(requested);
  const allowed = parsedAll(registered);
  return Object.entries(SERVED).flatMap(([type, served]) => {
    const permissions = served.filter((p) => covers(asked, type, p) && covers(allowed, type, p));
    return permissions.length ? [`system/${type}.${permissions.join('')}`] : [];
  });
}

/** Whether `scopes` (a token's grant) allow `permission` on `type`. */
export const allows = (scopes: readonly string[], type: string, permission: Permission) =>
  covers(parsedAll(scopes), type, permission);

/** The scope an operation needs, as the 403 names it (v2). */
export const neededScope = (type: string, permission: Permission) => `system/${type}.${permission}`;
