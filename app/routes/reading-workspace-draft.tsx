/** The reading workspace's autosave (POST /pathologist/pd-case-view/:caseId/draft): JSON in, JSON out. */
import type { ActionFunctionArgs } from '@remix-run/node';
import { saveDraft } from '~/features/reading/workspace.server';

export const action = ({ request, params }: ActionFunctionArgs) => saveDraft(request, params);
