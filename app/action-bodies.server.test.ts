/**
 * Every action of the app, sent a multipart body cut short (decision 070): a 400 with a sentence or a
 * refusal that comes before the body (401, 403, 404, a redirect to the login page), never a 500 with a stack in
 * the log. The actions are found, not listed: every module of app/routes that exports an `action`, at the URL
 * remix.config.js gives it, posted by a visitor and by each role in turn. A new action is covered by being
 * written.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ActionFunction } from '@remix-run/node';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { builtRoutes } from './route-manifest.test-helpers';
import { TEST_API } from '../tests/setup/mock-backend';
import { sessionFor } from '../tests/setup/app-session';
import { FORM_UNREADABLE } from '~/lib/read-form.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const ROUTES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'routes');

/** Every route module's URL pattern(s), from the same table the build reads. */
function urlsByModule(): Map<string, string[]> {
  const { manifest, fullPath } = builtRoutes();
  const urls = new Map<string, string[]>();
  for (const route of Object.values(manifest)) {
    const file = route.file.replace(/^routes\//, '');
    urls.set(file, [...(urls.get(file) ?? []), fullPath(route.id) || '/']);
  }
  return urls;
}

/** Seeded records, so that an action that looks its record up first gets as far as the form. */
const PARAMS: Record<string, string> = {
  caseId: 'case-0001',
  projectId: 'case-0001',
  taskId: 'task-0101',
  userId: 'usr-prv-029',
  id: 'usr-prv-029',
  accountId: 'fac-006',
  facilityId: 'fac-006',
  enquiriesId: 'enq-0015',
  billingId: 'bill-0001',
};

function paramsOf(pattern: string) {
  const params: Record<string, string> = {};
  const url = pattern.replace(/:(\w+)/g, (_, name: string) => (params[name] = PARAMS[name] ?? `${name}-1`));
  return { url, params };
}

const urls = urlsByModule();
const actions: Array<{ file: string; pattern: string; action: ActionFunction }> = [];
/** Modules with an action that no URL reaches (none should be). */
const unrouted: string[] = [];
for (const file of readdirSync(ROUTES_DIR).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name))) {
  const module = (await import(/* @vite-ignore */ `./routes/${file.replace(/\.tsx?$/, '')}`)) as {
    action?: ActionFunction;
  };
  if (typeof module.action !== 'function') continue;
  if (!urls.has(file)) unrouted.push(file);
  for (const pattern of urls.get(file) ?? []) actions.push({ file, pattern, action: module.action });
}

const BOUNDARY = 'cut-short';
const PART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave and`;

/** Two ways a multipart body is cut short: its last part never closed (the client stopped sending), and the
 * connection lost before the Content-Length it declared (the body's stream fails). */
const BODIES = {
  'unclosed boundary': () => PART,
  'connection lost': () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(PART));
        controller.error(new Error('aborted'));
      },
    }),
};

const IDENTITIES = ['visitor', 'admin@demo.test', 'provider@demo.test', 'facility@demo.test'] as const;

/** Where a 500 with a stack was once met, and a role that may post there. */
const REPORTED: Record<string, string> = {
  '/change-password': 'provider@demo.test',
  '/notification-settings': 'provider@demo.test',
  '/admin/assignment': 'admin@demo.test',
  '/admin/quality': 'admin@demo.test',
};

/** Refusals that come before the body is read: the login page, no session activity, not allowed, not found,
 * not in a state for it. */
const BEFORE_THE_BODY = [204, 302, 401, 403, 404, 409];

/** What Remix would answer for an action's outcome; anything thrown that is not an answer is its 500. */
async function answerOf(run: () => unknown): Promise<{ status: number; body: unknown }> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (error) {
    outcome = error;
    if (!(error instanceof Response) && !isData(error))
      return { status: 500, body: error instanceof Error ? `${error.name}: ${error.message}` : error };
  }
  if (outcome instanceof Response) return { status: outcome.status, body: await outcome.text() };
  if (isData(outcome)) return { status: outcome.init?.status ?? 200, body: outcome.data };
  return { status: 200, body: outcome };
}

function isData(
  value: unknown,
): value is { type: 'DataWithResponseInit'; data: unknown; init?: ResponseInit } {
  return (value as { type?: unknown } | null)?.type === 'DataWithResponseInit';
}

/** A 400's sentence: the form page's, or the message of a route that answers JSON (uploads, the viewer's). */
function sentenceOf(body: unknown): string | undefined {
  if (body === FORM_UNREADABLE) return body;
  try {
    const json = JSON.parse(String(body)) as { message?: unknown; error?: unknown };
    const sentence = json.message ?? json.error;
    return typeof sentence === 'string' && sentence ? sentence : undefined;
  } catch {
    return undefined;
  }
}

describe('every action, sent a multipart body cut short', () => {
  it('is found in app/routes at its URL', () => {
    const found = new Set(actions.map((a) => a.pattern));
    for (const url of Object.keys(REPORTED)) expect(found).toContain(url);
    expect(unrouted).toEqual([]);
    expect(actions.length).toBeGreaterThan(60);
  });

  it.each(actions.map((a) => [`${a.pattern} (${a.file})`, a] as const))(
    '%s: 400 in words, or a refusal before the body; never a 5xx',
    async (_, { pattern, action }) => {
      const { url, params } = paramsOf(pattern);
      for (const who of IDENTITIES) {
        const cookie = who === 'visitor' ? null : (await sessionFor(who)).cookie;
        for (const [cut, body] of Object.entries(BODIES)) {
          const request = new Request(`http://app.test${url}`, {
            method: 'POST',
            headers: {
              'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
              ...(cookie ? { Cookie: cookie } : {}),
            },
            body: body(),
            duplex: 'half',
          } as RequestInit);
          const answer = await answerOf(() => action({ request, params, context: { clientAddress: null } }));
          const what = `${who}, ${cut}: ${answer.status} ${JSON.stringify(answer.body)}`;
          if (answer.status === 400) expect(sentenceOf(answer.body), what).toBeTypeOf('string');
          else expect(BEFORE_THE_BODY, what).toContain(answer.status);
          if (REPORTED[pattern] === who) expect(answer, what).toEqual({ status: 400, body: FORM_UNREADABLE });
        }
      }
    },
  );
});
