/**
 * The viewer screen's side of annotation sync (decision 029): one controller per screen for the primary pane,
 * talking to the app server's `/viewer/annotations` (never the API: the browser holds no token). Slides are
 * shown to it as they appear; queued events go out when the connection is back, when the window is hidden and
 * when the screen closes; a window coming back into view reads the current slide again.
 */
import { useProvidedScope } from 'effector-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentEvent } from 'contracts';
import { toast } from '~/components/ui/sonner';
import { relayRequest } from '~/lib/relay-request';
import { VIEWER_TEXT } from '../constants';
import type { PaneModel } from '../model';
import {
  createAnnotationSync,
  type AnnotationAnswer,
  type AnnotationSync,
  type AnnotationTransport,
} from './annotation-sync';

export interface AnnotationRightsProp {
  canAnnotate: boolean;
  readOnlyReason: string | null;
}

/**
 * One call to `/viewer/annotations`. A refusal reads as the server's sentence, else the fetch path's (spec 8);
 * the session's end on the server (the redirect to /login, followed by hand so /login keeps its flash) ends it
 * in this tab too (spec 4.1), and what is queued stays in the outbox for the next session.
 */
export async function request(url: string, init?: RequestInit): Promise<AnnotationAnswer> {
  const body = await relayRequest<{ annotations?: AnnotationAnswer }>(
    url,
    init,
    VIEWER_TEXT.annotationsOffline,
    (answer) => Boolean(answer.annotations),
  );
  return body.annotations!;
}

/** A slide's annotations as the server held them at `asOf` (an ISO time; a consult's replay: as-of.ts). */
export function annotationsAsOf(caseId: string, imageId: string, asOf: string): Promise<AnnotationAnswer> {
  return request(`/viewer/annotations?${new URLSearchParams({ caseId, imageId, asOf }).toString()}`);
}

export function annotationTransport(caseId: string): AnnotationTransport {
  const url = (imageId: string) =>
    `/viewer/annotations?${new URLSearchParams({ caseId, imageId }).toString()}`;
  return {
    load: (imageId) => request(url(imageId)),
    save: (imageId, events: DocumentEvent[]) =>
      request(url(imageId), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ events }),
      }),
  };
}

export function useAnnotationSync(props: {
  pane: PaneModel;
  caseId: string;
  /** fileContent per slide index. */
  imageIds: ReadonlyArray<string | null>;
  /** The slide shown in the primary pane, once the screen is ready to show it; null before. */
  shownSlide: number | null;
  /** The API's word, which may come after the first render (decision 092): nothing is read or saved before it. */
  rights: AnnotationRightsProp | null;
  /** True while following a consult's leader or replaying a consult: the leader's changes are not saved again. */
  paused?: { readonly current: boolean };
}): {
  readOnlyReason: string | null;
  /** These slides' annotations read (as a slide shown is), resolved once each has its first answer. */
  ready(slideIndices: readonly number[]): Promise<void>;
} {
  const { pane, caseId, imageIds, shownSlide, rights, paused } = props;
  const scope = useProvidedScope();
  // Read-only until the rights are known; then by them, unless a save was refused since.
  const [refusedReason, setRefusedReason] = useState<string | null>(null);
  const readOnlyReason =
    refusedReason ??
    (rights?.canAnnotate ? null : (rights?.readOnlyReason ?? VIEWER_TEXT.readOnlyAnnotations));
  const sync = useRef<AnnotationSync | null>(null);
  const latest = useRef({ imageIds, shownSlide });
  latest.current = { imageIds, shownSlide };

  useEffect(() => {
    if (!scope || !rights) return;
    const controller = createAnnotationSync({
      scope,
      pane,
      caseId,
      imageAt: (index) => latest.current.imageIds[index] ?? null,
      transport: annotationTransport(caseId),
      storage: window.localStorage,
      canEdit: rights.canAnnotate,
      onForeignChange: () => toast.info(VIEWER_TEXT.annotationsUpdated),
      onReadOnly: (reason) => {
        const why = reason || VIEWER_TEXT.readOnlyAnnotations;
        setRefusedReason(why);
        toast.error(VIEWER_TEXT.annotationsNotSaved(why));
      },
      onSaveRefused: (message) => toast.error(VIEWER_TEXT.annotationsNotSaved(message)),
      paused: () => paused?.current ?? false,
    });
    sync.current = controller;
    if (latest.current.shownSlide !== null) controller.show(latest.current.shownSlide);
    const online = () => controller.retry();
    const visibility = () => {
      if (document.visibilityState === 'hidden') void controller.flush();
      else if (latest.current.shownSlide !== null) controller.refresh(latest.current.shownSlide);
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visibility);
      void controller.flush();
      controller.dispose();
      sync.current = null;
    };
    // One controller per screen (case), once the rights are known; they do not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, pane, caseId, rights === null]);

  useEffect(() => {
    if (shownSlide !== null) sync.current?.show(shownSlide);
  }, [shownSlide]);

  const ready = useCallback(
    (slideIndices: readonly number[]) => sync.current?.ready(slideIndices) ?? Promise.resolve(),
    [],
  );
  return { readOnlyReason, ready };
}
