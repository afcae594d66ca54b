/**
 * The admins' global banner for every page's frame (decision 037): read from getBanner, kept for a few seconds,
 * forgotten at once when this app sets or clears it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../contracts';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { ANNOUNCEMENT_TTL_MS, currentAnnouncement, forgetAnnouncement } from './announcement.server';

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

  it('shows no banner when the API cannot say', async () => {
    expect(await currentAnnouncement('not-a-token')).toBeNull();
  });
});
