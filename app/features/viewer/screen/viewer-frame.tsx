/**
 * The screen before its state is restored from session storage (the server's render and hydration): the header
 * with the patient banner, the side menu's place on a wide screen, and the slide area, where the page's boot
 * script opens the first slide (osd/boot.tsx) under 'Loading slides...'. The full screen replaces it once the
 * state is restored; the main pane then adopts that viewer.
 */
import { patientBanner, type ViewerCase, type ViewerExtras } from '../case-images';
import { CONTROL_LANE_CLASS, SIDE_MENU_WIDTH_PX, VIEWER_TEXT } from '../constants';
import { ViewerBoot } from '../osd/boot';
import type { SlideLink } from '../slide-links';
import { LoadingOverlay } from './loading';
import { ViewerHeader } from './viewer-header';

export function ViewerFrame({
  caseData,
  backTo = null,
  extras,
  firstLink,
  embedded = false,
}: {
  caseData: ViewerCase;
  backTo?: string | null;
  /** Inside another page (the reading workspace, decision 104): its box's height, and no page heading. */
  embedded?: boolean;
  /** The first slide links, which the boot script waits for (decision 092). */
  extras: Promise<ViewerExtras>;
  /** The first slide's link, read ahead of them: the boot opens that slide with it (decision 126). */
  firstLink?: Promise<Record<string, SlideLink>>;
}) {
  return (
    <div className={`flex ${embedded ? 'h-full' : 'h-dvh'} flex-col overflow-hidden bg-background`}>
      {/* The slide's name is not known before the stored slide is read: the heading stays empty till then. */}
      <ViewerHeader
        caseId={caseData.caseID}
        backTo={backTo}
        banner={patientBanner(caseData)}
        slideTitle=""
        embedded={embedded}
      >
        {null}
      </ViewerHeader>
      <div className="relative flex min-h-0 flex-1">
        {/* Open by default from 1024 px (spec 9's mobile breakpoint), as the screen's side menu. */}
        {/* Inside a page it starts closed (decision 104). */}
        {embedded ? null : (
          <div className="hidden h-full shrink-0 border-r lg:block" style={{ width: SIDE_MENU_WIDTH_PX }} />
        )}
        <div className="relative flex min-w-0 flex-1 flex-col">
          {/* The controls' lane, empty till the screen takes over: the slide keeps its size then. */}
          <div className={CONTROL_LANE_CLASS} />
          <div className="relative min-h-0 flex-1 bg-neutral-900">
            <ViewerBoot caseData={caseData} extras={extras} firstLink={firstLink} />
          </div>
          <LoadingOverlay text={VIEWER_TEXT.loadingSlides} />
        </div>
      </div>
    </div>
  );
}
