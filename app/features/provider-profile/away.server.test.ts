/**
 * About Me's away dates (docs/assignment.md): shown with the caseload, set and cleared through the page's action,
 * refused with a message under the field when the last day is before the first (and nothing saved).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { AWAY_MESSAGES } from './away';
import { loadAboutMe, saveAboutMe } from './profile.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const readAssignment = async (cookie: string) => {
  const page = (await loadAboutMe(appRequest(cookie, '/about-me'))) as unknown as {
    data: {
      assignment: { openCases: number; caseloadCap: number; awayFrom: string | null; awayTo: string | null };
    };
  };
  return page.data.assignment;
};

describe('About Me: away dates', () => {
  it('shows the caseload, saves the dates typed, and clears them', async () => {
    const provider = await sessionFor('provider@demo.test');
    expect(await readAssignment(provider.cookie)).toMatchObject({
      openCases: 40,
      caseloadCap: 60, // the seed's (docs/assignment.md, "The seed")
      awayFrom: null,
    });

    const saved = redirectOf(
      (await saveAboutMe(
        appRequest(provider.cookie, '/about-me?away', {
          intent: 'save',
          awayFrom: '12/21/2026',
          awayTo: '12/31/2026',
        }),
      )) as Response,
    );
    expect(saved).toMatchObject({
      location: '/about-me',
      flash: { kind: 'success', message: AWAY_MESSAGES.saved },
    });
    expect(await readAssignment(provider.cookie)).toMatchObject({
      awayFrom: '2026-12-21',
      awayTo: '2026-12-31',
    });

    const cleared = redirectOf(
      (await saveAboutMe(appRequest(provider.cookie, '/about-me?away', { intent: 'clear' }))) as Response,
    );
    expect(cleared.flash).toEqual({ kind: 'success', message: AWAY_MESSAGES.cleared });
    expect(await readAssignment(provider.cookie)).toMatchObject({ awayFrom: null, awayTo: null });
  });

  it('refuses a last day before the first, under the field, and saves nothing', async () => {
    const provider = await sessionFor('provider@demo.test');
    const refused = await settle(() =>
      saveAboutMe(
        appRequest(provider.cookie, '/about-me?away', {
          intent: 'save',
          awayFrom: '12/31/2026',
          awayTo: '12/21/2026',
        }),
      ),
    );
    const reply = refused.value as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({ awayTo: [AWAY_MESSAGES.backwards] });
    expect(await readAssignment(provider.cookie)).toMatchObject({ awayFrom: null, awayTo: null });
  });
});
