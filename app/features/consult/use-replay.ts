/**
 * Replaying a consult that has ended (decision 086): its stored log applied to the pane through the same model
 * as a follower's, step by step at the pace it was made (a pause longer than REPLAY_MAX_PAUSE_MS is shortened to
 * it). The person's own tools are off while it plays, as while following.
 */
import type { Scope } from 'effector';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsultStep } from '../../../contracts/consult';
import type { PaneModel } from '../viewer/model';
import { createFollowerStream } from './stream';
import type { StepPage } from './transport';

export const REPLAY_MAX_PAUSE_MS = 1000;

export interface ReplayState {
  consultId: string;
  shown: number;
  total: number;
  done: boolean;
  /** Who led when the step shown was made (issue 47): the replay says it as it goes. */
  ledBy: string | null;
}

/**
 * Who led at each step (issue 47, decision 109): the name of the step's maker (the leader then), from the
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

export function useConsultReplay(options: {
  scope: Scope;
  pane: PaneModel;
  stepsAfter(consultId: string, after: number): Promise<StepPage>;
}) {
  const { scope, pane, stepsAfter } = options;
  const [replay, setReplay] = useState<ReplayState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const stop = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
    setReplay(null);
  }, []);
  useEffect(() => stop, [stop]);

  const play = useCallback(
    async (consultId: string, participants: readonly { userId: string; name: string }[] = []) => {
      stop();
      setError(null);
      const steps: ConsultStep[] = [];
      try {
        for (;;) {
          const page = await stepsAfter(consultId, steps.length);
          steps.push(...page.items);
          if (!page.items.length || steps.length >= page.lastSeq) break;
        }
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
        return;
      }
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

  return { replay, error, play, stop };
}
