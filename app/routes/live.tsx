/** GET /live: the signed-in user's live events (text/event-stream), relayed from the API (docs/live.md). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { relayLiveEvents } from '~/features/live/relay.server';

export const loader = ({ request }: LoaderFunctionArgs) => relayLiveEvents(request);
