import { useEffect } from 'react';
import { useBlocker } from '@remix-run/react';
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
 * is never blocked.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

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
    if (blocker.state === 'blocked' && !when) blocker.reset();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
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
