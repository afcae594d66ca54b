/**
 * /admin/assignment (docs/assignment.md): admins read and replace where cases are assigned automatically; one box
 * or none checked is a list; a facility that does not exist is refused with the backend's message and nothing
 * changes; anyone else is sent away.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { loadAssignmentSettings, saveAssignmentSettings } from './settings.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const post = (cookie: string, pairs: Array<[string, string]>) =>
  new Request('http://app.test/admin/assignment', {
    method: 'POST',
    headers: { Cookie: cookie },
    body: new URLSearchParams(pairs),
  });

type Page = { data: { settings: { facilityIds: string[]; caseTypes: string[] }; facilities: unknown[] } };

describe('/admin/assignment', () => {
  it('saves the boxes checked, one or several, and then none', async () => {
    const admin = await sessionFor('admin@demo.test');
    const page = (await loadAssignmentSettings(
      appRequest(admin.cookie, '/admin/assignment'),
    )) as unknown as Page;
    expect(page.data.settings).toMatchObject({ facilityIds: [], caseTypes: [] });
    expect(page.data.facilities.length).toBeGreaterThan(0);

    const saved = redirectOf(
      (await saveAssignmentSettings(
        post(admin.cookie, [
          ['facilityIds', 'fac-001'],
          ['caseTypes', 'cytology'],
          ['caseTypes', 'dermatopathology'],
        ]),
      )) as Response,
    );
    expect(saved.flash).toEqual({ kind: 'success', message: 'Assignment settings saved.' });
    const after = (await loadAssignmentSettings(
      appRequest(admin.cookie, '/admin/assignment'),
    )) as unknown as Page;
    expect(after.data.settings).toMatchObject({
      facilityIds: ['fac-001'],
      caseTypes: ['cytology', 'dermatopathology'],
    });

    await saveAssignmentSettings(post(admin.cookie, []));
    const none = (await loadAssignmentSettings(
      appRequest(admin.cookie, '/admin/assignment'),
    )) as unknown as Page;
    expect(none.data.settings).toMatchObject({ facilityIds: [], caseTypes: [] });
  });

  it('refuses a facility that does not exist, and changes nothing', async () => {
    const admin = await sessionFor('admin@demo.test');
    const refused = await settle(() =>
      saveAssignmentSettings(post(admin.cookie, [['facilityIds', 'fac-nope']])),
    );
    const reply = refused.value as { data: { toast: { message: string } }; init: { status: number } };
    expect(reply.init.status).toBe(422);
    expect(reply.data.toast.message).toBe('No facility has this id.');
  });

  it('is for admins only', async () => {
    const provider = await sessionFor('provider@demo.test');
    const result = await settle(() =>
      loadAssignmentSettings(appRequest(provider.cookie, '/admin/assignment')),
    );
    expect(result.thrown && (result.value as Response).status).toBe(302);
  });
});
