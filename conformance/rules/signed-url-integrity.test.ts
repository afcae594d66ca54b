/**
 * signed_url_integrity takes "another route's signature" from the URLs issued to the same caller only: two roles
 * that ask a slide's links in the same second get the same expiry, and each one's file signature is valid (the
 * mock's are per session). Runs 3 and 8 of eight in a row failed on that (decision 116).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RunContext } from '../context';
import { createClient } from '../http';
import type { Binding } from '../ids';
import { listOperations, loadOpenapi } from '../openapi';
import { Results } from '../results';
import { otherSignatures, signedUrlIntegrity } from './signed-url-integrity';
import type { SignedUrl } from './signed-url-tampering';

const doc = loadOpenapi();
const operations = listOperations(doc);
const getSlideFile = operations.find((op) => op.operationId === 'getSlideFile')!;
const rule: SignedUrl = {
  issuedBy: 'getSlideDownloadLink',
  signature: 'signature',
  expires: 'expires',
  refusal: 403,
};
const EXPIRES = String(Math.floor(Date.now() / 1000) + 3600);
const fileUrl = (id: string, signature: string): Binding => ({
  values: { id, expires: EXPIRES, signature },
  only: ['getSlideFile'],
});
const thumbnailUrl = (id: string, signature: string): Binding => ({
  values: { id, expires: EXPIRES, signature },
  only: ['getSlideThumbnail'],
});

/** A server that opens a slide's file for exactly the signatures it issued, with their expiry. */
function server(valid: Set<string>): typeof fetch {
  return (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const ok =
      valid.has(url.searchParams.get('signature') ?? '') && url.searchParams.get('expires') === EXPIRES;
    return ok
      ? new Response('II*\0', { status: 200, headers: { 'content-type': 'image/tiff' } })
      : new Response(JSON.stringify({ isSuccess: false, message: 'Invalid signature', data: null }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        });
  }) as typeof fetch;
}

function contextFor(bindings: Map<string, Binding[]>, valid: Set<string>): RunContext {
  const results = new Results(new Set(['signed_url_integrity']), [getSlideFile]);
  const client = createClient({ baseUrl: 'http://server.test', tokens: new Map(), fetch: server(valid) });
  const sessions = new Map(
    [...bindings.keys()].map((role) => [role, { role, email: `${role}@x.test`, own: [] }]),
  );
  return { client, doc, operations, results, sessions, bindings } as unknown as RunContext;
}

describe('signed_url_integrity', () => {
  it("passes when another role's link to the same slide has the same expiry", async () => {
    // The Admin's and the Provider's file links, asked in the same second: both signatures open the file.
    const bindings = new Map([
      ['Admin', [fileUrl('slide-1', 'admin-file-signature')]],
      ['Provider', [fileUrl('slide-1', 'provider-file-signature')]],
    ]);
    const context = contextFor(bindings, new Set(['admin-file-signature', 'provider-file-signature']));
    await signedUrlIntegrity.run(context);
    expect([...context.results.failures.values()]).toEqual([]);
    expect(context.results.operations.get('getSlideFile')!.checks.signed_url_integrity).toMatchObject({
      failed: 0,
    });
  });

  it("still sends the same caller's other route's signature, and fails a server that takes it", async () => {
    const bindings = new Map([
      ['Admin', [fileUrl('slide-1', 'admin-file'), thumbnailUrl('slide-1', 'admin-thumbnail')]],
    ]);
    const context = contextFor(bindings, new Set(['admin-file', 'admin-thumbnail']));
    await signedUrlIntegrity.run(context);
    expect([...context.results.failures.values()].map((f) => f.expected)).toEqual([
      "403 for the signed URL with another route's signature for the same slide and expiry",
    ]);
  });

  it("otherSignatures gives the caller's other URLs of the same slide and expiry, and no other", () => {
    const url = fc.record({
      id: fc.constantFrom('slide-1', 'slide-2'),
      expires: fc.constantFrom(EXPIRES, '1'),
      signature: fc.string({ minLength: 1, maxLength: 8 }),
    });
    fc.assert(
      fc.property(fc.array(url, { maxLength: 8 }), (urls) => {
        const own = fileUrl('slide-1', 'the-file');
        const theirs = [own, ...urls.map((values) => ({ values, only: ['getSlideThumbnail'] }))];
        expect(otherSignatures(theirs, own, rule)).toEqual(
          urls.filter((u) => u.id === 'slide-1' && u.expires === EXPIRES).map((u) => u.signature),
        );
      }),
    );
  });
});
