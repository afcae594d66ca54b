/** The contract client for one request, with the session's token; the only place the app reaches the API. */
import { createApiClient } from '../contracts';
import { backendHeaders } from './lib/backend-context.server';
import { noteCall } from './lib/token-answers.server';

export function apiBaseUrl(): string {
  return process.env.API_BASE_URL ?? 'http://127.0.0.1:4010';
}

/** Sends a request with what the browser's request passes on to the API (./lib/backend-context.server.ts). */
function send(request: Request): Promise<Response> {
  for (const [name, value] of Object.entries(backendHeaders())) request.headers.set(name, value);
  return globalThis.fetch(request);
}

export function api(token?: string | null) {
  // A call with the session's token also answers the request's check of that token (auth.server.ts).
  const fetch = token ? (request: Request) => noteCall(token, request.method, send(request)) : send;
  return createApiClient({ baseUrl: apiBaseUrl(), token, retries: 2, fetch });
}
