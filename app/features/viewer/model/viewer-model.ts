/**
 * The viewer screen's model: one pane model per pane (main and split) and the split-view sync between them.
 * Created once per viewer screen and run in its own fork() scope, so two viewers never share state.
 */
import { createEvent, createStore } from 'effector';
import { linkPanes } from './link-panes';
import { createPaneModel } from './pane-model';

export function createViewerModel() {
  const main = createPaneModel();
  const split = createPaneModel();
  const syncChanged = createEvent<boolean>();
  const $sync = createStore(false, { serialize: 'ignore' }).on(syncChanged, (_, on) => on);
  linkPanes(main, split, { enabled: $sync });
  return { main, split, syncChanged, $sync };
}

export type ViewerModel = ReturnType<typeof createViewerModel>;
export type PaneName = 'main' | 'split';
