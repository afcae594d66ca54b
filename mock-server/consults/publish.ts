/**
 * The consult's one way onto the participants' live streams (docs/live.md): `consult.changed` and
 * `consult.event` through the bus, to the user ids the caller names.
 */
import type { components } from '../../contracts';

type LiveEvent = components['schemas']['LiveEvent'];
type ConsultLiveType = 'consult.changed' | 'consult.event';
type LiveData<T extends ConsultLiveType> = Extract<LiveEvent, { type: T }>['data'];

type Listener = (type: ConsultLiveType, data: LiveData<ConsultLiveType>, to: readonly string[]) => void;
const listeners = new Set<Listener>();

/** Tests listen to what is published (the bus does the same for the streams). */
export function onConsultPublished(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function publishConsult<T extends ConsultLiveType>(type: T, data: LiveData<T>, to: Iterable<string>) {
  const audience = [...new Set(to)];
  if (!audience.length) return;
  for (const listener of listeners) listener(type, data, audience);
}
