/**
 * All Cases (/all-cases, spec 2.4): the same list as Cases, which already holds every case (decision 035), so a
 * redirect that keeps the query (`/all-cases?status=Assigned` → `/case?status=Assigned`). The component is never
 * shown; it keeps a menu link a client navigation.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { requireAdmin } from '~/auth.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw redirect(`/case${new URL(request.url).search}`);
}

export default function AllCasesRedirect() {
  return null;
}
