/** GET /image-archive/search: the facility's image archive searched for case creation (JSON). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { searchArchive } from '~/features/case-creation/archive.server';

export const loader = ({ request }: LoaderFunctionArgs) => searchArchive(request);
