/**
 * The consult's one way onto the participants' live streams (docs/live.md): `consult.changed`,
 * `consult.event` and `consult.view` (ephemeral) through the bus (live/bus.ts), to the user ids the caller names. Tests listen here too.
 */
import { afterCommit } from '../http/operation-scope';
import { publishLive, type LiveData } from '../live/bus';

type ConsultLiveType = 'consult.changed' | 'consult.event' | 'consult.view';

type Listener = (type: ConsultLiveType, data: LiveData<ConsultLiveType>, to: readonly string[]) => void;
const listeners = new Set<Listener>();

/** Tests listen to what is published (the bus writes the same to the streams). */
export function onConsultPublished(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function publishConsult<T extends ConsultLiveType>(type: T, data: LiveData<T>, to: Iterable<string>) {
  const audience = [...new Set(to)];
  if (!audience.length) return;
  // The leader's live view is not kept for resumes (decision 109): the movement's step is.
  publishLive(type, data, audience, { ephemeral: type === 'consult.view' });
  // Told when the streams are: after the operation's commit (../live/bus.ts).
  afterCommit(() => {
    for (const listener of listeners) listener(type, data, audience);
  });
}
