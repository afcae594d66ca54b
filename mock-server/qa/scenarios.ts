/**
 * Named QA scenarios, switched on and off while the mock runs:
 *
 *   GET    /__mock/scenarios   the catalogue (each scenario, what it does, its options and default routes) and
 *                              what is active
 *   POST   /__mock/scenarios   { "name": "burst-5xx", "options"?: { … }, "routes"?: ["GET /api/cases", …],
 *                                "namespace"?: "…" }
 *   DELETE /__mock/scenarios   every scenario; `?name=` one scenario, `?namespace=` one namespace's, `?id=` one
 *
 * A scenario applies to the requests its routes name (./matching.ts; each scenario has default routes) and, when
 * armed with a namespace, only to requests carrying that X-Mock-Namespace. With `times` in its options it ends
 * after affecting that many requests (burst-5xx and token-expired have a default; the others last until cleared).
 * Arming a scenario again with the same name, routes and namespace replaces it. Unknown names, options or keys
 * answer 400 naming them.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { schemas } from '../../contracts';
import { fail } from '../http/operation';
import type { Effect } from './effects';
import { envelopeAnswer } from './effects';
import { issuesText } from './faults';
import {
  describeRule,
  inNamespace,
  namespaceInput,
  parseRouteRule,
  routeRuleInput,
  ruleMatches,
  type RequestFacts,
  type RouteRule,
} from './matching';
import { readQaBody } from './qa-body';

const times = z.int().positive().max(100_000).optional();

/** Garbage a JSON client must survive: an HTML error page a proxy might send, labelled as JSON. */
const GARBAGE = '<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1><p>upstream sent garbage';

interface Scenario<O extends z.ZodObject> {
  description: string;
  /** The options, each with its meaning and default, as GET shows them. */
  optionHelp: Record<string, string>;
  options: O;
  defaultRoutes: string[];
  /** What the scenario does to a request its routes matched; null when it passes this one by. */
  effect(options: z.infer<O>, facts: RequestFacts): Effect | null;
}

const scenario = <O extends z.ZodObject>(definition: Scenario<O>) => definition;

const API = ['/api/*'];
const TILES = ['getDeepZoomTile'];

export const CATALOGUE = {
  latency: scenario({
    description: 'Every matching request waits before it is answered (loading states, time-outs).',
    optionHelp: { ms: 'milliseconds to wait (default 1000)', times: 'requests to slow down (default: all)' },
    options: z.strictObject({ ms: z.int().min(1).max(120_000).default(1000), times }),
    defaultRoutes: ['*'],
    effect: (o) => ({ kind: 'delay', ms: o.ms }),
  }),
  'burst-5xx': scenario({
    description: 'The next matching requests answer a 5xx in the envelope, then the server recovers.',
    optionHelp: {
      times: 'requests that fail before recovery (default 3)',
      status: 'the status, 500–599 (default 503)',
      message: "the envelope's message",
    },
    options: z.strictObject({
      times: z.int().positive().max(100_000).default(3),
      status: z.int().min(500).max(599).default(503),
      message: z.string().min(1).max(500).default('The service is briefly unavailable. Try again.'),
    }),
    defaultRoutes: API,
    effect: (o) => ({ kind: 'answer', answer: envelopeAnswer(o.status, o.message) }),
  }),
  'token-expired': scenario({
    description:
      "The caller's token expires now: the next authenticated call answers 401 (invalid_token) as an expired " +
      'token does, and the token stays expired.',
    optionHelp: { times: 'authenticated calls whose token expires (default 1)' },
    options: z.strictObject({ times: z.int().positive().max(100_000).default(1) }),
    defaultRoutes: API,
    effect: (_o, facts) => (facts.route?.secured && facts.bearer ? { kind: 'expire-token' } : null),
  }),
  'slow-tiles': scenario({
    description: 'Deep Zoom tiles are dribbled out a few bytes at a time.',
    optionHelp: {
      chunkBytes: 'bytes per write (default 512)',
      intervalMs: 'milliseconds between writes (default 200)',
      times: 'tiles to slow down (default: all)',
    },
    options: z.strictObject({
      chunkBytes: z.int().min(1).max(1_048_576).default(512),
      intervalMs: z.int().min(1).max(10_000).default(200),
      times,
    }),
    defaultRoutes: TILES,
    effect: (o) => ({
      kind: 'transform',
      transform: { kind: 'dribble', chunkBytes: o.chunkBytes, intervalMs: o.intervalMs },
    }),
  }),
  'partial-tiles': scenario({
    description:
      'Deep Zoom tiles are cut short: their headers and part of their bytes, then the connection closes.',
    optionHelp: {
      fraction: 'the share of the body sent before the cut, 0–1 (default 0.5)',
      times: 'tiles to cut (default: all)',
    },
    options: z.strictObject({ fraction: z.number().min(0).lt(1).default(0.5), times }),
    defaultRoutes: TILES,
    effect: (o) => ({ kind: 'transform', transform: { kind: 'cut', fraction: o.fraction } }),
  }),
  'corrupt-tiff': scenario({
    description:
      "A TIFF slide's bytes are mangled as they are sent (Range requests too): the first IFD offset points past " +
      'the end and every n-th byte is flipped. Files that are not TIFF pass untouched.',
    optionHelp: {
      header: 'break the first IFD offset (default true)',
      every: 'flip every n-th byte; 0 for none (default 1024)',
      times: 'responses to mangle (default: all)',
    },
    options: z.strictObject({
      header: z.boolean().default(true),
      every: z.int().min(0).max(1_000_000_000).default(1024),
      times,
    }),
    defaultRoutes: ['getSlideFile'],
    effect: (o) => ({ kind: 'transform', transform: { kind: 'corrupt', header: o.header, every: o.every } }),
  }),
  'connection-reset': scenario({
    description: 'Matching requests get no answer: the connection is reset (ECONNRESET).',
    optionHelp: { times: 'requests to reset (default: all)' },
    options: z.strictObject({ times }),
    defaultRoutes: API,
    effect: () => ({ kind: 'reset' }),
  }),
  'garbage-body': scenario({
    description: 'Matching requests answer 200 with a body that is not JSON, labelled as JSON.',
    optionHelp: {
      body: 'the body (default: an HTML error page)',
      contentType: 'its Content-Type (default application/json)',
      times: 'requests to answer so (default: all)',
    },
    options: z.strictObject({
      body: z.string().max(100_000).default(GARBAGE),
      contentType: z.string().min(1).max(200).default('application/json'),
      times,
    }),
    defaultRoutes: API,
    effect: (o) => ({
      kind: 'answer',
      answer: {
        status: 200,
        headers: { 'Content-Type': o.contentType, 'Cache-Control': 'no-store' },
        body: o.body,
      },
    }),
  }),
  '429-storm': scenario({
    description: 'Matching requests answer 429 with Retry-After, as a rate limit does.',
    optionHelp: {
      retryAfter: 'seconds in Retry-After (default 30)',
      times: 'requests to refuse (default: all)',
    },
    options: z.strictObject({ retryAfter: z.int().min(1).max(86_400).default(30), times }),
    defaultRoutes: API,
    effect: (o) => ({
      kind: 'answer',
      answer: envelopeAnswer(429, `Too many requests. Try again in ${o.retryAfter} seconds.`, {
        'Retry-After': String(o.retryAfter),
      }),
    }),
  }),
  spellings: scenario({
    description:
      'The login answer and the current user spell the role and the status another way the contract allows ' +
      '(spec 3.2, 3.6: physician, PROVIDER, facilitynp, provisionally active…); the app must treat them as its own. ' +
      'HTTP only (the in-process backend leaves answers as they are).',
    optionHelp: {
      role: 'the role sent (a RoleSpelling, e.g. physician); default: unchanged',
      status: 'the status sent (a UserStatusSpelling, e.g. provisionally active); default: unchanged',
      times: 'answers to respell (default: all)',
    },
    options: z.strictObject({
      role: schemas.zRoleSpelling.optional(),
      status: schemas.zUserStatusSpelling.optional(),
      times,
    }),
    defaultRoutes: ['login', 'getCurrentUser'],
    effect: (o) => ({ kind: 'transform', transform: { kind: 'respell', role: o.role, status: o.status } }),
  }),
  'short-links': scenario({
    description:
      'Slide links issued now expire after `seconds` instead of an hour, so a test sees a slide outlive its ' +
      'link (decision 073). Read by the link handler (./link-lifetime in slides), not a change to the answer.',
    optionHelp: { seconds: "the links' life in seconds, 1–3600 (default 10)" },
    options: z.strictObject({ seconds: z.int().min(1).max(3600).default(10) }),
    defaultRoutes: ['getSlideDownloadLink'],
    effect: () => null,
  }),
} satisfies Record<string, Scenario<z.ZodObject>>;

export type ScenarioName = keyof typeof CATALOGUE;
const NAMES = Object.keys(CATALOGUE) as ScenarioName[];

const scenarioInput = z.strictObject({
  name: z.string().refine((name) => name in CATALOGUE, {
    error: (issue) => `Unknown scenario "${String(issue.input)}"; known: ${NAMES.join(', ')}.`,
  }),
  options: z.record(z.string(), z.unknown()).optional(),
  routes: z.array(routeRuleInput).min(1).max(50).optional(),
  namespace: namespaceInput.optional(),
});

interface ActiveScenario {
  id: number;
  name: ScenarioName;
  options: Record<string, unknown> & { times?: number };
  rules: RouteRule[];
  namespace?: string;
  remaining: number | null;
  armedAt: string;
}

const active: ActiveScenario[] = [];
let nextId = 1;

export function clearScenarios(filter: { name?: string; namespace?: string; id?: number } = {}) {
  for (let i = active.length - 1; i >= 0; i--) {
    const s = active[i]!;
    if (filter.name !== undefined && s.name !== filter.name) continue;
    if (filter.namespace !== undefined && s.namespace !== filter.namespace) continue;
    if (filter.id !== undefined && s.id !== filter.id) continue;
    active.splice(i, 1);
  }
}

/** Switches a scenario on from its input; a string says what is wrong with it. */
export function armScenario(input: unknown): ActiveScenario | string {
  const parsed = scenarioInput.safeParse(input);
  if (!parsed.success) return `Invalid scenario: ${issuesText(parsed.error)}`;
  const name = parsed.data.name as ScenarioName;
  const definition: Scenario<z.ZodObject> = CATALOGUE[name];
  const options = definition.options.safeParse(parsed.data.options ?? {});
  if (!options.success) return `Invalid options for ${name}: ${issuesText(options.error)}`;
  const rules: RouteRule[] = [];
  for (const input of parsed.data.routes ?? definition.defaultRoutes) {
    const rule = parseRouteRule(input);
    if (typeof rule === 'string') return `Invalid route for ${name}: ${rule}`;
    rules.push(rule);
  }
  const namespace = parsed.data.namespace;
  // The same scenario on the same routes for the same namespace is replaced, not added to.
  const key = (r: RouteRule[]) => r.map(describeRule).join('|');
  const same = active.findIndex(
    (s) => s.name === name && s.namespace === namespace && key(s.rules) === key(rules),
  );
  if (same >= 0) active.splice(same, 1);
  const values = options.data as ActiveScenario['options'];
  const entry: ActiveScenario = {
    id: nextId++,
    name,
    options: values,
    rules,
    namespace,
    remaining: values.times ?? null,
    armedAt: new Date().toISOString(),
  };
  active.push(entry);
  return entry;
}

/** The effects of the active scenarios on this request; `apply` says whether each was used (then it counts). */
export function scenarioEffects(facts: RequestFacts, apply: (effect: Effect, label: string) => boolean) {
  for (const s of [...active]) {
    if (!inNamespace(s.namespace, facts) || !s.rules.some((rule) => ruleMatches(rule, facts))) continue;
    const definition: Scenario<z.ZodObject> = CATALOGUE[s.name];
    const effect = definition.effect(s.options, facts);
    if (!effect || !apply(effect, `scenario ${s.name}`)) continue;
    if (s.remaining !== null && --s.remaining <= 0) active.splice(active.indexOf(s), 1);
  }
}

/** The link life `short-links` sets for this request (its namespace, its route), or null. */
export function shortLinkSeconds(facts: RequestFacts): number | null {
  const armed = active.find(
    (s) =>
      s.name === 'short-links' &&
      inNamespace(s.namespace, facts) &&
      s.rules.some((rule) => ruleMatches(rule, facts)),
  );
  return armed ? (armed.options.seconds as number) : null;
}

const view = (s: ActiveScenario) => ({
  id: s.id,
  name: s.name,
  options: s.options,
  routes: s.rules.map(describeRule),
  namespace: s.namespace ?? null,
  remaining: s.remaining,
  armedAt: s.armedAt,
});

const catalogueView = () =>
  NAMES.map((name) => ({
    name,
    description: CATALOGUE[name].description,
    options: CATALOGUE[name].optionHelp,
    defaultRoutes: CATALOGUE[name].defaultRoutes,
  }));

const ok = (message: string | null, data: unknown) =>
  HttpResponse.json({ isSuccess: true, message, data, error: null, details: null });

export const scenarioHandlers = [
  http.get('*/__mock/scenarios', () => ok(null, { catalogue: catalogueView(), active: active.map(view) })),
  http.post('*/__mock/scenarios', async ({ request }) => {
    const body = await readQaBody(request);
    if (body instanceof Response) return body;
    const result = armScenario(body);
    if (typeof result === 'string') return fail(400, result);
    return ok(`Scenario ${result.name} is on.`, view(result));
  }),
  http.delete('*/__mock/scenarios', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const id = query.get('id');
    const name = query.get('name') ?? undefined;
    if (name !== undefined && !(name in CATALOGUE))
      return fail(400, `Unknown scenario "${name}"; known: ${NAMES.join(', ')}.`);
    clearScenarios({ name, namespace: query.get('namespace') ?? undefined, id: id ? Number(id) : undefined });
    return ok('Scenarios cleared.', active.map(view));
  }),
];
