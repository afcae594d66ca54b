/**
 * The admin's review actions on an onboarding checklist (decision 041): Approve (a confirm with the provider's
 * status afterwards: Provisionally Active or Active) and Send back one item (a confirm asking what to fix).
 * Success reloads the page with a flash; the API's refusal is a toast in its own words.
 */
import { useId } from 'react';
import { ConfirmDialog } from '~/components/detail';
import { CONTROL_CLASS } from '~/components/form';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/sonner';
import { sameStatus } from '~/features/auth';
import type { Task } from '../types';
import {
  SEND_BACK_REASON_MAX,
  type ApprovalStatus,
  type ProviderStatus,
  type ReviewReply,
} from './onboarding-schemas';

const showRefusal = (reply: ReviewReply | undefined) => {
  if (reply?.toast.kind === 'error') toast.error(reply.toast.message);
};

const CHOICES: { value: ApprovalStatus; label: string; effect: string }[] = [
  {
    value: 'Provisionally Active',
    label: 'Provisionally Active',
    effect: 'At their next login: the reduced menu (My Cases, My Tasks); an admin activates them later.',
  },
  {
    value: 'Active',
    label: 'Active',
    effect: 'At their next login: the full menu, Available Cases included.',
  },
];

function StatusChoice() {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Provider status after approval *</legend>
      {CHOICES.map((choice, i) => (
        <div key={choice.value} className="flex items-start gap-2">
          <input
            type="radio"
            id={`${id}-${i}`}
            name="providerStatus"
            value={choice.value}
            defaultChecked={i === 0}
            aria-describedby={`${id}-${i}-hint`}
            className="mt-1 size-4 accent-primary"
          />
          <div>
            <Label htmlFor={`${id}-${i}`}>{choice.label}</Label>
            <p id={`${id}-${i}-hint`} className="text-sm text-muted-foreground">
              {choice.effect}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}

export function ApproveOnboardingDialog({
  task,
  provider,
}: {
  task: Task;
  provider: { name: string; status: ProviderStatus } | null;
}) {
  const name = provider?.name ?? task.assignee?.name ?? 'the provider';
  const active = sameStatus(provider?.status, 'Active');
  return (
    <ConfirmDialog<ReviewReply>
      trigger={<Button className="w-full sm:w-auto">Approve</Button>}
      title={`Approve ${name}’s onboarding?`}
      description={
        active
          ? `The task ${task.taskNumber} is completed. ${name} is already Active and stays so.`
          : `The task ${task.taskNumber} is completed and ${name} moves from ${provider?.status ?? 'their status'} to the status you choose.`
      }
      confirmLabel="Approve"
      cancelLabel="Not yet"
      submit={{
        method: 'post',
        fields: { intent: 'approve', ...(active ? { providerStatus: 'Active' } : {}) },
      }}
      onDone={showRefusal}
    >
      {active ? null : <StatusChoice />}
    </ConfirmDialog>
  );
}

function ReasonField() {
  const id = useId();
  return (
    <>
      <Label htmlFor={id}>What should the provider fix? *</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Posted as a comment on the task; the provider reads it beside their checklist.
      </p>
      <textarea
        id={id}
        name="reason"
        rows={3}
        required
        maxLength={SEND_BACK_REASON_MAX}
        aria-describedby={`${id}-hint`}
        className={CONTROL_CLASS}
      />
    </>
  );
}

export function SendBackDialog({ task, index }: { task: Task; index: number }) {
  const item = task.checklist[index]!;
  const name = task.assignee?.name ?? 'the provider';
  return (
    <ConfirmDialog<ReviewReply>
      trigger={
        <Button variant="outline" size="sm" className="w-full sm:w-auto">
          {`Send back '${item.label}'`}
        </Button>
      }
      title={`Send '${item.label}' back?`}
      description={`The item is marked not done and ${name}’s checklist opens again, so they can upload a new document and mark it done.`}
      confirmLabel="Send back"
      cancelLabel="Keep it"
      submit={{ method: 'post', fields: { intent: 'send-back', index: String(index) } }}
      onDone={showRefusal}
    >
      <ReasonField />
    </ConfirmDialog>
  );
}
