/**
 * The consult as the viewer screen uses it (decision 086): the consult of the case and its replay on the main
 * pane, whether the person is following (their own tools off, annotation saving paused) and the consult named
 * by the page's address (`/viewer?caseId=…&consult=…`, the invitation's link), joined on opening.
 */
import { useSearchParams } from '@remix-run/react';
import type { Scope } from 'effector';
import { useRef } from 'react';
import type { PaneModel } from '../viewer/model';
import { useConsult } from './use-consult';
import { useConsultReplay } from './use-replay';

export function useViewerConsult({
  scope,
  pane,
  caseId,
  ready,
}: {
  scope: Scope;
  pane: PaneModel;
  caseId: string;
  /** The first slide is shown (or failed): the consults are read then, never before the slide. */
  ready: boolean;
}) {
  const [params] = useSearchParams();
  const consult = useConsult({ scope, pane, caseId, joinOnOpen: params.get('consult'), ready });
  const replay = useConsultReplay({ scope, pane, stepsAfter: consult.stepsAfter });
  const following = consult.role === 'follower' || Boolean(replay.replay && !replay.replay.done);
  const paused = useRef(following);
  paused.current = following;
  return { consult, replay, following, paused };
}
