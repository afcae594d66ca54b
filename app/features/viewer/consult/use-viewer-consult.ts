/**
 * The consult as the viewer screen uses it (decision 086): the consult of the case and its replay on the main
 * pane, whether the person is following (their own tools off, annotation saving paused) and the consult named
 * by the page's address (`/viewer?caseId=…&consult=…`, the invitation's link), joined on opening.
 */
import { useSearchParams } from '@remix-run/react';
import type { Scope } from 'effector';
import { useMemo, useRef } from 'react';
import { annotationsAsOf } from '../annotations/use-annotation-sync';
import type { PaneModel } from '../model';
import { useConsult } from './use-consult';
import { useConsultReplay, type ReplayAnnotations } from './use-replay';

export function useViewerConsult({
  scope,
  pane,
  caseId,
  ready,
  imageIds,
  annotationsReady,
}: {
  scope: Scope;
  pane: PaneModel;
  caseId: string;
  /** The first slide is shown (or failed): the consults are read then, never before the slide. */
  ready: boolean;
  /** fileContent per slide index: a replay reads its slides' annotations as they were at the consult's start. */
  imageIds: ReadonlyArray<string | null>;
  /** The annotation sync's `ready` (these slides read as a slide shown is). */
  annotationsReady: { readonly current: ReplayAnnotations['ready'] };
}) {
  const [params] = useSearchParams();
  const images = useRef(imageIds);
  images.current = imageIds;
  const annotations = useMemo<ReplayAnnotations>(
    () => ({
      ready: (slides) => annotationsReady.current(slides),
      asOf: async (slideIndex, asOf) => {
        const imageId = images.current[slideIndex];
        return imageId ? annotationsAsOf(caseId, imageId, asOf) : null;
      },
    }),
    [caseId, annotationsReady],
  );
  const consult = useConsult({ scope, pane, caseId, joinOnOpen: params.get('consult'), ready });
  const replay = useConsultReplay({ scope, pane, stepsAfter: consult.stepsAfter, annotations });
  // A replay holds the viewer from Replay until Stop replay (its last frame stays shown until then).
  const following = consult.role === 'follower' || replay.replay !== null;
  const followingNow = useRef(following);
  followingNow.current = following;
  // Read when the annotation sync is about to save: a replay's hold is set before it changes the pane and
  // cleared after it puts the pane back, not at the next render.
  const { holding } = replay;
  const paused = useMemo(
    () => ({
      get current() {
        return followingNow.current || holding.current;
      },
    }),
    [holding],
  );
  return { consult, replay, following, paused };
}
