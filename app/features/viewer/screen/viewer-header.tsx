/**
 * The viewer's header (spec 2.8): the way back to the case (to the page that opened the viewer when it said so), the patient banner, the slide's name (and "From the image archive …" when it is read from there), the toolbar
 * and the patch file menu. It wraps on a narrow screen; the toasts start below it (useToastsBelow).
 */
import { forwardRef, type ReactNode } from 'react';
import { Link } from '@remix-run/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { PAGE_HEADING_ID } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/utils';
import { casePaths } from '~/lib/case-paths';
import type { patientBanner } from '../case-images';
import { VIEWER_TEXT } from '../constants';

export const BACK_TO_CASE = 'Back to case';

export const ViewerHeader = forwardRef<
  HTMLElement,
  {
    caseId: string;
    /** The page that opened the viewer (a validated path of this site), or null: the case page. */
    backTo?: string | null;
    banner: ReturnType<typeof patientBanner>;
    slideTitle: string | null;
    /** Where the slide is read from, when that is the facility's image archive (decision 175), else null. */
    slideSource?: string | null;
    /** Inside another page (the reading workspace, decision 104): the slide's name is a second-level heading. */
    embedded?: boolean;
    children: ReactNode;
  }
>(function ViewerHeader(
  { caseId, backTo = null, banner, slideTitle, slideSource = null, embedded = false, children },
  ref,
) {
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <header
      ref={ref}
      // From 1200 px one row: the tools keep their size, the banner and the slide's name truncate. Inside a page
      // the screen is narrower than the window: it wraps.
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-2 py-1.5 desktop:px-3',
        !embedded && 'lg:flex-nowrap',
      )}
    >
      <Button asChild variant="ghost" size="icon" className="shrink-0">
        <Link to={backTo ?? casePaths.details(caseId)} aria-label={BACK_TO_CASE} title={BACK_TO_CASE}>
          <ArrowLeft />
        </Link>
      </Button>
      <div className="min-w-0 max-w-[calc(100%-3rem)]" data-testid="patient-banner">
        <p className="truncate text-sm font-semibold">{banner.identity}</p>
        {banner.details.length ? (
          <p className="truncate text-xs text-muted-foreground">{banner.details.join(' · ')}</p>
        ) : null}
      </div>
      <Heading
        title={slideTitle ?? VIEWER_TEXT.unknownSlide}
        id={embedded ? undefined : PAGE_HEADING_ID}
        tabIndex={-1}
        className="min-w-0 flex-1 basis-24 truncate text-sm font-medium"
        data-testid="slide-title"
      >
        {slideTitle ?? VIEWER_TEXT.unknownSlide}
      </Heading>
      {slideSource ? (
        <p
          data-testid="slide-source"
          title={slideSource}
          className="min-w-0 max-w-64 shrink truncate text-xs text-muted-foreground"
        >
          {slideSource}
        </p>
      ) : null}
      {/* Inside a page on a phone, the tools are one row under the slide's name that scrolls sideways (a shadow
          marks a hidden end), its height kept before they come (decision 125); elsewhere the box is not drawn and
          the tools wrap in the header as ever. */}
      <div
        data-testid="viewer-tools"
        className={cn(
          'contents',
          embedded &&
            'scroll-row max-sm:flex max-sm:min-h-9 max-sm:min-w-0 max-sm:basis-full max-sm:items-center max-sm:gap-x-3 max-sm:overflow-x-auto max-sm:pointer-coarse:min-h-11',
        )}
      >
        {children}
      </div>
    </header>
  );
});
