/**
 * Where a person is in the forgot-password flow (decision 019): the email the code went to, and once verified the
 * code itself, in a short-lived cookie sealed like the session (AES-256-GCM, app/session-seal.server.ts). The
 * browser holds ciphertext only; the code is never in a URL, a page or a log; the app keeps nothing in memory, so
 * any instance serves any step and a reload shows the step the person is on.
 */
import { z } from 'zod';
import { cookieAttributes, sessionSecrets } from '~/session.server';
import { createSealer } from '~/session-seal.server';
import type { ForgotPasswordStep } from './forgot-password-steps';

export const FLOW_COOKIE = '__forgot_password';
/**
 * How long the flow is remembered after its last step. The API decides whether a code is still good (15 minutes,
 * 5 attempts); this only has to outlive it so an expired code can be replaced without typing the email again.
 */
export const FLOW_TTL_MS = 60 * 60_000;

const flowSchema = z.discriminatedUnion('stage', [
  z.object({
    stage: z.literal('code'),
    email: z.string().min(1),
    /** The API's answer to the request ('If an account exists for this email, we sent it a 6-digit code…'). */
    sent: z.string(),
    at: z.number(),
  }),
  z.object({
    stage: z.literal('password'),
    email: z.string().min(1),
    sent: z.string(),
    code: z.string().min(1),
    /** The verified code sets a password until then (the API's `validUntil`, the code's own expiry). */
    validUntil: z.string(),
    at: z.number(),
  }),
]);

export type Flow = z.infer<typeof flowSchema>;
type WithoutTime<F> = F extends unknown ? Omit<F, 'at'> : never;
type FlowInput = WithoutTime<Flow>;

const sealer = createSealer(sessionSecrets(), FLOW_COOKIE);

function readCookie(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The flow this request carries, or null (none, forged, from another key, or older than FLOW_TTL_MS). */
export function readFlow(request: Request, now = Date.now()): Flow | null {
  const raw = readCookie(request.headers.get('Cookie'), FLOW_COOKIE);
  if (!raw) return null;
  const parsed = flowSchema.safeParse(sealer.unseal(raw));
  if (!parsed.success) return null;
  const flow = parsed.data;
  if (!(flow.at <= now && now - flow.at < FLOW_TTL_MS)) return null;
  return flow;
}

/** The Set-Cookie value that stores this step of the flow. */
export function flowCookie(flow: FlowInput, now = Date.now()): string {
  const sealed = sealer.seal({ ...flow, at: now });
  return `${FLOW_COOKIE}=${sealed}; ${cookieAttributes(new Date(now + FLOW_TTL_MS))}`;
}

/** The Set-Cookie value that ends the flow. */
export function clearFlowCookie(): string {
  return `${FLOW_COOKIE}=; ${cookieAttributes(new Date(0))}; Max-Age=0`;
}

/**
 * The step to show. A verified code past its `validUntil` can no longer set a password, so the person is back at
 * the code step, told why, with 'Send a new code' at hand.
 */
export function stepOf(flow: Flow | null, now = Date.now()): ForgotPasswordStep {
  if (!flow) return { step: 'email' };
  if (flow.stage === 'password') {
    const until = Date.parse(flow.validUntil);
    if (Number.isNaN(until) || until <= now) {
      return { step: 'code', email: flow.email, sent: flow.sent, codeExpired: true };
    }
    return { step: 'password', email: flow.email, validUntil: flow.validUntil };
  }
  return { step: 'code', email: flow.email, sent: flow.sent, codeExpired: false };
}
