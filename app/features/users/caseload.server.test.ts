/**
 * A provider's caseload on their admin page (docs/assignment.md): shown with the page, the cap saved through the
 * page's action with the backend's warning when it is below the open cases, bad input refused under the field.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { changeUserStatusAction, loadUserDetail } from './detail.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const PAGE = '/users/detail/usr-provider';

describe('a provider’s caseload cap', () => {
  it('is shown, and saved with the warning when it is below the open cases', async () => {
    const admin = await sessionFor('admin@demo.test');
    const page = (await loadUserDetail(appRequest(admin.cookie, PAGE), 'usr-provider')) as unknown as {
      data: { caseload: { caseloadCap: number; openCases: number } };
    };
    // The seed's cap for the demo provider (docs/assignment.md, "The seed").
    expect(page.data.caseload).toMatchObject({ caseloadCap: 60, openCases: 40 });
    const saved = redirectOf(
      (await changeUserStatusAction(
        appRequest(admin.cookie, `${PAGE}?cap`, { caseloadCap: '30' }),
        'usr-provider',
      )) as Response,
    );
    expect(saved.location).toBe(PAGE);
    expect(saved.flash).toEqual({
      kind: 'success',
      message:
        'Assignment profile saved. The cap of 30 is below the 40 cases open: no case is assigned to them until fewer are open.',
    });
  });

  it('refuses a cap that is not a whole number from 1 to 500, and saves nothing', async () => {
    const admin = await sessionFor('admin@demo.test');
    for (const bad of ['0', '501', '2.5', 'ten']) {
      const refused = await settle(() =>
        changeUserStatusAction(appRequest(admin.cookie, `${PAGE}?cap`, { caseloadCap: bad }), 'usr-provider'),
      );
      const reply = refused.value as {
        data: { result: { error: Record<string, string[]> } };
        init: { status: number };
      };
      expect(reply.init.status, bad).toBe(400);
      expect(reply.data.result.error.caseloadCap, bad).toEqual(['Enter a whole number from 1 to 500.']);
    }
    const page = (await loadUserDetail(appRequest(admin.cookie, PAGE), 'usr-provider')) as unknown as {
      data: { caseload: { caseloadCap: number } };
    };
    expect(page.data.caseload.caseloadCap).toBe(60);
  });
});
