/**
 * GET /viewer/consult?caseId=…: the case's consults (and candidates, or a consult's steps); POST acts on one
 * (start, invite, join, leave, ask to lead, hand over, append the leader's steps). Through the session's token
 * (decision 086); JSON answers.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { actOnConsult, loadConsults } from '~/features/viewer/consult.server';

export const loader = ({ request }: LoaderFunctionArgs) => loadConsults(request);

export const action = ({ request }: ActionFunctionArgs) =>
  request.method === 'POST'
    ? actOnConsult(request)
    : Response.json({ error: 'Method not allowed.' }, { status: 405, headers: { Allow: 'GET, POST' } });
