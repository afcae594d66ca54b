/**
 * Where a consult's replay starts (decision 086's consequence): the slides it shows with their
 * annotations as the server held them when the consult started (viewer/annotations/as-of.ts), so a ruler drawn
 * in the consult appears when its step plays and an undo step takes it away. Stopping the replay puts those
 * slides back to what the pane showed before it (today's annotations, the person's unsent changes included).
 * Outside React; the annotation saving is paused from before the start is set until it is put back
 * (use-viewer-consult.ts), so neither is ever sent.
 */
import { scopeBind, type Scope } from 'effector';
import type { ConsultStep } from '../../../../contracts/consult';
import { slideDocument, type PaneModel, type SlideContent } from '../model';

type Pane = Pick<PaneModel, 'rebased' | '$state'>;

/** The slides a replay shows: those its steps select, in the order first selected. */
export function replaySlides(steps: readonly Pick<ConsultStep, 'action' | 'event'>[]): number[] {
  const slides: number[] = [];
  for (const step of steps) {
    if (step.action !== 'dispatch' || step.event?.type !== 'slide/selected') continue;
    const index = step.event.index;
    if (typeof index === 'number' && !slides.includes(index)) slides.push(index);
  }
  return slides;
}

/**
 * Sets each slide of `start` to its annotations then (a slide the pane has not read is left as it is: its
 * first answer would replace it) and answers the way back to what the pane showed before. Either way the
 * slide's undo history is left behind, as after someone else's change (model/log.ts `rebaseSlide`).
 */
export function setReplayStart(
  scope: Scope,
  pane: Pane,
  start: ReadonlyMap<number, SlideContent>,
): () => void {
  const rebase = scopeBind(pane.rebased, { scope, safe: true });
  const before = scope.getState(pane.$state);
  const today = new Map<number, SlideContent>();
  for (const [slideIndex, content] of start) {
    if (before.rulersBySlide[slideIndex] === undefined) continue;
    today.set(slideIndex, slideDocument(before, slideIndex));
    rebase({ slideIndex, ...content, dropHistory: true });
  }
  return () => {
    for (const [slideIndex, content] of today) rebase({ slideIndex, ...content, dropHistory: true });
  };
}
