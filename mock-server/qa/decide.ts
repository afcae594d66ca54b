/**
 * What QA does to one request: the first armed fault that matches, then every active scenario that does, then
 * the request's own Prefer header, put together (./effects.ts: delays add up, the first answer or reset wins).
 * Faults and scenarios are armed through the QA routes, behind the QA token; Prefer is the request's own, so
 * it counts only when the request shows the token too (X-Mock-Token, ./qa-token.ts): without it, or with
 * another, the header and its `__code` query forms are ignored and the handler answers.
 */
import { db } from '../store/db';
import { settle } from '../store/persistence';
import { addEffect, emptyDecision, type Decision } from './effects';
import { takeFault } from './faults';
import { BEARER, type RequestFacts } from './matching';
import { preferEffects } from './prefer';
import { scenarioEffects } from './scenarios';

export function decide(facts: RequestFacts, prefer: string | null, qaToken: boolean): Decision {
  const decision = emptyDecision();
  const apply = (effect: Parameters<typeof addEffect>[1], label: string) =>
    addEffect(decision, effect, label);
  const fault = takeFault(facts);
  if (fault) apply(fault.effect, fault.label);
  scenarioEffects(facts, apply);
  if (qaToken) for (const { effect, label } of preferEffects(facts, prefer)) apply(effect, label);
  return decision;
}

/** Ends the session of the request's bearer token now, as its expiry would (token-expired). */
export async function expireToken(authorization: string | null | undefined) {
  const header = authorization ?? '';
  if (!BEARER.test(header)) return;
  const token = header.trim().split(/\s+/)[1]!;
  if (!db.sessions.findFirst((q) => q.where({ token }))) return;
  await db.sessions.update((q) => q.where({ token }), {
    data(session) {
      session.expiresAt = new Date(Date.now() - 1000).toISOString();
    },
  });
  await settle();
}
