/**
 * The browser's side of `/viewer/consult` (consult.server.ts): typed calls that answer the data or throw a
 * ConsultRequestError with the server's sentence (a refused invitation says who cannot see the case and why).
 */
import type { components } from 'contracts';
import type { Consult, ConsultStep, ConsultStepInput } from '../../../contracts/consult';
import { sessionEndedAnswer } from '~/lib/session-ended';
import { describeFetchStatus } from '../../../contracts/fetch-failures';
import { MESSAGES } from '../../../contracts/messages';

export type ConsultCandidate = components['schemas']['ConsultCandidate'];
export type AppendResult = components['schemas']['ConsultAppendResult'];
export interface StepPage {
  items: ConsultStep[];
  lastSeq: number;
}

export class ConsultRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ConsultRequestError';
  }
}

const URL_BASE = '/viewer/consult';

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { Accept: 'application/json', ...init?.headers },
    });
  } catch {
    throw new ConsultRequestError(MESSAGES.network, null);
  }
  if (sessionEndedAnswer(response)) throw new ConsultRequestError(MESSAGES.fetchUnauthorized, 401);
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !body) {
    throw new ConsultRequestError(body?.error ?? describeFetchStatus(response.status), response.status);
  }
  return body;
}

const post = <T>(body: Record<string, unknown>) =>
  call<T>(URL_BASE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

export type ConsultIntent = 'start' | 'invite' | 'join' | 'leave' | 'request-lead' | 'hand-over';

export interface ConsultTransport {
  /** `allowed` false: the person takes no part in consults (not a provider or an admin). */
  list(): Promise<{ me: string | null; consults: Consult[]; allowed: boolean }>;
  candidates(): Promise<ConsultCandidate[]>;
  stepsAfter(consultId: string, after: number): Promise<StepPage>;
  act(intent: ConsultIntent, consultId?: string, userId?: string): Promise<Consult>;
  append(consultId: string, steps: ConsultStepInput[]): Promise<AppendResult>;
}

export function consultTransport(caseId: string): ConsultTransport {
  const query = (extra: Record<string, string> = {}) =>
    `${URL_BASE}?${new URLSearchParams({ caseId, ...extra }).toString()}`;
  return {
    list: () => call(query()),
    candidates: async () =>
      (await call<{ candidates: ConsultCandidate[] }>(query({ candidates: '1' }))).candidates,
    stepsAfter: async (consultId, after) =>
      (await call<{ page: StepPage }>(query({ consultId, after: String(after) }))).page,
    act: async (intent, consultId, userId) =>
      (await post<{ consult: Consult }>({ intent, caseId, consultId, userId })).consult,
    append: async (consultId, steps) =>
      (await post<{ result: AppendResult }>({ intent: 'append', caseId, consultId, steps })).result,
  };
}
