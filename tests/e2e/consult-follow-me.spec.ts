/**
 * Follow-me that keeps up (decision 109), two browsers in one consult on the viewer tour: while the
 * leader's mouse is still down in a real drag, the follower's view has moved already (it used to move only after
 * the release), and the leader's pointer shows on the follower's slide with their name, hidden once it leaves
 * the slide. Then a leader's page goes away without Leave: 30 s later (the QA clock moved on) the lead passes
 * to the one present.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { signInAs, expect, test } from './fixtures';
import { E2E_QA_HEADERS } from './servers';
import { apiToken, assignedTour, tokenOf } from './viewer-cases';
import { centreOf, mainPane, slideShown } from './viewer-page';

async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const answer = await request.fetch(`${E2E_MOCK_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

const centre = async (page: Page) =>
  ((await mainPane(page).getAttribute('data-center')) ?? '').split(',').map(Number) as [number, number];

/** A provider who may see the case, signed in in a browser of their own. */
async function colleagueIn(browser: Browser, baseURL: string, request: APIRequestContext, caseId: string) {
  const token = await apiToken(request);
  const admin = await apiToken(request, 'admin');
  const candidates = await api<Array<{ userId: string; name: string; maySee: boolean }>>(
    request,
    token,
    'GET',
    `/api/cases/${caseId}/consult-candidates`,
  );
  const colleague = candidates.find((each) => each.maySee)!;
  const { email } = await api<{ email: string }>(request, admin, 'GET', `/api/users/${colleague.userId}`);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, email);
  return { context, page, colleague, token: await tokenOf(request, email) };
}

test('the follower sees the leader drag as it happens, and the leader pointer', async ({
  page,
  browser,
  loginAs,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const tour = await assignedTour(request);
  const caseId = tour.caseData.caseID;
  const leaderToken = await apiToken(request);
  const consult = await api<{ consultId: string }>(
    request,
    leaderToken,
    'POST',
    `/api/cases/${caseId}/consults`,
  );
  const base = `/api/cases/${caseId}/consults/${consult.consultId}`;
  const other = await colleagueIn(browser, baseURL!, request, caseId);
  try {
    await api(request, leaderToken, 'POST', `${base}/invitations`, { userId: other.colleague.userId });
    await loginAs('provider');
    await page.goto(`/viewer?caseId=${caseId}`);
    await slideShown(page);
    await expect(page.getByTestId('viewer')).toHaveAttribute('data-consult-role', 'leader');
    await other.page.goto(`/viewer?caseId=${caseId}&consult=${consult.consultId}`);
    await slideShown(other.page);
    await expect(other.page.getByTestId('viewer')).toHaveAttribute('data-consult-role', 'follower');

    await test.step("during a real drag, the follower's view moves before the mouse is released", async () => {
      const before = await centre(other.page);
      const { box, x, y } = await centreOf(mainPane(page));
      await page.mouse.move(box.x + x, box.y + y);
      await page.mouse.down();
      // The mouse keeps moving, a few pixels at a time: the leader's view never comes to rest, so no step of
      // the log is made before the release (one is made per finished movement). The follower moves anyway.
      let movedAt: number | null = null;
      for (let i = 1; i <= 60 && movedAt === null; i++) {
        await page.mouse.move(box.x + x - 4 * i, box.y + y - 2 * i);
        if ((await centre(other.page))[0] > before[0] + 0.005) movedAt = i;
      }
      expect(movedAt, "the follower's view moved while the leader's mouse moved").not.toBeNull();
      const pointer = other.page.getByTestId('consult-pointer');
      await expect(pointer).toBeVisible();
      await expect(pointer).toHaveText('Maya Okafor');
      await page.mouse.up();
      // And it ends where the leader's ends.
      await expect
        .poll(async () => {
          const [mine, theirs] = [await centre(page), await centre(other.page)];
          return Math.abs(mine[0] - theirs[0]) + Math.abs(mine[1] - theirs[1]);
        })
        .toBeLessThan(0.002);
    });

    await test.step("the leader's pointer leaving the slide hides it", async () => {
      await page.getByTestId('consult-button').hover();
      await expect(other.page.getByTestId('consult-pointer')).toBeHidden();
    });

    await test.step('a leader who closes the page without leaving hands the lead on 30 s later', async () => {
      // The colleague leads (a leader who is the case's own reader leaving would end it: no one else reads it).
      await api(request, leaderToken, 'POST', `${base}/leader`, { userId: other.colleague.userId });
      await expect(other.page.getByTestId('viewer')).toHaveAttribute('data-consult-role', 'leader');
      await expect(page.getByTestId('viewer')).toHaveAttribute('data-consult-role', 'follower');
      await other.page.goto('about:blank');
      const clock = (seconds: number) =>
        request.post(`${E2E_MOCK_URL}/__mock/clock`, {
          headers: E2E_QA_HEADERS,
          data: { advanceHours: seconds / 3600 },
        });
      // Once the page's stream has ended at the backend, 31 s on the QA clock make its leader away (the
      // integration test, mock-server/consults/away.test.ts, shows the 29 s before it change nothing).
      await expect
        .poll(
          async () => {
            expect((await clock(31)).ok()).toBe(true);
            return page.getByTestId('viewer').getAttribute('data-consult-role');
          },
          // The page's stream ends at the backend through the app's relay, on a loaded machine too.
          { intervals: [500, 1000, 2000], timeout: 20_000 },
        )
        .toBe('leader');
    });
  } finally {
    await request.delete(`${E2E_MOCK_URL}/__mock/clock`, { headers: E2E_QA_HEADERS });
    await other.context.close();
    for (const token of [leaderToken, other.token]) {
      await request.post(`${E2E_MOCK_URL}${base}/leave`, { headers: { Authorization: `Bearer ${token}` } });
    }
  }
});
