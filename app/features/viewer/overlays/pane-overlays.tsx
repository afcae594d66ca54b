/** The tool layers of one pane, in drawing order: rulers above the slide, patches above the rulers. */
import type { ViewerEvent } from 'contracts';
import type { PaneState } from '../model';
import type { OverlayContext } from '../osd/slide-pane';
import { PatchLayer } from './patch-layer';
import { RulerLayer } from './ruler-layer';

export function PaneOverlays(props: {
  context: OverlayContext;
  state: PaneState;
  dispatch(event: ViewerEvent): void;
  /** Why rulers and patches cannot be changed here, or null (decision 029). */
  readOnly?: string | null;
}) {
  const { context, state, dispatch, readOnly = null } = props;
  return (
    <>
      <RulerLayer {...context} state={state} dispatch={dispatch} />
      <PatchLayer {...context} state={state} dispatch={dispatch} readOnly={readOnly} />
    </>
  );
}
