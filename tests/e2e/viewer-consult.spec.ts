/**
 * A live consult with two browsers (decision 086): the demo provider starts one on the viewer tour,
 * an invitation to a provider who may not see the case is refused with the API's sentence, a colleague (whose
 * case page offers the consult, not the owner's actions) joins from the in-app invitation, whose link is the
 * e-mail's, and sees — without reloading — the leader's slide change, ruler and undo; the colleague
 * asks to lead and is handed the lead; leaving hands it back, and the last one out ends the consult, which is
 * kept with the case (naming who led and who took part) and replays. A leader who closes the consult's tab, a
 * list of theirs still open in another, is away 30 s later (decision 147): the follower is told what happened.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_MOCK_URL } from '../../playwright.config';
import { signInAs, escapeRegExp, expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe-scan';
import { E2E_QA_HEADERS } from './servers';
import { apiToken, assignedTour } from './viewer-cases';
import { drag, mainPane, rulersIn, slideShown, tool } from './viewer-page';

// The suite's last files (alphabetical): their tests spread over the workers, so none idles at the end
// while the other runs a whole file (docs/testing.md).
test.describe.configure({ mode: 'parallel' });

interface Candidate {
  userId: string;
  name: string;
  maySee: boolean;
  reason: string | null;
}

async function candidatesFor(request: APIRequestContext, caseId: string) {
  const token = await apiToken(request);
  const answer = await request.get(`${E2E_MOCK_URL}/api/cases/${caseId}/consult-candidates`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: Candidate[] }).data;
}

async function emailOf(request: APIRequestContext, userId: string) {
  const token = await apiToken(request, 'admin');
  const answer = await request.get(`${E2E_MOCK_URL}/api/users/${userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: { email: string } }).data.email;
}

const consultButton = (page: Page) => page.getByTestId('consult-button');
const viewer = (page: Page) => page.getByTestId('viewer');

async function openConsult(page: Page) {
  if ((await page.getByRole('dialog').count()) === 0) await consultButton(page).click();
  return page.getByRole('dialog');
}

test('a consult: invite, follow the leader live, ask to lead, hand over, leave', async ({
  page,
  browser,
  loginAs,
  request,
  baseURL,
}) => {
  // Two browsers through a whole consult: longer than one page's test.
  test.setTimeout(90_000);
  const tour = await assignedTour(request);
  const caseId = tour.caseData.caseID;
  const candidates = await candidatesFor(request, caseId);
  const colleague = candidates.find((each) => each.maySee)!;
  const stranger = candidates.find((each) => !each.maySee)!;

  await test.step('the leader starts a consult; a provider who may not see the case is refused', async () => {
    await loginAs('provider');
    await page.goto(`/viewer?caseId=${caseId}`);
    await slideShown(page);
    const panel = await openConsult(page);
    await panel.getByRole('button', { name: 'Start a consult' }).click();
    await expect(panel.getByTestId('consult-status')).toHaveText('You lead: the others see what you do.');
    await expect(viewer(page)).toHaveAttribute('data-consult-role', 'leader');
    const invite = panel.getByLabel('Invite a provider');
    await invite.selectOption(stranger.userId);
    await panel.getByRole('button', { name: 'Invite', exact: true }).click();
    // The API's sentence for this provider (contracts/consult.ts), shown as it is: "<name> cannot see this case:
    // not <subspecialty>; not licensed in <state>." or "…: their account is Provisionally Active." (the seed decides).
    const name = escapeRegExp(stranger.name);
    expect(stranger.reason).toMatch(
      new RegExp(
        `^${name} cannot see this case: (their account is Provisionally Active|not [^;.]+(; not [^;.]+)*)\\.$`,
      ),
    );
    await expect(panel.getByTestId('invite-message')).toHaveText(stranger.reason!);
    await invite.selectOption(colleague.userId);
    await panel.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(panel.getByTestId('invite-message')).toHaveText(`${colleague.name} is invited.`);
    await expect(panel.getByTestId('consult-participants')).toContainText(`${colleague.name}Invited`);
    await expectNoSeriousViolations(page, 'the consult panel');
    await page.keyboard.press('Escape');
  });

  const email = await emailOf(request, colleague.userId);
  const mail = await request.get(`${E2E_MOCK_URL}/__mock/outbox?email=${encodeURIComponent(email)}`, {
    headers: E2E_QA_HEADERS,
  });
  const link = /\/viewer\?caseId=[^\s]+&consult=[A-Za-z0-9_-]+/.exec(
    ((await mail.json()) as { data: { body: string } }).data.body,
  )![0];

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  const otherErrors: string[] = [];
  // As the fixture's own page: the deliberate refusals are asserted through what the page shows (having left,
  // the colleague no longer reads the case, and a read in flight then is refused).
  other.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/^Failed to load resource: the server responded with a status of 403 /.test(message.text())) return;
    otherErrors.push(message.text());
  });
  try {
    await test.step('the colleague joins from the e-mailed link and follows', async () => {
      await signInAs(other, email);
      // The case page offers the invitee the consult, not its owner's actions.
      await other.goto(`/case-details/${caseId}`);
      const actions = other.getByRole('group', { name: 'Case actions' });
      await expect(actions.getByRole('link', { name: 'Join the consult' })).toHaveAttribute('href', link);
      await expect(actions.getByRole('button', { name: 'Return to pool' })).toHaveCount(0);
      await expect(actions.getByRole('link', { name: 'Diagnose' })).toHaveCount(0);
      // The in-app invitation opens straight into the consult, as the e-mail's link does.
      await other.goto('/notifications');
      const notice = other.getByRole('link', { name: /^Join the consult on case / });
      await expect(notice).toHaveAttribute('href', link);
      await notice.click();
      await expect(other).toHaveURL(link);
      await slideShown(other);
      await expect(viewer(other)).toHaveAttribute('data-consult-role', 'follower');
      await expect(other.getByTestId('consult-banner')).toHaveText(
        'Following Maya Okafor: your own tools are off while you follow.',
      );
      await expect(tool(other, 'Toggle Measurement Mode')).toBeDisabled();
      const panel = await openConsult(page);
      await expect(panel.getByTestId('consult-participants')).toContainText(`${colleague.name}Present`);
      await page.keyboard.press('Escape');
    });

    await test.step("the follower sees the leader's slide change, ruler and undo without reloading", async () => {
      await page.getByRole('button', { name: 'Next Slide' }).click();
      await expect(viewer(page)).toHaveAttribute('data-slide-index', '1');
      await slideShown(page);
      await expect(viewer(other)).toHaveAttribute('data-slide-index', '1');
      await slideShown(other);

      await tool(page, 'Toggle Measurement Mode').click();
      await drag(page, mainPane(page), [-80, -40], [60, 50]);
      await expect(rulersIn(mainPane(page))).toHaveCount(1);
      const id = await rulersIn(mainPane(page)).first().getAttribute('data-ruler-id');
      await expect(rulersIn(mainPane(other))).toHaveCount(1);
      await expect(rulersIn(mainPane(other)).first()).toHaveAttribute('data-ruler-id', id!);

      await tool(page, 'Undo').click();
      await expect(rulersIn(mainPane(page))).toHaveCount(0);
      await expect(rulersIn(mainPane(other))).toHaveCount(0);
    });

    await test.step('the follower asks to lead and the leader hands over', async () => {
      const theirs = await openConsult(other);
      await theirs.getByRole('button', { name: 'Ask to lead' }).click();
      await expect(theirs.getByRole('button', { name: 'You asked to lead' })).toBeDisabled();
      await other.keyboard.press('Escape');
      const mine = await openConsult(page);
      await expect(mine.getByTestId('consult-participants')).toContainText('Asks to lead');
      await mine.getByRole('button', { name: `Hand over to ${colleague.name}` }).click();
      await expect(viewer(page)).toHaveAttribute('data-consult-role', 'follower');
      await expect(viewer(other)).toHaveAttribute('data-consult-role', 'leader');
      await page.keyboard.press('Escape');
      await other.getByRole('button', { name: 'Previous Slide' }).click();
      await expect(viewer(page)).toHaveAttribute('data-slide-index', '0');
    });

    await test.step('leaving hands the lead back; the last one out ends the consult', async () => {
      const theirs = await openConsult(other);
      await theirs.getByRole('button', { name: 'Leave consult' }).click();
      await expect(viewer(page)).toHaveAttribute('data-consult-role', 'leader');
      const mine = await openConsult(page);
      await expect(mine.getByTestId('consult-participants')).toContainText(`${colleague.name}Left`);
      await mine.getByRole('button', { name: 'Leave consult' }).click();
      await expect(mine.getByRole('heading', { name: 'Past consults' })).toBeVisible();
      // The newest past consult names who led it (in turn) and who took part.
      await expect(mine.getByTestId('past-consult-people').first()).toHaveText(
        `Led by Maya Okafor, ${colleague.name}. Took part: Maya Okafor, ${colleague.name}.`,
      );
      await expectNoSeriousViolations(page, 'the past consults');
      await expect(viewer(page)).not.toHaveAttribute('data-consult-role');
    });

    await test.step('the ended consult is kept with the case and replays', async () => {
      const mine = await openConsult(page);
      await mine.getByRole('button', { name: 'Replay' }).click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('consult-banner')).toHaveText(
        /^Replaying the consult: step \d+ of \d+\.(Led by (Maya Okafor|.+)\.)?Stop replay$/,
      );
      await expect(tool(page, 'Toggle Measurement Mode')).toBeDisabled();
      await page.getByRole('button', { name: 'Stop replay' }).click();
      await expect(page.getByTestId('consult-banner')).toHaveCount(0);
      await expect(tool(page, 'Toggle Measurement Mode')).toBeEnabled();
    });
    expect(otherErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a consult its rule ends says why in the viewer (no one active in it)', async ({
  page,
  loginAs,
  request,
}) => {
  const tour = await assignedTour(request);
  await loginAs('provider');
  await page.goto(`/viewer?caseId=${tour.caseData.caseID}`);
  await slideShown(page);
  const panel = await openConsult(page);
  await panel.getByRole('button', { name: 'Start a consult' }).click();
  await expect(viewer(page)).toHaveAttribute('data-consult-role', 'leader');
  await page.keyboard.press('Escape');
  try {
    // An hour on the backend's clock: nobody asked about the consult for longer than its idle time.
    const moved = await request.post(`${E2E_MOCK_URL}/__mock/clock`, {
      headers: E2E_QA_HEADERS,
      data: { advanceHours: 1 },
    });
    expect(moved.status()).toBe(200);
    // The viewer's next read of the consult (every 5 s) finds it ended, and says why.
    await expect(page.getByTestId('consult-banner')).toHaveText(
      'The consult ended after 15 minutes with no one active in it.Dismiss',
      { timeout: 15_000 },
    );
    await expect(viewer(page)).not.toHaveAttribute('data-consult-role');
    await expect(tool(page, 'Toggle Measurement Mode')).toBeEnabled();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByTestId('consult-banner')).toHaveCount(0);
  } finally {
    await request.delete(`${E2E_MOCK_URL}/__mock/clock`, { headers: E2E_QA_HEADERS });
  }
});

test("a leader who closes the consult's tab is away though another tab is open: the follower is told why it ended", async ({
  page,
  browser,
  loginAs,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tour = await assignedTour(request);
  const caseId = tour.caseData.caseID;
  const colleague = (await candidatesFor(request, caseId)).find((each) => each.maySee)!;
  const email = await emailOf(request, colleague.userId);
  // The leader's list in one tab (its stream names no consult), the consult's viewer in another.
  await loginAs('provider');
  const listOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/live');
  await page.goto('/availableCases');
  expect((await listOpen).status()).toBe(200);
  const consultTab = await page.context().newPage();
  await consultTab.goto(`/viewer?caseId=${caseId}`);
  await slideShown(consultTab);
  const panel = await openConsult(consultTab);
  await panel.getByRole('button', { name: 'Start a consult' }).click();
  await expect(viewer(consultTab)).toHaveAttribute('data-consult-role', 'leader');
  await panel.getByLabel('Invite a provider').selectOption(colleague.userId);
  await panel.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(panel.getByTestId('invite-message')).toHaveText(`${colleague.name} is invited.`);
  const token = await apiToken(request);
  const consults = await request.get(`${E2E_MOCK_URL}/api/cases/${caseId}/consults`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const consultId = (
    (await consults.json()) as { data: Array<{ consultId: string; state: string }> }
  ).data.find((each) => each.state === 'Active')!.consultId;

  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  try {
    await signInAs(other, email);
    await other.goto(`/viewer?caseId=${caseId}&consult=${consultId}`);
    await slideShown(other);
    await expect(other.getByTestId('consult-banner')).toHaveText(
      'Following Maya Okafor: your own tools are off while you follow.',
    );
    // The consult's page gone; the list stays open. 31 s on the backend's clock, moved until the mock has seen
    // the viewer's stream end: the leader is away, and with no one else present reading the case, it ends.
    await consultTab.close();
    const ended =
      "The consult ended: its leader's connection was lost for 30 seconds and no one else present could take the lead.Dismiss";
    await expect(async () => {
      const moved = await request.post(`${E2E_MOCK_URL}/__mock/clock`, {
        headers: E2E_QA_HEADERS,
        data: { advanceHours: 31 / 3600 },
      });
      expect(moved.status()).toBe(200);
      await expect(other.getByTestId('consult-banner')).toHaveText(ended, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(viewer(other)).not.toHaveAttribute('data-consult-role');
  } finally {
    await request.delete(`${E2E_MOCK_URL}/__mock/clock`, { headers: E2E_QA_HEADERS });
    await context.close();
  }
});
