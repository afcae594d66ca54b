/**
 * The mock follows the contract it is the reference for: on EVERY path of openapi.yaml, a method the
 * contract does not list there answers 405 at once, with Allow naming the listed ones, in the envelope. TRACE
 * (which fetch cannot carry: such a request once hung) and a WebDAV method; GET, PUT, POST, DELETE and PATCH where
 * a path does not list them are the conformance command's `unsupported_method` (conformance/harm.server.test.ts's whole run).
 * Over a plain socket (MSW sees every fetch of a test first, and fetch refuses TRACE). HEAD and OPTIONS are
 * HTTP's own (a GET's headers, the CORS preflight); CONNECT is not sent to a path.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../tests/setup/mock-http-server';
import { listOperations, loadOpenapi, root, templatePattern } from '../../conformance/openapi';
import { rawRequest } from '../testing/raw-http';

const operations = listOperations(loadOpenapi(`${root}/openapi.yaml`));
const templates = [...new Set(operations.map((op) => op.path))];

let mock: MockHttpServer;
beforeAll(async () => {
  mock = await startMockHttpServer('unlisted-methods-secret');
});
beforeEach(() => mock.passThrough());
afterAll(() => mock.close());

describe('a method the contract does not list on a path', { timeout: 120_000 }, () => {
  it('answers 405 with Allow at once, on every path of the contract', async () => {
    const port = Number(new URL(mock.base).port);
    const wrong: string[] = [];
    let sent = 0;
    for (const template of templates) {
      const path = template.replace(/\{\w+\}/g, 'zz-unlisted');
      // The methods the contract lists on this very path: a literal path's own (/api/cases/import, not
      // /api/cases/{caseId}'s), else every template's that matches it.
      const listed = new Set(
        operations
          .filter((op) => (path === template ? op.path === template : templatePattern(op.path).test(path)))
          .map((op) => op.method.toUpperCase()),
      );
      for (const method of ['TRACE', 'PROPFIND']) {
        const answer = await rawRequest(port, method, path, { 'Content-Length': '0' });
        sent++;
        // HEAD and OPTIONS may be named too: HTTP's own, served on the slide routes (RFC 9110 §10.2.1).
        const allow = new Set(
          (answer.headers.allow ?? '')
            .split(',')
            .map((m) => m.trim())
            .filter((m) => m !== 'HEAD' && m !== 'OPTIONS'),
        );
        const envelope = answer.text ? (JSON.parse(answer.text) as { message?: string }) : {};
        if (
          answer.status !== 405 ||
          allow.size !== listed.size ||
          [...listed].some((m) => !allow.has(m)) ||
          envelope.message !== 'Method not allowed'
        )
          wrong.push(
            `${method} ${template}: ${answer.status} Allow '${answer.headers.allow ?? ''}' ${answer.text.slice(0, 80)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBe(templates.length * 2);
  });
});
