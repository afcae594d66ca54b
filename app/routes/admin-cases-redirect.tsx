/**
 * /admin/cases → /case with the same query (decision 080): the admin dashboard links into the filtered
 * Cases list as `/admin/cases?dueState=Overdue`; the list itself lives at the spec's /case. Admins only (others
 * are sent to their landing page before anything else); the list's own loader reads and checks the filters.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireAdmin } from '~/auth.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(`/case${new URL(request.url).search}`);
}
