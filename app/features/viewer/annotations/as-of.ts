/**
 * A slide's annotations as the server held them at a moment (a consult's replay starts from the
 * slide as it was when the consult started). The server keeps every event it was sent with when it arrived
 * (`receivedAt`, its own clock, the clock of a consult's `startedAt`) and never drops one, so the events that
 * had arrived by then, folded in the log's (at, id) order, are the slide as anyone reading it then was shown it.
 * Un-applying the consult's own steps from today's slide could not give it back: a removal carries only the
 * ruler's id, a move only the new place, and others may have changed the slide since.
 */
import { foldDocument, type DocumentEvent, type SlideDocument } from 'contracts';

/** An event as the server keeps it (the contract's StoredAnnotationEvent) or as the viewer's schema reads it. */
type StoredEvent = { readonly event: object; readonly receivedAt: string };

/** The events the server held at `asOf` (an ISO time), in the log's order. */
export function eventsAsOf<T extends StoredEvent>(events: readonly T[], asOf: string): T[] {
  const until = Date.parse(asOf);
  return events.filter((stored) => Date.parse(stored.receivedAt) <= until);
}

/** The rulers and patches of a slide at `asOf`: the fold of the events held then. */
export function annotationsAsOf(events: readonly StoredEvent[], asOf: string): SlideDocument {
  return foldDocument(eventsAsOf(events, asOf).map((stored) => stored.event as unknown as DocumentEvent));
}
