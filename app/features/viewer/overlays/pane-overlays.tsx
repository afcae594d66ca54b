/**
 * The tool layers of one pane, in drawing order: rulers above the slide, patches above the rulers, and the
 * keyboard cursor that drives either of them from the canvas's keys.
 */
import type { ViewerEvent } from 'contracts';
import { useRef } from 'react';
import { PATCH_NOTE_OPTIONS } from '../constants';
import type { PaneState } from '../model';
import type { OverlayContext } from '../osd/slide-pane';
import { KeyboardCursor } from './keyboard-cursor';
import type { KeyTool } from './keyboard-steps';
import { PatchLayer, type PatchKeys } from './patch-layer';
import { RulerLayer, type RulerKeys } from './ruler-layer';

/** The tool the keyboard drives in a pane: a measurement mode wins over patches, as it does for the mouse. */
export function keyToolOf(state: PaneState, readOnly: string | null): KeyTool {
  if (readOnly || state.deleteMode) return null;
  if (state.measurementMode !== 'NONE') return 'ruler';
  return state.patchMode ? 'patch' : null;
}

export function PaneOverlays(props: {
  context: OverlayContext;
  state: PaneState;
  dispatch(event: ViewerEvent): void;
  /** Why rulers and patches cannot be changed here, or null (decision 029). */
  readOnly?: string | null;
}) {
  const { context, state, dispatch, readOnly = null } = props;
  const rulers = useRef<RulerKeys>(null);
  const patches = useRef<PatchKeys>(null);
  return (
    <>
      <RulerLayer ref={rulers} {...context} state={state} dispatch={dispatch} />
      <PatchLayer
        ref={patches}
        {...context}
        state={state}
        dispatch={dispatch}
        readOnly={readOnly}
        noteOptions={PATCH_NOTE_OPTIONS}
      />
      <KeyboardCursor
        viewer={context.viewer}
        osd={context.osd}
        tool={keyToolOf(state, readOnly)}
        rulers={rulers}
        patches={patches}
      />
    </>
  );
}
