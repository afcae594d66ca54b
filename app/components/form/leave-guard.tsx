import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate, type Location } from '@remix-run/react';
import { ConfirmDialog } from '~/components/detail/confirm-dialog';

export const LEAVE_TEXT = {
  title: 'Leave this page?',
  description: 'Your changes on this page have not been saved. If you leave now, they are lost.',
  confirm: 'Leave without saving',
  cancel: 'Stay on this page',
} as const;

/**
 * Leaving a form with unsaved changes asks first: a link or back/forward inside the app opens a confirm dialog
 * (Remix's blocker), closing or reloading the tab gets the browser's own question. Submitting the form itself
 * is never blocked. A form that saves itself (`saveFirst`: a draft) saves instead of asking, and the way out
 * goes on once it is saved; only when that fails is the question asked (the report, left for the
 * viewer a moment after typing).
 */
export function LeaveGuard({ when, saveFirst }: { when: boolean; saveFirst?: () => Promise<boolean> }) {
  const savingRef = useRef(false);
  // The way out a save was made for: taken again without asking if the router dropped the blocked one.
  const saved = useRef<string | null>(null);
  const navigate = useNavigate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (saved.current === pathOf(nextLocation)) {
      saved.current = null;
      return false;
    }
    return (
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search)
    );
  });

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // Once the form is no longer dirty (saved, reset), a pending block is let through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when && !savingRef.current) blocker.reset();
  }, [blocker, when]);

  // A form that saves itself: saved, then on its way; asked only when the save did not go through.
  const blocked = blocker.state === 'blocked';
  const latest = useRef({ blocker, saveFirst });
  latest.current = { blocker, saveFirst };
  const [saveFailed, setSaveFailed] = useState(false);
  useEffect(() => {
    const save = latest.current.saveFirst;
    const to = latest.current.blocker.location;
    if (!blocked) {
      setSaveFailed(false);
      return;
    }
    if (!save || savingRef.current || !to) return;
    savingRef.current = true;
    void save()
      .catch(() => false)
      .then((done) => {
        savingRef.current = false;
        if (!done) return setSaveFailed(true);
        // A navigation that ends meanwhile (a reload of the page's data) resets every blocker: the way out is
        // then dropped, not blocked, and proceeding throws. It is taken again instead, let through once.
        const { blocker: now } = latest.current;
        try {
          if (now.state === 'blocked') return now.proceed();
        } catch {
          // Reset while saving.
        }
        saved.current = pathOf(to);
        navigate(to, { state: to.state as unknown });
      });
  }, [blocked, navigate]);

  return (
    <ConfirmDialog
      open={blocked && (!saveFirst || saveFailed)}
      onCancel={() => blocker.reset?.()}
      title={LEAVE_TEXT.title}
      description={LEAVE_TEXT.description}
      confirmLabel={LEAVE_TEXT.confirm}
      cancelLabel={LEAVE_TEXT.cancel}
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}

const pathOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;
