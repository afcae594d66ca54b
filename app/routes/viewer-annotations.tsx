/**
 * GET /viewer/annotations?caseId=…&imageId=…: a slide's annotations for the viewer in the browser; POST with
 * `{ events }` saves a batch. Both through the session's token (decision 029); JSON answers.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { loadAnnotations, saveAnnotations } from '~/features/viewer/viewer.server';

export const loader = ({ request }: LoaderFunctionArgs) => loadAnnotations(request);

export const action = ({ request }: ActionFunctionArgs) =>
  request.method === 'POST'
    ? saveAnnotations(request)
    : Response.json({ error: 'Method not allowed.' }, { status: 405, headers: { Allow: 'GET, POST' } });
