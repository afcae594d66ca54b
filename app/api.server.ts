/** The contract client for one request, with the session's token; the only place the app reaches the API. */
import { createApiClient } from '../contracts';

export function apiBaseUrl(): string {
  return process.env.API_BASE_URL ?? 'http://127.0.0.1:4010';
}

export function api(token?: string | null) {
  return createApiClient({ baseUrl: apiBaseUrl(), token, retries: 2 });
}
