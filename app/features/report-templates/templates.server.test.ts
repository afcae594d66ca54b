/** The admins' Report Templates page: the API's templates for an admin; anyone else sent away before the read. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { appRequest, sessionFor, settle } from '../../../tests/setup/app-session';
import { loadReportTemplates } from './templates.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

describe('Report Templates', () => {
  it('shows an admin every template with its items; a provider is redirected before anything is read', async () => {
    const admin = await sessionFor('admin@demo.test');
    const { templates } = await loadReportTemplates(appRequest(admin.cookie, '/admin/report-templates'));
    expect(templates.map((t) => t.id)).toContain('breast-core-biopsy');
    expect(templates.every((t) => t.items.length > 0)).toBe(true);

    const provider = await sessionFor('provider@demo.test');
    const refused = await settle(() =>
      loadReportTemplates(appRequest(provider.cookie, '/admin/report-templates')),
    );
    expect(refused.thrown).toBe(true);
    expect((refused.value as Response).status).toBe(302);
  });
});
