/**
 * The /viewer page (spec 2.8) in the order the server sends it (decision 110): the hold on the page's scripts
 * and a waiting frame leave with the document's head once the session is checked; the screen follows in the same
 * response when the case is read (`viewer`, a promise in the loader's data), and the boot script after it with
 * the first slide links (decision 092). A case that could not be read, or none asked for, says so and releases
 * the page's scripts; with no case id the page reopens the case kept in session storage.
 */
import { Await, useAsyncError, useNavigate } from '@remix-run/react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { MainContent } from '~/components/layout/main-content';
import { PageHeading } from '~/components/layout/page-heading';
import { SessionWatch } from '~/features/auth';
import { LiveProvider } from '~/features/live';
import { HydrateNext } from '~/lib/hydrate-now';
import { noteSettled } from '~/lib/use-settled';
import type { ViewerCase, ViewerExtras } from '../case-images';
import type { SlideLink } from '../slide-links';
import { VIEWER_TEXT } from '../constants';
import { BOOT_HOST_ID, BootHold } from '../osd/boot';
import { readViewerState } from '../viewer-state';
import { ViewerScreen } from '../viewer-screen';
import { ErrorPanel, LoadingOverlay } from './loading';

/** What the loader read of the case: the viewer's part and its first links, or why not. */
export type ViewerRead =
  | {
      caseData: ViewerCase;
      error: null;
      extras: Promise<ViewerExtras>;
      firstLink: Promise<Record<string, SlideLink>>;
    }
  | { caseData: null; error: string | null; extras: null; firstLink: null };

type ViewerPageProps = {
  viewer: Promise<ViewerRead> | ViewerRead;
  expiresAt: string;
  /** The session the page was served with (the session watch acts on that one only). */
  sessionId?: string;
  backTo: string | null;
  /** The page's heading (the route's title). */
  title: string;
};

export function ViewerPage({ viewer, expiresAt, sessionId, backTo, title }: ViewerPageProps) {
  useMemo(() => noteLinks(viewer), [viewer]);
  return (
    <>
      <BootHold />
      {/* The screen's boundary hydrated right after the page, not later in slices: any node inside
          it names it, here the frame's slide area, where the boot opened the slide. */}
      <HydrateNext targetId={BOOT_HOST_ID} />
      <Suspense fallback={<Waiting />}>
        <Await resolve={viewer} errorElement={<ReadFailed title={title} />}>
          {(read: ViewerRead) => <CaseRead read={read} backTo={backTo} title={title} />}
        </Await>
      </Suspense>
      {/* No page frame here, so the viewer keeps its own watch on the session (inactivity, other tabs' logout). */}
      <SessionWatch expiresAt={expiresAt} sessionId={sessionId} />
    </>
  );
}

/**
 * The first links and rights noted as they come, in the browser: the screen, hydrated once the first tile is
 * drawn, long after they came, then has them in its first render instead of a render after an effect.
 */
function noteLinks(viewer: Promise<ViewerRead> | ViewerRead) {
  if (typeof document === 'undefined') return;
  const note = (read: ViewerRead) => void (read.extras && noteSettled(read.extras));
  if (viewer instanceof Promise) viewer.then(note, () => undefined);
  else note(viewer);
}

/** The screen's size and 'Loading slides...' until the case is read: a few milliseconds on a first visit. */
function Waiting() {
  return (
    <div className="relative h-dvh bg-background">
      <LoadingOverlay text={VIEWER_TEXT.loadingSlides} />
    </div>
  );
}

function CaseRead({ read, backTo, title }: { read: ViewerRead; backTo: string | null; title: string }) {
  if (read.caseData) {
    return (
      // The viewer hears the person's live events too: a live consult's changes and steps (decision 086).
      <LiveProvider>
        <ViewerScreen
          key={read.caseData.caseID}
          caseData={read.caseData}
          backTo={backTo}
          extras={read.extras}
          firstLink={read.firstLink}
        />
      </LiveProvider>
    );
  }
  return <NoCase error={read.error} title={title} />;
}

function ReadFailed({ title }: { title: string }) {
  const error = useAsyncError();
  return <NoCase error={error instanceof Error ? error.message : String(error)} title={title} />;
}

function NoCase({ error, title }: { error: string | null; title: string }) {
  const navigate = useNavigate();
  const [noCase, setNoCase] = useState(false);
  useEffect(() => {
    if (error) return;
    const stored = readViewerState(window.sessionStorage);
    if (stored) navigate(`/viewer?caseId=${encodeURIComponent(stored.caseId)}`, { replace: true });
    else setNoCase(true);
  }, [error, navigate]);
  const message = error ? VIEWER_TEXT.errorLoadingSlides(error) : noCase ? VIEWER_TEXT.noSlideData : null;
  return (
    <MainContent
      className="relative h-screen bg-background"
      data-testid="viewer"
      data-loading={message ? 'false' : 'true'}
    >
      {/* Nothing to boot: the page's scripts come at once. */}
      <BootHold release />
      <PageHeading visuallyHidden>{title}</PageHeading>
      {message ? <ErrorPanel message={message} /> : null}
    </MainContent>
  );
}
