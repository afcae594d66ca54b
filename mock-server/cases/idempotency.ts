/**
 * createCase's `Idempotency-Key` (openapi.yaml, decision 068; the IETF httpapi draft and Stripe): the same key
 * from the same caller with the same body within 24 hours answers the case the first create made; another body
 * answers 422; a second request while the first is in flight answers 409. Only a created case binds a key. The
 * 24 hours are the QA clock's (../qa/clock.ts), as the answers' Date header is: QA moves the clock a day on to
 * see a key forgotten.
 *
 * The rules are pure (`readIdempotencyKey`, `bodyFingerprint`, `replayOf`); the bindings live in
 * `db.idempotencyKeys`, saved with the rest of the database, so a restarted mock still knows them.
 */
import { createHash } from 'node:crypto';
import { schemas } from '../../contracts';
import { db } from '../store/db';

/** How long a key is kept after the create that used it. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  malformed:
    'The Idempotency-Key header must be 16 to 64 letters, digits, "-" or "_" (optionally in double quotes).',
  inFlight: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  otherBody: (caseRecordId: string) =>
    `This Idempotency-Key was already used for case ${caseRecordId} with other details. Open that case to change it, or start a new draft.`,
} as const;

/**
 * The key of an `Idempotency-Key` header: absent (null), the key (bare or a quoted structured-field string), or
 * `{ malformed: true }`.
 */
export function readIdempotencyKey(header: string | null): string | null | { malformed: true } {
  if (header === null) return null;
  // The contract's own rule (openapi.yaml's IdempotencyKey), then the key without its quotes.
  const value = header.trim();
  if (!schemas.zIdempotencyKey.safeParse(value).success) return { malformed: true };
  return value.startsWith('"') ? value.slice(1, -1) : value;
}

/** The same JSON with every object's keys sorted, so key order and white space never change a fingerprint. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

export const bodyFingerprint = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');

export interface KeyBinding {
  fingerprint: string;
  caseID: string;
  expiresAt: string;
}

export type Replay =
  { kind: 'new' } | { kind: 'replay'; caseID: string } | { kind: 'other-body'; caseID: string };

/** What a request with a key does, given the binding the key has (if any) and its body's fingerprint. */
export function replayOf(binding: KeyBinding | undefined, fingerprint: string, now: number): Replay {
  if (!binding || Date.parse(binding.expiresAt) <= now) return { kind: 'new' };
  return binding.fingerprint === fingerprint
    ? { kind: 'replay', caseID: binding.caseID }
    : { kind: 'other-body', caseID: binding.caseID };
}

const bindingId = (userId: string, key: string) => `${userId}:${key}`;

export const findBinding = (userId: string, key: string) =>
  db.idempotencyKeys.findFirst((q) => q.where({ id: bindingId(userId, key) }));

/** Keys whose create is under way (between the check and the case being stored), per caller. */
const inFlight = new Set<string>();

/** Marks a key as in flight; false when it already is (the caller answers 409). */
export function claimKey(userId: string, key: string): boolean {
  const id = bindingId(userId, key);
  if (inFlight.has(id)) return false;
  inFlight.add(id);
  return true;
}

export const releaseKey = (userId: string, key: string) => void inFlight.delete(bindingId(userId, key));

/** Binds a key to the case its create made (replacing an expired binding), and forgets expired keys. */
export async function bindKey(userId: string, key: string, fingerprint: string, caseID: string, now: number) {
  const id = bindingId(userId, key);
  const expired = new Date(now).toISOString();
  await db.idempotencyKeys.deleteMany((q) => q.where({ id }));
  await db.idempotencyKeys.deleteMany((q) => q.where({ expiresAt: (at: string) => at <= expired }));
  await db.idempotencyKeys.create({
    id,
    userId,
    key,
    operation: 'createCase',
    fingerprint,
    caseID,
    createdAt: expired,
    expiresAt: new Date(now + IDEMPOTENCY_WINDOW_MS).toISOString(),
  });
}
