/**
 * The viewer screen's model: one pane model per pane (main and split) and the split-view sync between them.
 * Created once per viewer screen and run in its own fork() scope, so two viewers never share state.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { viewerEventSchema, type ViewerEvent } from 'contracts';
import { linkPanes } from './link-panes';
import { createPaneModel, type PaneModel } from './pane-model';

/**
 * Every event the screen or an overlay emits must pass the contract's schema: one that does not is a bug, said
 * on the console (which fails every test that meets it).
 */
function checkEvents(pane: PaneModel, name: string) {
  const reportFx = createEffect((problems: string[]) => {
    for (const problem of problems) console.error(`Invalid viewer event in the ${name} pane: ${problem}`);
  });
  const problemsOf = (events: readonly ViewerEvent[]) =>
    events.flatMap((event) => {
      const result = viewerEventSchema.safeParse(event);
      return result.success ? [] : [`${event.type}: ${result.error.issues.map((i) => i.message).join('; ')}`];
    });
  sample({
    clock: [pane.dispatched.map((event) => [event]), pane.dispatchedAll],
    fn: problemsOf,
    filter: (problems) => problems.length > 0,
    target: reportFx,
  });
}

export function createViewerModel() {
  const main = createPaneModel();
  const split = createPaneModel();
  const syncChanged = createEvent<boolean>();
  const $sync = createStore(false, { serialize: 'ignore' }).on(syncChanged, (_, on) => on);
  linkPanes(main, split, { enabled: $sync });
  checkEvents(main, 'main');
  checkEvents(split, 'split');
  return { main, split, syncChanged, $sync };
}

export type ViewerModel = ReturnType<typeof createViewerModel>;
export type PaneName = 'main' | 'split';
