/**
 * /pathologist and /pathologist/primary-diagnosis-case (spec 2.5): the provider's cases awaiting diagnosis are
 * My Cases (Assigned to them, each with 'Diagnose'), so both redirect there (an admin to Cases, a facility to
 * Send-Out Cases). Decision 032.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirectToCasesToDiagnose } from '~/features/reading/workspace.server';

export const loader = ({ request }: LoaderFunctionArgs) => redirectToCasesToDiagnose(request);

/** Never shown: the loader always redirects (a component keeps this a page route for client navigation). */
export default function PathologistRedirect() {
  return null;
}
