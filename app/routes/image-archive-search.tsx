/**
 * POST /image-archive/search: the facility's image archive searched for case creation (JSON). A POST, though it
 * changes nothing, so that an attach on the same page (an action) does not run the search again against the
 * archive: Remix re-runs loaded fetchers after every action, not submitted ones.
 */
import type { ActionFunctionArgs } from '@remix-run/node';
import { searchArchive } from '~/features/case-creation/archive.server';

export const action = ({ request }: ActionFunctionArgs) => searchArchive(request);
