/**
 * The status lifecycle's actions on a user's page: one confirm per status the API allows from the current one,
 * each asking for the reason (required here and by the API). Success reloads the page with a flash; a refusal
 * (409: someone changed the status meanwhile; 422) is a toast in the API's words.
 */
import { useId } from 'react';
import type { components } from '../../../contracts';
import { ConfirmDialog } from '~/components/detail';
import { CONTROL_CLASS } from '~/components/form';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { toast } from '~/components/ui/sonner';
import { statusAction, type StatusReply } from './status';

type UserStatus = components['schemas']['UserStatus'];

function ReasonField({ hint }: { hint: string }) {
  const id = useId();
  return (
    <>
      <Label htmlFor={id}>Reason *</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <textarea
        id={id}
        name="reason"
        rows={3}
        required
        maxLength={1000}
        aria-describedby={`${id}-hint`}
        className={CONTROL_CLASS}
      />
    </>
  );
}

const showRefusal = (reply: StatusReply | undefined) => {
  if (reply?.toast.kind === 'error') toast.error(reply.toast.message);
};

export function StatusActions({
  name,
  role,
  status,
  allowed,
}: {
  name: string;
  role: string;
  status: UserStatus;
  allowed: readonly UserStatus[];
}) {
  return (
    <>
      {allowed.map((to) => {
        const action = statusAction(status, to, role);
        return (
          <ConfirmDialog<StatusReply>
            key={to}
            trigger={
              <Button variant={action.destructive ? 'outline' : 'default'} className="w-full sm:w-auto">
                {action.label}
              </Button>
            }
            title={`${action.label}: ${name}?`}
            description={`${name} moves from ${status} to ${to}. ${action.effect}`}
            confirmLabel={action.label}
            cancelLabel="Keep status"
            destructive={action.destructive}
            submit={{ method: 'post', fields: { intent: 'status', status: to } }}
            onDone={showRefusal}
          >
            <ReasonField hint="Kept in the status history with your name and the time." />
          </ConfirmDialog>
        );
      })}
    </>
  );
}
