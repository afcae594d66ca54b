/** Ids and the common fields of a new event. */
import type { ViewerEvent } from 'contracts';

/**
 * A short random id. crypto.getRandomValues works in every browser context (randomUUID needs a secure one,
 * which a plain-http deployment is not).
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
}

export type EventMeta = Pick<ViewerEvent, 'id' | 'at' | 'origin'>;

/** The id, time and origin of an event a person makes now. */
export function userMeta(now: number = Date.now()): EventMeta {
  return { id: newId(), at: now, origin: 'user' };
}
