/**
 * The screen's parts that its first render does not show, loaded on first use (issue 47: the toolbar within
 * 300 ms of the first tile). The viewer's page holds its scripts until the first tile is drawn (decision 089),
 * then fetches and evaluates them before it hydrates; these parts were a sixth of the screen's chunk and none is
 * drawn in the render that enables the toolbar: the rulers' and patches' layers (a frame later), the side menu
 * (its place kept meanwhile), and a live consult's control, layers and follower's cover (only once a consult has
 * started, after that frame). Each comes in a chunk of its own, asked for when the first slide is shown
 * (`loadLaterParts`), and shows when it has come; until then it renders its fallback.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A part whose chunk did not come (the browser does not ask again for a failed module): the screen goes on without it. */
const Missing = () => null;

type Loaded<P> = { default: ComponentType<P> };
const loaders: Array<() => Promise<unknown>> = [];

/**
 * A part that renders `fallback` (or its own `fallback` prop) until its chunk has come; its module is asked for
 * once, by `loadLaterParts` or its first render, whichever is first.
 */
function later<P extends object>(importPart: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loading: Promise<Loaded<P>> | null = null;
  const load = () =>
    (loading ??= importPart().then(
      (Part) => ({ default: Part }),
      () => ({ default: Missing as ComponentType<P> }),
    ));
  loaders.push(load);
  // Typed as the props it is given: React's lazy types add ref handling these function components do not have.
  const Part = lazy(load) as unknown as ComponentType<P>;
  function LaterPart(props: P & { fallback?: ReactNode }) {
    const { fallback: shown = fallback, ...rest } = props;
    return (
      <Suspense fallback={shown}>
        <Part {...(rest as P)} />
      </Suspense>
    );
  }
  return LaterPart;
}

/** Asks for every part now (their chunks come while the shown slide's frame is painted); idempotent. */
export function loadLaterParts(): void {
  loaders.forEach((load) => void load());
}

export const PaneOverlays = later(() => import('../overlays/pane-overlays').then((m) => m.PaneOverlays));
export const SideMenu = later(() => import('../side-menu').then((m) => m.SideMenu));
export const ConsultControl = later(() =>
  import('../../consult/consult-control').then((m) => m.ConsultControl),
);
export const ConsultLiveLayer = later(() =>
  import('../../consult/live-layer').then((m) => m.ConsultLiveLayer),
);
export const FollowingLayer = later(() =>
  import('../../consult/following-layer').then((m) => m.FollowingLayer),
);
