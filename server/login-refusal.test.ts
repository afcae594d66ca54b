/**
 * A login the app server sheds (decision 072) gets the login page itself, over HTTP through the load shedder: the
 * page the login route rendered once, with the e-mail that was sent and a fresh nonce, 503 and Retry-After; its
 * data request the route's refusal; and the bare busy page only when the login page could not be rendered.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../tests/setup/strict-console';
import { BUSY_TEXT, refuseBusy } from './busy.js';
import { RETRY_AFTER_SECONDS, createGate, loadShedder } from './load-shed.js';
import { LOGIN_SHED, loginRefusal } from './login-refusal.js';

const SENTENCE = 'Too many people are signing in right now. Try again in a few seconds.';
const RENDERED_NONCE = 'cmVuZGVyZWQtbm9uY2U=';
/** The login page as the route renders a shed login: no e-mail in the field, the sentence under the form. */
const PAGE = `<!DOCTYPE html><html><head><script nonce="${RENDERED_NONCE}">window.x=1</script></head><body>
<form method="post" action="/login"><input type="email" id="email" name="email" placeholder="Your email *"/>
<input type="password" name="password"/><button type="submit">Log In</button>
<p role="alert">${SENTENCE}</p></form></body></html>`;
const DATA = `${JSON.stringify([{ _1: 2 }, 'data', { _3: 4, _5: 6 }, 'kind', 'refused', 'formError', SENTENCE])}\n`;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** An app of one slot whose work never ends until `free`, shedding through refuseBusy with a login refusal. */
async function serve(render: (request: Request, context: Record<string, unknown>) => Promise<Response>) {
  const gate = createGate({ limit: 1, queue: 0 });
  const shed = loadShedder({ gate, refuse: refuseBusy(['root', 'routes/login'], loginRefusal(render)) });
  const held: Array<() => void> = [];
  server = createServer((req, res) => shed(req, res, () => held.push(() => res.end('done'))));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, held, free: () => held.splice(0).forEach((end) => end()) };
}

function send(port: number, path: string, method = 'GET', form?: Record<string, string>) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    text: string;
  }>((resolve, reject) => {
    const req = request(
      {
        port,
        path,
        method,
        agent: false,
        headers: body
          ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Takes the one slot with a request that waits until freed. */
async function holdTheSlot(app: Awaited<ReturnType<typeof serve>>) {
  const holder = send(app.port, '/availableCases');
  while (app.held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  return { holder };
}

describe('a shed login', () => {
  it('gets the login page with the e-mail sent and a fresh nonce, 503 and Retry-After; rendered once', async () => {
    const renders: Array<{ path: string; context: Record<string, unknown> }> = [];
    const app = await serve(async (request, context) => {
      const path = new URL(request.url).pathname;
      renders.push({ path, context });
      return path === '/login.data'
        ? new Response(DATA, { status: 503, headers: { 'Content-Type': 'text/x-script' } })
        : new Response(PAGE, {
            status: 503,
            headers: {
              'Content-Type': 'text/html',
              'Content-Security-Policy': `default-src 'self'; script-src 'nonce-${RENDERED_NONCE}'`,
              'X-Frame-Options': 'DENY',
            },
          });
    });
    const { holder } = await holdTheSlot(app);
    const answers = [
      await send(app.port, '/login', 'POST', { email: 'a"<b>@demo.test', password: 'x' }),
      await send(app.port, '/login', 'POST', { email: 'provider@demo.test', password: 'x' }),
    ];
    const nonces = answers.map((answer) => {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.text).toContain(`<p role="alert">${SENTENCE}</p>`);
      expect(answer.text).not.toContain(RENDERED_NONCE);
      const nonce = /<script nonce="([^"]+)">/.exec(answer.text)?.[1];
      expect(answer.headers['content-security-policy']).toBe(
        `default-src 'self'; script-src 'nonce-${nonce}'`,
      );
      return nonce;
    });
    expect(new Set(nonces).size).toBe(2);
    expect(answers[0]!.text).toContain(
      '<input type="email" id="email" name="email" placeholder="Your email *" value="a&quot;&lt;b&gt;@demo.test"/>',
    );
    expect(answers[1]!.text).toContain('placeholder="Your email *" value="provider@demo.test"/>');

    // The page's own script posts to /login.data: the route's refusal, which the page shows under its form.
    const data = await send(app.port, '/login.data', 'POST', { email: 'a@b.c', password: 'x' });
    expect([data.status, data.headers['retry-after'], data.headers['x-remix-response']]).toEqual([
      503,
      String(RETRY_AFTER_SECONDS),
      'yes',
    ]);
    expect(data.text).toBe(DATA);
    // Rendered once through the route, flagged as shed, whatever the number of refusals.
    expect(renders.map((r) => [r.path, r.context[LOGIN_SHED]]).sort()).toEqual([
      ['/login', true],
      ['/login.data', true],
    ]);
    // Anything else shed is answered as before: the busy page.
    const page = await send(app.port, '/login');
    expect([page.status, page.text.includes(BUSY_TEXT)]).toEqual([503, true]);
    app.free();
    expect((await holder).text).toBe('done');
  });

  it('gets the bare busy page when the login page could not be rendered, said once in the log', async () => {
    const app = await serve(() => Promise.reject(new Error('no build')));
    const { holder } = await holdTheSlot(app);
    for (let i = 0; i < 2; i++) {
      const answer = await send(app.port, '/login', 'POST', { email: 'a@b.c', password: 'x' });
      expect([answer.status, answer.headers['retry-after']]).toEqual([503, String(RETRY_AFTER_SECONDS)]);
      expect(answer.text).toContain(BUSY_TEXT);
    }
    expect(takeConsoleErrors()).toEqual(['Shed logins get the bare busy page: no build']);
    app.free();
    await holder;
  });
});
