/**
 * The admins' global banner for every page's frame (decision 037): read from getBanner, kept for a few seconds,
 * forgotten at once when this app sets or clears it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../contracts';
import { TEST_API } from '../../../tests/setup/mock-backend';
import {
  ANNOUNCEMENT_TTL_MS,
  FRESH_AFTER_CHANGE_MS,
  currentAnnouncement,
  forgetAnnouncement,
} from './announcement.server';

async function tokenFor(email: string) {
  const { data } = await createApiClient({ baseUrl: TEST_API }).POST('/api/users/login', {
    body: { email, password: 'Demo-pass-2026' },
  });
  return data!.data.token;
}
const clientFor = async (email: string) =>
  createApiClient({ baseUrl: TEST_API, token: await tokenFor(email) });
const ADMIN = 'admin@demo.test';
const FACILITY = 'facility@demo.test';

const MESSAGE = 'Scheduled maintenance on Saturday from 22:00 to 23:00 UTC.';

describe('the global banner in the frame', () => {
  beforeEach(() => {
    vi.stubEnv('API_BASE_URL', TEST_API);
    forgetAnnouncement();
  });

  it('shows what the admin set after this app forgets the kept value, and nothing once cleared', async () => {
    const token = await tokenFor(FACILITY);
    const admin = await clientFor(ADMIN);
    const now = Date.now();
    expect(await currentAnnouncement(token, now)).toBeNull();

    await admin.PUT('/api/banner', { body: { message: MESSAGE } });
    // Kept: a burst of page loads asks once.
    expect(await currentAnnouncement(token, now + 1)).toBeNull();
    forgetAnnouncement();
    const shown = await currentAnnouncement(token, now + 2);
    expect(shown?.message).toBe(MESSAGE);
    expect(shown?.key).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    await admin.DELETE('/api/banner');
    // Another app instance (no forget) sees the change once the kept value is older than the TTL.
    expect((await currentAnnouncement(token, now + 3))?.message).toBe(MESSAGE);
    expect(await currentAnnouncement(token, now + 3 + ANNOUNCEMENT_TTL_MS)).toBeNull();
  });

  it('the admin who changed it on another instance sees the change at once, for as long as any kept copy lives', async () => {
    const token = await tokenFor(ADMIN);
    const admin = await clientFor(ADMIN);
    const now = Date.now();
    // This instance keeps 'no banner'; another instance sets it for this admin, whose session says when.
    expect(await currentAnnouncement(token, now)).toBeNull();
    await admin.PUT('/api/banner', { body: { message: MESSAGE } });
    const changedAt = now + 1;
    expect((await currentAnnouncement(token, now + 2, changedAt))?.message).toBe(MESSAGE);
    // Every user else: the kept copy until its TTL ends (a clear on the other instance, unseen here yet).
    await admin.DELETE('/api/banner');
    expect((await currentAnnouncement(token, now + 3))?.message).toBe(MESSAGE);
    expect(await currentAnnouncement(token, now + 4, changedAt)).toBeNull();
    // Past the window, the admin shares the kept value again (no call per page for ever).
    const later = changedAt + FRESH_AFTER_CHANGE_MS;
    expect(await currentAnnouncement(token, later, changedAt)).toBeNull();
    await admin.PUT('/api/banner', { body: { message: MESSAGE } });
    expect(await currentAnnouncement(token, later + 1, changedAt)).toBeNull();
    await admin.DELETE('/api/banner');
  });

  it('shows no banner when the API cannot say', async () => {
    expect(await currentAnnouncement('not-a-token')).toBeNull();
  });
});
