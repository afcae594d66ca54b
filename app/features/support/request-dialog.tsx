/**
 * One support request opened from the list: who asked, when, the subject and the message (text as written),
 * and for an open request 'Resolve' — a confirm that asks for the reply (required) and posts it.
 */
import { useEffect, useId, useState } from 'react';
import { useFetcher } from '@remix-run/react';
import { ConfirmDialog } from '~/components/detail';
import { CONTROL_CLASS } from '~/components/form';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/sonner';
import { SUPPORT_STATUS_LABELS, type SupportActionResult, type SupportRequest } from './list';
import { RESOLUTION_MAX_LENGTH } from './schemas';

function ReplyField() {
  const id = useId();
  return (
    <>
      <Label htmlFor={id}>Reply *</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        What was done or what the person should do; it is kept with the request.
      </p>
      <textarea
        id={id}
        name="resolution"
        rows={4}
        required
        maxLength={RESOLUTION_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        className={CONTROL_CLASS}
      />
    </>
  );
}

/** The resolve answer's fetcher: a success removes the request from an Open-filtered list (and its dialog with
 * it), so the page reads the answer (`useResolveToast`) rather than the dialog. */
export const RESOLVE_FETCHER_KEY = 'support-resolve';

/** Toasts each answer of Resolve once; render once per page. */
export function useResolveToast() {
  const result = useFetcher<SupportActionResult>({ key: RESOLVE_FETCHER_KEY }).data;
  useEffect(() => {
    if (result) (result.ok ? toast.success : toast.error)(result.message);
  }, [result]);
}

export function ResolveDialog({ request }: { request: SupportRequest }) {
  return (
    <ConfirmDialog<SupportActionResult>
      trigger={<Button>Resolve</Button>}
      title={`Resolve “${request.subject}”?`}
      description="The request is marked Resolved with your reply. This cannot be undone."
      confirmLabel="Resolve request"
      cancelLabel="Not yet"
      submit={{
        method: 'post',
        fields: { intent: 'resolve', supportRequestId: request.id },
        fetcherKey: RESOLVE_FETCHER_KEY,
      }}
    >
      <ReplyField />
    </ConfirmDialog>
  );
}

export function SupportRequestDialog({ request }: { request: SupportRequest }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`Open ${request.subject}`}>
          Open
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close request" className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{request.subject}</DialogTitle>
          <DialogDescription>
            {`${request.createdBy.name} (${request.createdBy.email}) · ${SUPPORT_STATUS_LABELS[request.status]}`}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">
          Received <DateTime value={request.createdAt} />
        </p>
        <p className="text-sm break-words whitespace-pre-line">{request.message}</p>
        {request.status === 'Resolved' ? (
          <div className="rounded-md border bg-muted/40 p-3">
            <h3 className="text-sm font-semibold">Reply</h3>
            <p className="mt-1 text-sm break-words whitespace-pre-line">{request.resolution}</p>
            <p className="mt-2 text-sm text-muted-foreground">
              {request.resolvedBy ? `${request.resolvedBy.name} · ` : null}
              {request.resolvedAt ? <DateTime value={request.resolvedAt} /> : null}
            </p>
          </div>
        ) : (
          <div className="flex justify-end">
            <ResolveDialog request={request} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
