/**
 * The true magnification of a pane's view, written into the screen's place for it beside the zoom
 * buttons (`slot`, a status region) when a movement ends, the slide opens or the pane is resized: a screen
 * reader hears it once per zoom, not on every frame, and the pane does not re-render while it moves.
 */
import type OpenSeadragon from 'openseadragon';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { magnificationLabel, trueMagnification } from './model/magnification';

const SETTLED_EVENTS = ['animation-finish', 'open', 'resize'] as const;

export function TrueMagnification(props: {
  viewer: OpenSeadragon.Viewer;
  /** The slide's magnification at one screen pixel per image pixel. */
  magnification: number;
  /** Whether the slide says its scale. */
  known: boolean;
  slot: HTMLElement;
}) {
  const { viewer, magnification, known, slot } = props;
  const node = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const update = () => {
      const item = viewer.world.getItemAt(0);
      const zoom = item ? item.viewportToImageZoom(viewer.viewport.getZoom(true)) : Number.NaN;
      const text = magnificationLabel(trueMagnification({ magnification, known }, zoom));
      if (node.current && node.current.textContent !== text) node.current.textContent = text;
    };
    update();
    for (const name of SETTLED_EVENTS) viewer.addHandler(name, update);
    return () => {
      for (const name of SETTLED_EVENTS) viewer.removeHandler(name, update);
    };
  }, [viewer, magnification, known]);
  return createPortal(
    <>
      {known ? <span className="sr-only">True magnification </span> : null}
      <span ref={node} data-testid="true-magnification" />
    </>,
    slot,
  );
}
