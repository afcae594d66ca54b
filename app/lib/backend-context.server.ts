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
  /** The browser's address as this server saw it (Express's `req.ip`), passed on as X-Forwarded-For. */
  clientAddress: string | null;
}

/** An IPv4 or IPv6 address as Node writes one; anything else is not forwarded. */
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

const storage = new AsyncLocalStorage<BackendContext>();

/**
 * Runs `handle` with the backend headers of an incoming request: its `X-Mock-Namespace` when well formed, and
 * the browser's address (`clientAddress`), which every call to the API passes on as `X-Forwarded-For` so the
 * backend's audit trail and per-client limits see the browser, not this server (decision 082). The backend
 * trusts that header only from this server's address (the mock: MOCK_TRUST_PROXY).
 */
export function withBackendContext<T>(
  namespace: string | string[] | null | undefined,
  handle: () => T,
  clientAddress?: string | null,
): T {
  const value = (Array.isArray(namespace) ? namespace[0] : namespace)?.trim() ?? '';
  const address = clientAddress?.trim() ?? '';
  return storage.run(
    {
      namespace: NAMESPACE.test(value) ? value : null,
      clientAddress: ADDRESS.test(address) ? address : null,
    },
    handle,
  );
}

/** The headers a call to the API made now passes on from the browser's request. */
export function backendHeaders(): Record<string, string> {
  const store = storage.getStore();
  const headers: Record<string, string> = {};
  if (store?.namespace) headers[MOCK_NAMESPACE_HEADER] = store.namespace;
  if (store?.clientAddress) headers['X-Forwarded-For'] = store.clientAddress;
  return headers;
}
