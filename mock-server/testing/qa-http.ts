/**
 * Calls to the HTTP mock (tests/setup/mock-http-server.ts) for the QA tests: the QA routes with the token, API
 * calls as a demo user with an optional namespace, and a slide's signed links.
 */
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../store/seed';
import { qaHeaders } from '../qa/qa-token';
import { NAMESPACE_HEADER } from '../qa/matching';
import type { SlideLinkData } from '../slides/links';

export interface Envelope<T = unknown> {
  isSuccess: boolean;
  message: string | null;
  data: T;
}

export function qaHttp(base: string) {
  async function qa<T = unknown>(method: string, path: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...qaHeaders(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  async function token(email = 'provider@demo.test'): Promise<string> {
    const response = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(response.status, `login ${email}`).toBe(200);
    return ((await response.json()) as Envelope<{ token: string }>).data.token;
  }

  function api(
    path: string,
    init: {
      token?: string;
      namespace?: string;
      method?: string;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.namespace) headers[NAMESPACE_HEADER] = init.namespace;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    return fetch(path.startsWith('http') ? path : `${base}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  async function slideLinks(blobId: string, userToken?: string): Promise<SlideLinkData> {
    const response = await api(`/api/wsi/get-download-link/${blobId}`, {
      token: userToken ?? (await token()),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as Envelope<SlideLinkData>).data;
  }

  return {
    qa,
    token,
    api,
    slideLinks,
    arm: (fault: unknown) => qa('POST', '/__mock/faults', fault),
    scenario: (scenario: unknown) => qa('POST', '/__mock/scenarios', scenario),
    journal: <T = JournalRow[]>(query = '') => qa<T>('GET', `/__mock/requests${query}`),
  };
}

/** The journal entry fields the tests read. */
export interface JournalRow {
  id: number;
  method: string;
  path: string;
  query: string;
  route: string | null;
  operationId: string | null;
  namespace: string | null;
  status: number | null;
  applied: string[];
  body: unknown;
  bodyTruncated: boolean;
}
