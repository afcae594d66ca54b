/**
 * The two-browser consult both consult benches start from (`bench-consult.ts`, `bench-follow-me.ts`): the
 * production build and a fresh mock backend; the demo provider starts a consult on their Assigned case
 * (case-0013) and invites Esther Dubois; two browser contexts of one browser (one clock: both pages'
 * timeOrigin + now), the leader's viewer open on the case, the follower's joined from the invitation's link.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../mock-server/store/seed';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { mockCall, mockToken, startBenchServers, waitForUrl } from './lib';
import { loggedInPage } from './viewer-bench-page';

export const CONSULT_CASE = 'case-0013';
export const CONSULT_LEADER = 'provider@demo.test';
export const CONSULT_FOLLOWER = 'esther.dubois.4@providers.demo.test';

/** A number given as `--name N` on the command line, else the fallback. */
export function numberArg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

export interface ConsultPair {
  browser: Browser;
  leader: Page;
  follower: Page;
  consultId: string;
  /** The mock's origin, and a token of each, for calls beside the pages. */
  api: string;
  followerToken: string;
}

async function viewerReady(page: Page, role: 'leader' | 'follower') {
  await page.waitForSelector('[data-testid="viewer"][data-loading="false"][data-source]', {
    timeout: 60_000,
  });
  await page.waitForSelector(`[data-testid="viewer"][data-consult-role="${role}"]`);
}

/**
 * Starts the servers (`name` names the mock's data file), the consult and the two pages. `initScript` runs in
 * both pages before the app's scripts (what the bench wants the pages to keep).
 */
export async function openConsultPair(
  name: string,
  ports: { app: number; mock: number },
  initScript?: string,
): Promise<ConsultPair> {
  const { appOrigin: app, mockOrigin: api } = startBenchServers(name, ports);
  await Promise.all([waitForUrl(`${api}/__mock/health`, 180_000), waitForUrl(`${app}/login`, 60_000)]);
  const call = (token: string, method: string, route: string, body?: unknown) =>
    mockCall(api, method, route, token, body);
  const leaderToken = await mockToken(api, CONSULT_LEADER, DEMO_PASSWORD);
  const followerToken = await mockToken(api, CONSULT_FOLLOWER, DEMO_PASSWORD);
  const base = `/api/cases/${CONSULT_CASE}`;
  const { consultId } = (await call(leaderToken, 'POST', `${base}/consults`)) as { consultId: string };
  const candidates = (await call(leaderToken, 'GET', `${base}/consult-candidates`)) as Array<{
    userId: string;
    name: string;
  }>;
  const colleague = candidates.find((each) => each.name === 'Esther Dubois')!;
  await call(leaderToken, 'POST', `${base}/consults/${consultId}/invitations`, { userId: colleague.userId });

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const leader = await loggedInPage(browser, app, CONSULT_LEADER);
  const follower = await loggedInPage(browser, app, CONSULT_FOLLOWER);
  if (initScript) await Promise.all([leader.addInitScript(initScript), follower.addInitScript(initScript)]);
  await leader.goto(`${app}/viewer?caseId=${CONSULT_CASE}`);
  await viewerReady(leader, 'leader');
  await follower.goto(`${app}/viewer?caseId=${CONSULT_CASE}&consult=${consultId}`);
  await viewerReady(follower, 'follower');
  return { browser, leader, follower, consultId, api, followerToken };
}
