/**
 * Replaying a consult that has ended (decision 086): its stored log applied to the pane through the same model
 * as a follower's, step by step at the pace it was made (a pause longer than REPLAY_MAX_PAUSE_MS is shortened to
 * it), from the slides' annotations as they were when the consult started (replay-start.ts). The
 * person's own tools are off, and the annotation saving paused (`holding`), from Replay until Stop replay, which
 * puts the slides back as they were before it.
 */
import type { Scope } from 'effector';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsultStep } from '../../../../contracts/consult';
import type { PaneModel, SlideContent } from '../model';
import { replaySlides, setReplayStart } from './replay-start';
import { createFollowerStream } from './stream';
import type { StepPage } from './transport';

/** What the replay asks of the viewer's annotations (use-viewer-consult.ts). */
export interface ReplayAnnotations {
  /** These slides read as a slide shown is (today's annotations), resolved once each is answered. */
  ready(slideIndices: readonly number[]): Promise<void>;
  /** A slide's annotations as the server held them at `asOf`; null when the slide has no image. */
  asOf(slideIndex: number, asOf: string): Promise<SlideContent | null>;
}

export const REPLAY_MAX_PAUSE_MS = 1000;

export interface ReplayState {
  consultId: string;
  shown: number;
  total: number;
  done: boolean;
  /** Who led when the step shown was made: the replay says it as it goes. */
  ledBy: string | null;
}

/**
 * Who led at each step (decision 109): the name of the step's maker (the leader then), from the
 * consult's participants; null for someone no longer listed.
 */
export function leadersOf(
  steps: readonly Pick<ConsultStep, 'byUserId'>[],
  participants: readonly { userId: string; name: string }[],
): Array<string | null> {
  const names = new Map(participants.map((each) => [each.userId, each.name]));
  return steps.map((step) => names.get(step.byUserId) ?? null);
}

/** When each step is shown, in ms from the start: the time between the leader's events, pauses shortened. */
export function replayTimes(steps: readonly ConsultStep[], maxPause = REPLAY_MAX_PAUSE_MS): number[] {
  let at = 0;
  let previous: number | null = null;
  return steps.map((step) => {
    const made = step.event?.at ?? Date.parse(step.at);
    if (previous !== null) at += Math.min(maxPause, Math.max(0, made - previous));
    previous = made;
    return at;
  });
}

/** Each slide's annotations at `asOf`, for the slides a replay shows (those without an image left out). */
async function startOf(
  annotations: ReplayAnnotations,
  slides: readonly number[],
  asOf: string,
): Promise<Map<number, SlideContent>> {
  await annotations.ready(slides);
  const contents = await Promise.all(slides.map((slide) => annotations.asOf(slide, asOf)));
  const start = new Map<number, SlideContent>();
  slides.forEach((slide, index) => {
    const content = contents[index];
    if (content) start.set(slide, content);
  });
  return start;
}

export function useConsultReplay(options: {
  scope: Scope;
  pane: PaneModel;
  stepsAfter(consultId: string, after: number): Promise<StepPage>;
  annotations?: ReplayAnnotations;
}) {
  const { scope, pane, stepsAfter } = options;
  const annotations = useRef(options.annotations);
  annotations.current = options.annotations;
  const [replay, setReplay] = useState<ReplayState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  /** True from Replay until Stop replay: the pane is the replay's (annotation saving paused). */
  const holding = useRef(false);
  const putBack = useRef<(() => void) | null>(null);
  /** Each play's number: a play started since (or a stop) makes an older one give up. */
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
    putBack.current?.();
    putBack.current = null;
    holding.current = false;
    setReplay(null);
  }, []);
  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (
      consultId: string,
      participants: readonly { userId: string; name: string }[] = [],
      startedAt?: string,
    ) => {
      stop();
      const mine = run.current;
      holding.current = true;
      setError(null);
      const steps: ConsultStep[] = [];
      let start = new Map<number, SlideContent>();
      try {
        for (;;) {
          const page = await stepsAfter(consultId, steps.length);
          steps.push(...page.items);
          if (!page.items.length || steps.length >= page.lastSeq) break;
        }
        if (annotations.current && startedAt) {
          start = await startOf(annotations.current, replaySlides(steps), startedAt);
        }
      } catch (failure) {
        if (run.current !== mine) return;
        holding.current = false;
        setError(failure instanceof Error ? failure.message : String(failure));
        return;
      }
      if (run.current !== mine) return;
      putBack.current = setReplayStart(scope, pane, start);
      const player = createFollowerStream({
        scope,
        pane,
        lastSeq: 0,
        stepsAfter: (after) => stepsAfter(consultId, after),
      });
      const leaders = leadersOf(steps, participants);
      setReplay({
        consultId,
        shown: 0,
        total: steps.length,
        done: steps.length === 0,
        ledBy: leaders[0] ?? null,
      });
      replayTimes(steps).forEach((at, index) => {
        const timer = setTimeout(() => {
          player.receive([steps[index]!]);
          const done = index === steps.length - 1;
          setReplay({
            consultId,
            shown: index + 1,
            total: steps.length,
            done,
            ledBy: leaders[index] ?? null,
          });
          if (done) player.dispose();
        }, at);
        timers.current.push(timer);
      });
    },
    [scope, pane, stepsAfter, stop],
  );

  return { replay, error, play, stop, holding };
}
