/**
 * `npm run bench:live`: how long a change made elsewhere takes to reach a reader (docs/live.md), printed
 * and never asserted. Starts its own mock backend (fresh database) and the production app on its build (build
 * first), opens Available Cases as provider@demo.test in Chromium, and ROUNDS times has another provider pick a
 * case up through the API, then return it, timing:
 *   1. the event: from the API call's start to the event read from the app's relay (`/live`) by this process;
 *   2. the list: from the same start to the browser's list without the row (picked up) and with it again,
 *      marked New (returned): the event, the list's reload and the render.
 * Times are wall clock on one machine (the browser's Date.now() and this process's agree).
 *
 *   npm run bench:live -- --rounds 30 --app-port 3730 --mock-port 4730
 */
import { chromium } from '@playwright/test';
import { readFrames } from '../contracts/event-stream';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { mockCall, mockToken, quantile, startBenchServers, waitForUrl } from './lib';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const rounds = arg('rounds', 30);
const appPort = arg('app-port', 3730);
const mockPort = arg('mock-port', 4730);
const { appOrigin, mockOrigin } = startBenchServers('bench-live', { app: appPort, mock: mockPort });

/** A list the bench reads from the mock: its items. */
const listOf = async <T>(pathname: string, token: string) =>
  ((await mockCall(mockOrigin, 'GET', pathname, token)) as { items: T[] }).items;
const tokenOf = (email: string) => mockToken(mockOrigin, email, DEMO_PASSWORD);

const line = (name: string, values: number[]) =>
  `${name.padEnd(40)} p50 ${quantile(values, 0.5).toFixed(0).padStart(5)} ms   p95 ${quantile(values, 0.95)
    .toFixed(0)
    .padStart(5)} ms   max ${Math.max(...values)
    .toFixed(0)
    .padStart(5)} ms   (n=${values.length})`;

async function main() {
  await Promise.all([waitForUrl(`${mockOrigin}/__mock/health`), waitForUrl(`${appOrigin}/login`)]);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const page = await (await browser.newContext({ baseURL: appOrigin })).newPage();
  const login = await page.request.post('/login', {
    form: { email: 'provider@demo.test', password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  if (login.status() !== 302) throw new Error(`login → ${login.status()}`);
  await page.goto('/availableCases');
  await page.waitForSelector('html[data-hydrated]');
  const shown = (await page.getByRole('rowheader').allInnerTexts()).map(
    (text) => text.trim().split(/\s/)[0]!,
  );

  // A rival who may pick up one of the shown cases.
  const admin = await tokenOf('admin@demo.test');
  const providers = await listOf<{ email: string }>(
    '/api/users?role=Provider&status=Active&pageSize=20',
    admin,
  );
  let rival: { token: string; caseId: string; recordId: string } | null = null;
  for (const { email } of providers) {
    if (email.endsWith('@demo.test') || rival) continue;
    const token = await tokenOf(email);
    const list = await listOf<{ caseID: string; caseRecordId: string; pickUp?: { allowed: boolean } }>(
      '/api/cases?status=Available&pageSize=100',
      token,
    );
    const item = list.find((c) => shown.slice(0, 5).includes(c.caseRecordId) && c.pickUp?.allowed);
    if (item) rival = { token, caseId: item.caseID, recordId: item.caseRecordId };
  }
  if (!rival) throw new Error('no provider may pick up a shown case');

  // The relay read by this process, as the browser reads it (the page's cookie).
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const relay = await fetch(`${appOrigin}/live`, { headers: { Cookie: cookies } });
  const frames = readFrames(relay.body!);
  const nextCaseEvent = async () => {
    for (;;) {
      const { value, done } = await frames.next();
      if (done) throw new Error('the relay ended');
      if (value.event === 'case.changed' && JSON.parse(value.data).data.caseId === rival!.caseId) return;
    }
  };

  const row = page.getByRole('row').filter({ hasText: rival.recordId });
  const event: number[] = [];
  const gone: number[] = [];
  const back: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let start = Date.now();
    const heard = nextCaseEvent().then(() => Date.now() - start);
    await mockCall(mockOrigin, 'POST', `/api/cases/${rival.caseId}/pick-up`, rival.token);
    await row.waitFor({ state: 'detached' });
    gone.push(Date.now() - start);
    event.push(await heard);
    start = Date.now();
    const heardBack = nextCaseEvent().then(() => Date.now() - start);
    await mockCall(mockOrigin, 'POST', `/api/cases/${rival.caseId}/release`, rival.token);
    await row.filter({ hasText: 'New' }).waitFor();
    back.push(Date.now() - start);
    event.push(await heardBack);
  }
  console.log(`Live updates over ${rounds} rounds (a pick-up by another provider, then its release):`);
  console.log(line('event through the relay', event));
  console.log(line('Available Cases without the row', gone));
  console.log(line('Available Cases with the row back, New', back));
  await browser.close();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
