/**
 * The browser's side of `/viewer/consult` (consult.server.ts): typed calls that answer the data or throw a
 * ConsultRequestError with the server's sentence (a refused invitation says who cannot see the case and why).
 */
import type { components } from 'contracts';
import type { Consult, ConsultStep, ConsultStepInput } from '../../../../contracts/consult';
import { RelayRequestError, relayRequest } from '~/lib/relay-request';
import { MESSAGES } from '../../../../contracts/messages';

export type ConsultCandidate = components['schemas']['ConsultCandidate'];
export type AppendResult = components['schemas']['ConsultAppendResult'];
export type ConsultLiveView = components['schemas']['ConsultLiveView'];
export interface StepPage {
  items: ConsultStep[];
  lastSeq: number;
}

export { RelayRequestError as ConsultRequestError };

const URL_BASE = '/viewer/consult';

const call = <T>(url: string, init?: RequestInit) => relayRequest<T>(url, init, MESSAGES.network);

const post = <T>(body: Record<string, unknown>) =>
  call<T>(URL_BASE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

export type ConsultIntent = 'start' | 'invite' | 'join' | 'leave' | 'request-lead' | 'hand-over';

export interface ConsultTransport {
  /**
   * `me` null: the person takes no part in consults (not a provider or an admin); `refused`: the case's consults
   * are not theirs to see, and why (a blinded QA review of the case).
   */
  list(): Promise<{ me: string | null; consults: Consult[]; refused?: string }>;
  candidates(): Promise<ConsultCandidate[]>;
  stepsAfter(consultId: string, after: number): Promise<StepPage>;
  act(intent: ConsultIntent, consultId?: string, userId?: string): Promise<Consult>;
  append(consultId: string, steps: ConsultStepInput[]): Promise<AppendResult>;
  /** The leader's view while it moves and pointer (decision 109): nothing stored, the followers told. */
  liveView(consultId: string, live: ConsultLiveView): Promise<number>;
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
    liveView: async (consultId, live) =>
      (await post<{ told: number }>({ intent: 'view', caseId, consultId, live })).told,
  };
}
