/**
 * Fault injection: make the next matching calls fail in a chosen way, then behave again.
 *
 *   POST   /__mock/faults  { "method"?: "GET", "path": "/api/cases/{caseId}", "query"?: { … }, "times"?: 1,
 *                            "namespace"?: "…", "fault": { "status": 500, "message"?: "…", "headers"?: { … } }
 *                                                      | { "malformed": true } | { "network": true } }
 *   GET    /__mock/faults  what is armed, with the calls each has left
 *   DELETE /__mock/faults  clears every fault (`?namespace=` only that namespace's)
 *
 * A fault matches by method (GET unless given; `*` for any) and route template, concrete path, prefix or
 * operationId (./matching.ts), on every route the mock serves: the API, slide bytes, tus uploads and the streamed
 * multipart routes. Unknown keys are refused (400 naming them). `network` resets the connection (the in-process
 * handlers, which have no socket, answer a network error): the process goes on answering.
 * These routes belong to the mock only; they are not part of openapi.yaml.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { fail } from '../http/operation';
import type { Effect } from './effects';
import { envelopeAnswer, jsonAnswer } from './effects';
import {
  describeRule,
  inNamespace,
  namespaceInput,
  parseRouteRule,
  ruleMatches,
  type RequestFacts,
  type RouteRule,
} from './matching';
import { readQaBody } from './qa-body';

const faultKind = z
  .strictObject({
    status: z.int().min(400).max(599).optional(),
    message: z.string().min(1).max(500).optional(),
    headers: z.record(z.string().regex(/^[A-Za-z0-9-]{1,64}$/), z.string().max(500)).optional(),
    malformed: z.literal(true).optional(),
    network: z.literal(true).optional(),
  })
  .refine(
    (f) => [f.status !== undefined, f.malformed, f.network].filter(Boolean).length === 1,
    'Give exactly one of "status", "malformed" or "network".',
  )
  .refine(
    (f) => f.status !== undefined || (f.message === undefined && f.headers === undefined),
    '"message" and "headers" go with "status" only.',
  );

export const faultInput = z.strictObject({
  method: z.string().trim().min(1).max(10).default('GET'),
  path: z.string().trim().startsWith('/').max(500),
  query: z.record(z.string().max(200), z.string().max(500)).optional(),
  times: z.int().positive().max(1000).default(1),
  namespace: namespaceInput.optional(),
  fault: faultKind,
});

type FaultKind = z.infer<typeof faultKind>;

interface ArmedFault {
  id: number;
  rule: RouteRule;
  namespace?: string;
  remaining: number;
  fault: FaultKind;
  armedAt: string;
}

const armed: ArmedFault[] = [];
let nextId = 1;

export function clearFaults(namespace?: string) {
  for (let i = armed.length - 1; i >= 0; i--)
    if (namespace === undefined || armed[i]!.namespace === namespace) armed.splice(i, 1);
  // All cleared (a reset): numbering starts again, so a journal's "fault 1" means the same in every run.
  if (namespace === undefined) nextId = 1;
}

/** Arms a fault from its input; a string says what is wrong with it. */
export function armFault(input: unknown): ArmedFault | string {
  const parsed = faultInput.safeParse(input);
  if (!parsed.success) return `Invalid fault: ${issuesText(parsed.error)}`;
  const { method, path, query, times, namespace, fault } = parsed.data;
  const rule = parseRouteRule({ method, path, query }, 'GET');
  if (typeof rule === 'string') return `Invalid fault: ${rule}`;
  const entry: ArmedFault = {
    id: nextId++,
    rule,
    namespace,
    remaining: times,
    fault,
    armedAt: new Date().toISOString(),
  };
  armed.push(entry);
  return entry;
}

/** The first armed fault that applies to this request, its count taken down (gone at 0), as an effect. */
export function takeFault(facts: RequestFacts): { effect: Effect; label: string } | undefined {
  const index = armed.findIndex((f) => inNamespace(f.namespace, facts) && ruleMatches(f.rule, facts));
  if (index < 0) return undefined;
  const fault = armed[index]!;
  if (--fault.remaining <= 0) armed.splice(index, 1);
  return { effect: faultEffect(fault.fault), label: `fault ${fault.id}` };
}

function faultEffect(fault: FaultKind): Effect {
  if (fault.network) return { kind: 'reset' };
  if (fault.malformed)
    return { kind: 'answer', answer: jsonAnswer(200, { isSuccess: true, data: { unexpected: true } }) };
  return {
    kind: 'answer',
    answer: envelopeAnswer(fault.status!, fault.message ?? 'Injected fault', fault.headers),
  };
}

const view = (f: ArmedFault) => ({
  id: f.id,
  route: describeRule(f.rule),
  namespace: f.namespace ?? null,
  remaining: f.remaining,
  fault: f.fault,
  armedAt: f.armedAt,
});

export function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export const faultHandlers = [
  http.get('*/__mock/faults', () =>
    HttpResponse.json({ isSuccess: true, message: null, data: armed.map(view), error: null, details: null }),
  ),
  http.post('*/__mock/faults', async ({ request }) => {
    const body = await readQaBody(request);
    if (body instanceof Response) return body;
    const result = armFault(body);
    if (typeof result === 'string') return fail(400, result);
    return HttpResponse.json({
      isSuccess: true,
      message: 'Fault armed.',
      data: view(result),
      error: null,
      details: null,
    });
  }),
  http.delete('*/__mock/faults', ({ request }) => {
    const namespace = new URL(request.url).searchParams.get('namespace') ?? undefined;
    clearFaults(namespace);
    return HttpResponse.json({
      isSuccess: true,
      message: 'Faults cleared.',
      data: null,
      error: null,
      details: null,
    });
  }),
];
