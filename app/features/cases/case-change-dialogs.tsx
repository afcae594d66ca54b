/**
 * The confirms before a case's state changes from its page (a facility's send out and cancel, a provider's return
 * to pool): each says what will happen in the
 * product's words. The confirmed change posts `intent` and `caseId` to the page's action, which answers with a
 * redirect and a flash (a toast on the next page), so the answer is shown even when the row that asked is gone.
 */
import type { ReactNode } from 'react';
import { ConfirmDialog } from '~/components/detail';
import { releaseConfirm } from './columns';

export interface CaseChangeDialogProps {
  caseId: string;
  caseRecordId: string;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** The action's URL; the page's own action when absent. */
  action?: string;
}

/** True whether the case waits to be picked up or the facility's assignment rules place it. */
export const SEND_OUT_DESCRIPTION =
  'The case goes to the providers: it becomes Available to pick up, or the assignment rules give it to a provider at once. You can no longer edit it, but you can cancel it while no provider has it.';

export const CANCEL_DESCRIPTION =
  'The case is withdrawn: providers can no longer see or pick it up, and it cannot be edited or sent out again. This cannot be undone.';

export function SendOutCaseDialog({ caseId, caseRecordId, trigger, action }: CaseChangeDialogProps) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`Send out case ${caseRecordId}?`}
      description={SEND_OUT_DESCRIPTION}
      confirmLabel="Send out"
      cancelLabel="Not yet"
      submit={{ method: 'post', action, fields: { intent: 'send-out', caseId } }}
    />
  );
}

export function CancelCaseDialog({ caseId, caseRecordId, trigger, action }: CaseChangeDialogProps) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`Cancel case ${caseRecordId}?`}
      description={CANCEL_DESCRIPTION}
      confirmLabel="Cancel case"
      cancelLabel="Keep case"
      destructive
      submit={{ method: 'post', action, fields: { intent: 'cancel', caseId } }}
    />
  );
}

/** Return to pool from the case page: My Cases' confirm (decision 075), posted to the page's own action. */
export function ReleaseCaseDialog({ caseId, caseRecordId, trigger, action }: CaseChangeDialogProps) {
  const { fetcherKey: _list, ...confirm } = releaseConfirm(caseRecordId);
  return (
    <ConfirmDialog
      trigger={trigger}
      {...confirm}
      submit={{ method: 'post', action, fields: { intent: 'release', caseId } }}
    />
  );
}
