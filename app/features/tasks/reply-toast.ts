/** Says how a task action went, as the product's toasts do (spec 8, 9): the action's reply carries its words. */
import { useEffect } from 'react';
import type { FormReply } from '~/components/form';
import { toast } from '~/components/ui/sonner';

function showReplyToast(reply: FormReply | undefined | null) {
  if (!reply?.toast) return;
  if (reply.toast.kind === 'error') toast.error(reply.toast.message);
  else toast.success(reply.toast.message);
}

/** Toasts each new reply (a fetcher's data) once. */
export function useReplyToast(reply: FormReply | undefined | null) {
  useEffect(() => showReplyToast(reply), [reply]);
}
