/** The app passes a browser request's QA namespace and address on to every API call made while answering it. */
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../tests/setup/mock-backend';
import { api } from '~/api.server';
import { withBackendContext } from './backend-context.server';

/** The X-Mock-Namespace of every call to /api/Users/current the backend sees. */
function watchNamespaces() {
  const seen: (string | null)[] = [];
  server.use(
    http.get('*/api/Users/current', ({ request }) => {
      seen.push(request.headers.get('X-Mock-Namespace'));
      return undefined;
    }),
  );
  return seen;
}

const call = () => api('no-token').GET('/api/Users/current');

describe('withBackendContext', () => {
  it('adds the namespace to the calls made inside it, and only a well-formed one', async () => {
    const seen = watchNamespaces();
    await withBackendContext('spec-12.worker:1', call);
    await withBackendContext('not a namespace', call);
    await withBackendContext(undefined, call);
    await call();
    expect(seen).toEqual(['spec-12.worker:1', null, null, null]);
  });

  it('keeps concurrent requests apart, however deep the call', async () => {
    const seen = watchNamespaces();
    const deep = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return call();
    };
    await Promise.all([
      withBackendContext('a', deep),
      withBackendContext('b', call),
      withBackendContext('c', deep),
    ]);
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
  });

  it('passes the browser address on as X-Forwarded-For, and only an address', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/Users/current', ({ request }) => {
        seen.push(request.headers.get('X-Forwarded-For'));
        return undefined;
      }),
    );
    await withBackendContext(undefined, call, '203.0.113.7');
    await withBackendContext(undefined, call, '::ffff:127.0.0.1');
    await withBackendContext(undefined, call, 'evil, 1.2.3.4');
    await withBackendContext(undefined, call);
    expect(seen).toEqual(['203.0.113.7', '::ffff:127.0.0.1', null, null]);
  });
});
