import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from '@remix-run/react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';

/** Where the confirmed action goes: a Remix action, posted through a fetcher (a redirect is followed). */
export interface ConfirmSubmit {
  /** The action's URL; the current route's action when absent. */
  action?: string;
  method?: 'post' | 'put' | 'patch' | 'delete';
  /** Hidden fields sent with it, e.g. { intent: 'cancel' }. */
  fields?: Record<string, string>;
  /** The fetcher's key, shared with the page (`useFetcher({ key })`), which then reads the answer itself: for
   * an action whose success removes its own trigger (the dialog is gone before `onDone` could run). */
  fetcherKey?: string;
}

export interface ConfirmDialogProps<Result = unknown> {
  /** The control that opens the dialog (a Button); it keeps its own name. Absent for a dialog opened by the
   * page itself (`open`), such as the leave-page guard. */
  trigger?: ReactNode;
  /** Opened by the page rather than a trigger; `onCancel` runs when it is dismissed. */
  open?: boolean;
  onCancel?: () => void;
  title: string;
  description: ReactNode;
  /** The confirm button's text: the action's own verb ("Cancel case"), never "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get the red confirm button. */
  destructive?: boolean;
  /** Submit a Remix action... */
  submit?: ConfirmSubmit;
  /** ...or run this (a promise keeps the dialog pending until it settles). */
  onConfirm?: () => void | Promise<void>;
  /** Called with the action's answer once the submission is done (a toast, for instance). */
  onDone?: (result: Result | undefined) => void;
  /** Fields asked in the dialog and sent with `submit` (a reason, a note): inside its form, under the
   * description. */
  children?: ReactNode;
  /** Where the focus goes once a confirmed action is done, for an action that removes its own trigger (Remove
   * on a file: the slot's file input). Without it the focus goes back to the trigger, as after Cancel. */
  focusAfterConfirm?: () => HTMLElement | null | undefined;
  /** Where the focus goes back to when a dialog opened by the page (`open`) closes without acting: the control
   * that asked for it (a row menu's button), since there is no trigger for Radix to return it to. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Why the action can no longer be done (its case was picked up elsewhere while the dialog was open): said in
   * the dialog, and the confirm button is off. */
  blockedReason?: string | null;
}

/**
 * Asks before every destructive or irreversible action (Radix Alert Dialog: focus trapped, Escape cancels,
 * the focus starts on Cancel so a stray Enter does no harm). The confirm button shows a spinner and is
 * disabled while the action runs; the dialog closes when it is done.
 */
export function ConfirmDialog<Result = unknown>({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  submit,
  onConfirm,
  onDone,
  open: openedByPage,
  onCancel,
  children,
  focusAfterConfirm,
  returnFocus,
  blockedReason = null,
}: ConfirmDialogProps<Result>) {
  const [openedByTrigger, setOpenedByTrigger] = useState(false);
  const open = openedByPage ?? openedByTrigger;
  const setOpen = (next: boolean) => {
    setOpenedByTrigger(next);
    if (!next && openedByPage) onCancel?.();
  };
  const [running, setRunning] = useState(false);
  const fetcher = useFetcher<Result>({ key: submit?.fetcherKey });
  const submitted = useRef(false);
  const confirmed = useRef(false);
  const pending = running || fetcher.state !== 'idle';

  // A fetcher submission is done when the fetcher is idle again: close, and hand its answer on.
  useEffect(() => {
    if (!submitted.current || fetcher.state !== 'idle') return;
    submitted.current = false;
    setOpenedByTrigger(false);
    onDone?.(fetcher.data);
  }, [fetcher.state, fetcher.data, onDone]);

  const confirmButton = (
    <Button
      type={submit ? 'submit' : 'button'}
      variant={destructive ? 'destructive' : 'default'}
      disabled={pending || blockedReason !== null}
      aria-busy={pending || undefined}
      onClick={
        submit
          ? undefined
          : async () => {
              confirmed.current = true;
              setRunning(true);
              try {
                await onConfirm?.();
              } finally {
                setRunning(false);
              }
              setOpenedByTrigger(false);
              onDone?.(undefined);
            }
      }
    >
      {pending ? <Spinner /> : null}
      {confirmLabel}
    </Button>
  );

  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        onEscapeKeyDown={(event) => pending && event.preventDefault()}
        onCloseAutoFocus={(event) => {
          const wasConfirmed = confirmed.current;
          confirmed.current = false;
          const target = wasConfirmed ? (focusAfterConfirm ?? returnFocus)?.() : returnFocus?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {blockedReason ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {blockedReason}
          </p>
        ) : null}
        {submit ? (
          <fetcher.Form
            method={submit.method ?? 'post'}
            action={submit.action}
            onSubmit={() => {
              submitted.current = true;
              confirmed.current = true;
            }}
          >
            {Object.entries(submit.fields ?? {}).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {children ? <div className="mb-4 space-y-2">{children}</div> : null}
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
              {confirmButton}
            </AlertDialogFooter>
          </fetcher.Form>
        ) : (
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
            {confirmButton}
          </AlertDialogFooter>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
