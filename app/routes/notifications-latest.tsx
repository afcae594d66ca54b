/** The header bell's resource route: the latest notices as JSON, and marking them read. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { loadLatestNotifications, markFromBell } from '~/features/notifications/latest.server';

export const loader = ({ request }: LoaderFunctionArgs) => loadLatestNotifications(request);

export const action = ({ request }: ActionFunctionArgs) => markFromBell(request);
