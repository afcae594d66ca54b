/**
 * GET /viewer/links?id=…&id=… (up to five): the slide links of one batch for the viewer in the browser, fetched
 * here with the session's token (spec 4.4 and 7). Answers JSON; 400 for invalid ids.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSlideLinks } from '~/features/viewer/viewer.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const batch = await loadSlideLinks(request);
  const headers = { 'Cache-Control': 'private, no-store' };
  // A Response, not data(): a resource route fetched by the page's own code, not by Remix's data requests.
  return Response.json(batch, { status: 'invalid' in batch ? 400 : 200, headers });
}
