/**
 * The QA routes (docs/qa.md; not part of openapi.yaml), behind the QA token (./qa-token.ts):
 *
 *   GET    /__mock/health                  200 once the server is up (no token needed)
 *   POST   /__mock/reset                   the seeded database again; faults, scenarios, journal, limits, clock cleared
 *   GET|POST|DELETE /__mock/faults         ./faults.ts
 *   GET|POST|DELETE /__mock/scenarios      ./scenarios.ts
 *   GET|DELETE      /__mock/requests       ./journal.ts
 *   GET|POST|DELETE /__mock/clock          ./clock.ts (the turnaround rules' time)
 *
 * and, ahead of every contract handler, the QA step for a request that reached MSW without the HTTP app's
 * middleware (./http-middleware.ts), i.e. in-process in vitest: faults, scenarios and Prefer apply there too,
 * a reset being a network error (no socket) and byte changes left out. Through the HTTP app this step only keeps
 * the request's JSON body for the journal.
 */
import { delay, http, HttpResponse } from 'msw';
import { isJsonContentType } from '../http/operation';
import { decide, expireToken } from './decide';
import { toResponse } from './effects';
import { clockHandlers, resetClock } from './clock';
import { clearFaults, faultHandlers } from './faults';
import { QA_REQUEST_HEADER } from './http-middleware';
import { clearJournal, journalEntry, journalHandlers, recordBody } from './journal';
import { factsOf } from './matching';
import { PREFER_HEADER } from './prefer';
import { QA_TOKEN_HEADER, qaTokenMatches } from './qa-token';
import { clearScenarios, scenarioHandlers } from './scenarios';

/** Bodies past this size are not read for the journal (their size is kept). */
const JOURNAL_BODY_BYTES = 256 * 1024;

/** Faults, scenarios and the journal emptied, the clock at real time (part of every reset). */
export function clearQa() {
  resetClock();
  clearFaults();
  clearScenarios();
  clearJournal();
}

async function keepBody(request: Request, id: number) {
  const entry = journalEntry(id);
  if (!entry || !isJsonContentType(request.headers.get('content-type'))) return;
  if ((entry.bodyBytes ?? 0) > JOURNAL_BODY_BYTES) return;
  const text = await request
    .clone()
    .text()
    .catch(() => null);
  if (text) recordBody(entry, text);
}

/** `qaToken`: the token a request's own Prefer header must come with (./decide.ts). */
export function qaHandlers(reset: () => Promise<void>, qaToken: string) {
  return [
    http.get('*/__mock/health', () => HttpResponse.json({ isSuccess: true, message: 'ok', data: null })),
    http.post('*/__mock/reset', async () => {
      await reset();
      return HttpResponse.json({ isSuccess: true, message: 'Database reseeded.', data: null });
    }),
    ...faultHandlers,
    ...clockHandlers,
    ...scenarioHandlers,
    ...journalHandlers,
    // Runs before every contract handler; answers only when QA says so, otherwise falls through.
    http.all('*/api/*', async ({ request }) => {
      const decided = request.headers.get(QA_REQUEST_HEADER);
      if (decided !== null) {
        await keepBody(request, Number(decided));
        return undefined;
      }
      const withToken = qaTokenMatches(request.headers.get(QA_TOKEN_HEADER), qaToken);
      const decision = decide(factsOf(request), request.headers.get(PREFER_HEADER), withToken);
      if (decision.delayMs) await delay(decision.delayMs);
      if (decision.reset) return HttpResponse.error();
      if (decision.answer) return toResponse(decision.answer);
      if (decision.expireToken) await expireToken(request.headers.get('authorization'));
      return undefined;
    }),
  ];
}
