/** The page frame's quiet write of the browser's time zone for a user who has none (decision 121). */
import type { ActionFunctionArgs } from '@remix-run/node';
import { recordTimeZone } from '~/features/notifications/time-zone.server';

export const action = ({ request }: ActionFunctionArgs) => recordTimeZone(request);
