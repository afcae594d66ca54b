/**
 * Report Templates (/admin/report-templates): the structured (synoptic) templates a report may carry, as
 * the API gives them (listSynopticTemplates, the cached reference list). Admins only, checked before the read.
 */
import { requireAdmin } from '~/auth.server';
import { failPageLoad } from '~/page-failure.server';
import { getSynopticTemplates } from '~/lib/reference.server';

export async function loadReportTemplates(request: Request) {
  const user = await requireAdmin(request);
  const templates = await getSynopticTemplates(user.token).catch((error: unknown) =>
    failPageLoad(request, user, error),
  );
  return { templates };
}
