/**
 * Which route a request is, and whether a QA rule (a fault, a scenario's route) applies to it.
 *
 * A request resolves to the contract's route template and operationId (`GET /api/cases/case-0001` →
 * `/api/cases/{caseId}`, `getCase`), the slide byte routes included (they are in the contract); the tus upload
 * URLs, which the contract only hands out, resolve to templates of their own with no operationId. A literal
 * path of the contract wins over a template, as in the handlers (`/api/cases/import` is not a case id).
 *
 * A rule names its requests by one of:
 *   - a route template, `/api/cases/{caseId}` (parameter names need not match the contract's): every path of it;
 *   - a concrete path, `/api/cases/case-0001`: that path only;
 *   - a prefix, `/slides/*`: every path under it;
 *   - an operationId, `listCases`; or `*`: every request;
 * with a method (`GET`, or `*` for any), and optionally query values that must all be present. Query strings
 * play no part otherwise.
 */
import { z } from 'zod';
import { operations } from '../../contracts';
import { LITERAL_PATHS } from '../http/operation';

/** The header that scopes a fault or scenario to the requests of one test (or one QA session). */
export const NAMESPACE_HEADER = 'X-Mock-Namespace';
const NAMESPACE = /^[A-Za-z0-9._:-]{1,100}$/;

export interface ResolvedRoute {
  /** The route template, e.g. `/api/cases/{caseId}`. */
  template: string;
  /** The contract's operationId when the method is the operation's too; null otherwise (tus, wrong method). */
  operationId: string | null;
  /** Whether the contract secures the operation (a bearer token). */
  secured: boolean;
  /** The path parameters by the template's names. */
  params: Record<string, string>;
}

interface Template {
  path: string;
  method: string | null;
  operationId: string | null;
  secured: boolean;
  names: string[];
  pattern: RegExp;
  literal: boolean;
}

const toPattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );

const paramNames = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The tus upload URLs createSlideUpload issues (mock-server/slides/upload-grants.ts), outside the contract. */
const TUS_TEMPLATES = [
  '/slide-uploads/{grant}/{expires}/{signature}',
  '/slide-uploads/{grant}/{expires}/{signature}/{uploadId}',
];

const templates: Template[] = [
  ...Object.entries(operations).map(([operationId, op]) => ({
    path: op.path,
    method: op.method.toUpperCase(),
    operationId,
    secured: op.secured,
    names: paramNames(op.path),
    pattern: toPattern(op.path),
    literal: LITERAL_PATHS.has(op.path),
  })),
  ...TUS_TEMPLATES.map((path) => ({
    path,
    method: null,
    operationId: null,
    secured: false,
    names: paramNames(path),
    pattern: toPattern(path),
    literal: false,
  })),
];

/** The route a request is on, or null for a path outside the contract and the upload URLs. */
export function resolveRoute(method: string, pathname: string): ResolvedRoute | null {
  const upper = method.toUpperCase();
  const onPath = LITERAL_PATHS.has(pathname)
    ? templates.filter((t) => t.path === pathname)
    : templates.filter((t) => !t.literal && t.pattern.test(pathname));
  if (!onPath.length) return null;
  const chosen = onPath.find((t) => t.method === upper || t.method === null) ?? onPath[0]!;
  const values = chosen.pattern.exec(pathname)?.slice(1) ?? [];
  const params: Record<string, string> = {};
  chosen.names.forEach((name, i) => (params[name] = values[i] ?? ''));
  const sameMethod = chosen.method === upper;
  return {
    template: chosen.path,
    operationId: sameMethod ? chosen.operationId : null,
    secured: sameMethod && chosen.secured,
    params,
  };
}

/** A rule as QA writes it: `"GET /api/cases/{caseId}"`, `"/slides/*"`, `"listCases"`, or an object. */
export const routeRuleInput = z.union([
  z.string().trim().min(1).max(500),
  z.strictObject({
    method: z.string().trim().min(1).max(10).optional(),
    path: z.string().trim().min(1).max(500),
    query: z.record(z.string().max(200), z.string().max(500)).optional(),
  }),
]);
export type RouteRuleInput = z.infer<typeof routeRuleInput>;

export interface RouteRule {
  /** Upper case, or `*` for any method. */
  method: string;
  /** A path, template or prefix (`/…/*`); absent when the rule names an operation or every request. */
  path?: string;
  operationId?: string;
  query?: Record<string, string>;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', '*']);

/** A rule read from its input; a string names what is wrong with it. */
export function parseRouteRule(input: RouteRuleInput, defaultMethod = '*'): RouteRule | string {
  let method = defaultMethod;
  let target: string;
  let query: Record<string, string> | undefined;
  if (typeof input === 'string') {
    const parts = input.split(/\s+/);
    if (parts.length > 2)
      return `"${input}" is not a route: write "METHOD /path", "/path" or an operationId.`;
    if (parts.length === 2) method = parts[0]!;
    target = parts[parts.length - 1]!;
  } else {
    method = input.method ?? defaultMethod;
    target = input.path;
    query = input.query;
  }
  method = method.toUpperCase() === 'ANY' ? '*' : method.toUpperCase();
  if (!METHODS.has(method)) return `"${method}" is not an HTTP method (or * for any).`;
  if (target === '*') return { method, query };
  if (target.startsWith('/')) return { method, path: target, query };
  if (target in operations) {
    const op = operations[target as keyof typeof operations];
    return { method: op.method.toUpperCase(), operationId: target, query };
  }
  return `"${target}" is neither a path (starting with /) nor an operationId of the contract.`;
}

/** The parts of a request a rule looks at. */
export interface RequestFacts {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  route: ResolvedRoute | null;
  namespace: string | null;
  /** Whether the request carries a bearer token. */
  bearer: boolean;
}

export const BEARER = /^Bearer\s+\S+$/i;

const shape = (template: string) => template.replace(/\{\w*\}/g, '{}');

function pathMatches(rulePath: string, facts: RequestFacts): boolean {
  if (rulePath.endsWith('*')) return facts.pathname.startsWith(rulePath.slice(0, -1));
  if (!rulePath.includes('{')) return facts.pathname === rulePath;
  // A template: the request's own route when it has one (so a literal path never counts as a parameter),
  // otherwise the template read as a pattern.
  if (facts.route) return shape(facts.route.template) === shape(rulePath);
  return toPattern(rulePath).test(facts.pathname);
}

export function ruleMatches(rule: RouteRule, facts: RequestFacts): boolean {
  // A preflight is the browser's, never a call of the app: only a rule that names OPTIONS sees it.
  if (rule.method === '*' ? facts.method === 'OPTIONS' : rule.method !== facts.method) return false;
  if (rule.operationId && facts.route?.operationId !== rule.operationId) return false;
  if (rule.path && !pathMatches(rule.path, facts)) return false;
  for (const [key, value] of Object.entries(rule.query ?? {}))
    if (facts.searchParams.get(key) !== value) return false;
  return true;
}

/** Whether something armed for `namespace` (or for every request, when absent) applies to this request. */
export const inNamespace = (armedFor: string | undefined, facts: RequestFacts) =>
  armedFor === undefined || armedFor === facts.namespace;

/** The namespace a request carries, when it is a well-formed one. */
export function namespaceOf(value: string | string[] | null | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  return NAMESPACE.test(text) ? text : null;
}

/** The schema of a namespace given when arming something. */
export const namespaceInput = z
  .string()
  .regex(NAMESPACE, 'A namespace is 1–100 letters, digits, dots, colons, underscores or dashes.');

/** The facts of a web Request (the in-process handlers). */
export function factsOf(request: Request): RequestFacts {
  const url = new URL(request.url);
  return {
    method: request.method.toUpperCase(),
    pathname: url.pathname,
    searchParams: url.searchParams,
    route: resolveRoute(request.method, url.pathname),
    namespace: namespaceOf(request.headers.get(NAMESPACE_HEADER)),
    bearer: BEARER.test(request.headers.get('authorization') ?? ''),
  };
}

/** A rule as QA reads it back (GET /__mock/faults, /__mock/scenarios). */
export function describeRule(rule: RouteRule): string {
  const target = rule.operationId ?? rule.path;
  if (!target && !rule.query) return rule.method === '*' ? '*' : `${rule.method} *`;
  const query = rule.query ? `?${new URLSearchParams(rule.query).toString()}` : '';
  return `${rule.method} ${target ?? '*'}${query}`;
}
