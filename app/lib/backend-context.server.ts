/**
 * What every call to the API made while answering one browser request carries from that request: the QA
 * namespace (`X-Mock-Namespace`, docs/qa.md). A Playwright test or a QA session scoped to a namespace sends it with
 * every browser request; the app passes it on to the mock backend, so faults and scenarios armed for that
 * namespace reach the calls the app makes for it, and the mock's journal shows them under it. A real backend
 * ignores a header it does not know, so forwarding it there is harmless (decision 045).
 *
 * The production server (server/index.js) runs each request inside `withBackendContext`; `backendHeaders()` reads
 * it wherever a call to the API is made, however deep (AsyncLocalStorage), so no loader has to pass it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const MOCK_NAMESPACE_HEADER = 'X-Mock-Namespace';
/** The mock's own rule for a namespace (mock-server/qa/matching.ts); anything else is not forwarded. */
const NAMESPACE = /^[A-Za-z0-9._:-]{1,100}$/;

interface BackendContext {
  namespace: string | null;
}

const storage = new AsyncLocalStorage<BackendContext>();

/** Runs `handle` with the backend headers of an incoming request (its `X-Mock-Namespace`, when well formed). */
export function withBackendContext<T>(namespace: string | string[] | null | undefined, handle: () => T): T {
  const value = (Array.isArray(namespace) ? namespace[0] : namespace)?.trim() ?? '';
  return storage.run({ namespace: NAMESPACE.test(value) ? value : null }, handle);
}

/** The headers a call to the API made now passes on from the browser's request. */
export function backendHeaders(): Record<string, string> {
  const namespace = storage.getStore()?.namespace;
  return namespace ? { [MOCK_NAMESPACE_HEADER]: namespace } : {};
}
