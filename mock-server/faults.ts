/**
 * Fault injection for QA and tests: make the next matching calls fail in a chosen way, then behave again.
 *
 *   POST   /__mock/faults  { "method": "GET", "path": "/api/Users/current", "times": 1,
 *                            "fault": { "status": 500 } | { "malformed": true } | { "network": true } }
 *   DELETE /__mock/faults  clears every fault
 *   POST   /__mock/reset   reseeds the database and clears faults
 *   GET    /__mock/health  answers 200 once the server is up
 *
 * These routes belong to the mock only; they are not part of openapi.yaml.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { fail } from './http';

const faultSchema = z.object({
  method: z.string().toUpperCase().default('GET'),
  path: z.string().startsWith('/'),
  times: z.int().positive().max(1000).default(1),
  fault: z.union([
    z.object({ status: z.int().min(400).max(599), message: z.string().optional() }),
    z.object({ malformed: z.literal(true) }),
    z.object({ network: z.literal(true) }),
  ]),
});

type Fault = z.infer<typeof faultSchema>;
const active: Fault[] = [];

export function clearFaults() {
  active.length = 0;
}

function take(request: Request): Fault | undefined {
  const { pathname } = new URL(request.url);
  const index = active.findIndex((f) => f.method === request.method && f.path === pathname);
  if (index < 0) return undefined;
  const fault = active[index]!;
  if (--fault.times <= 0) active.splice(index, 1);
  return fault;
}

/**
 * The answer of an armed fault matching this request (a network fault is `Response.error()`), or undefined.
 * Also asked by the routes express answers ahead of MSW (mock-server/streamed-routes.ts).
 */
export function faultAnswer(request: Request): Response | undefined {
  const fault = take(request);
  if (!fault) return undefined;
  if ('network' in fault.fault) return HttpResponse.error();
  if ('malformed' in fault.fault) return HttpResponse.json({ isSuccess: true, data: { unexpected: true } });
  return fail(fault.fault.status, fault.fault.message ?? 'Injected fault');
}

export function faultHandlers(reset: () => Promise<void>) {
  return [
    http.get('*/__mock/health', () => HttpResponse.json({ isSuccess: true, message: 'ok', data: null })),
    http.post('*/__mock/faults', async ({ request }) => {
      const parsed = faultSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success)
        return fail(400, `Invalid fault: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      active.push(parsed.data);
      return HttpResponse.json({ isSuccess: true, message: 'Fault armed.', data: parsed.data });
    }),
    http.delete('*/__mock/faults', () => {
      clearFaults();
      return HttpResponse.json({ isSuccess: true, message: 'Faults cleared.', data: null });
    }),
    http.post('*/__mock/reset', async () => {
      clearFaults();
      await reset();
      return HttpResponse.json({ isSuccess: true, message: 'Database reseeded.', data: null });
    }),
    // Runs before every contract handler; answers only when a fault matches, otherwise falls through.
    http.all('*/api/*', ({ request }) => faultAnswer(request)),
  ];
}
