/**
 * 'Add addendum' (the signer and admins): reason and text, both required (the contract's ReportAddendumInput),
 * checked in the browser and again by the action; once valid, a confirm says the addendum is permanent, and only
 * then is the form posted. The action redirects back to the report with a flash.
 */
import { useRef, useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { Form, useActionData } from '@remix-run/react';
import { ConfirmDialog } from '~/components/detail';
import {
  ErrorList,
  LeaveGuard,
  SubmitButton,
  TextField,
  TextareaField,
  useContractForm,
} from '~/components/form';
import type { FormReply } from '~/components/form/submission.server';
import { Button } from '~/components/ui/button';
import { addendumForm, ADDENDUM_FORM_ID, REPORT_MESSAGES } from './messages';

/** Cancel with something written asks first (decision 069). */
export const ADDENDUM_DISCARD = {
  title: 'Discard this addendum?',
  description: 'What you wrote for the addendum is not kept; the report stays as it is.',
  confirm: 'Discard addendum',
} as const;

export function AddendumForm({ nextVersion, onClose }: { nextVersion: number; onClose: () => void }) {
  const reply = useActionData<FormReply>();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  const [asking, setAsking] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [form, fields] = useContractForm(addendumForm, {
    id: ADDENDUM_FORM_ID,
    reply,
    onSubmit: (event) => {
      if (confirmed.current) {
        confirmed.current = false;
        return;
      }
      event.preventDefault();
      setAsking(true);
    },
  });
  return (
    <section
      aria-labelledby="addendum-heading"
      className="rounded-lg border bg-card p-4 sm:p-6 print:hidden"
      data-testid="addendum-form"
    >
      <h2 id="addendum-heading" className="mb-1 text-base font-semibold">
        Add addendum
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        {`The report is locked. A correction or a later finding is added as version ${nextVersion}; the earlier versions stay as they were.`}
      </p>
      <Form method="post" ref={formRef} {...getFormProps(form)} className="space-y-4">
        <ErrorList id={form.errorId} errors={form.errors} />
        <TextField
          meta={fields.reason}
          label="Reason"
          description="Why the report is amended, e.g. immunohistochemistry results."
        />
        <TextareaField meta={fields.text} label="Addendum" rows={6} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            onClick={() => (form.dirty ? setDiscarding(true) : onClose())}
          >
            Cancel
          </Button>
          <SubmitButton>Add addendum</SubmitButton>
        </div>
      </Form>
      <ConfirmDialog
        open={asking}
        onCancel={() => setAsking(false)}
        title={`Add addendum as version ${nextVersion}?`}
        description={REPORT_MESSAGES.addendumPermanent}
        confirmLabel="Add addendum"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setAsking(false);
          confirmed.current = true;
          formRef.current?.requestSubmit();
        }}
      />
      <ConfirmDialog
        open={discarding}
        onCancel={() => setDiscarding(false)}
        title={ADDENDUM_DISCARD.title}
        description={ADDENDUM_DISCARD.description}
        confirmLabel={ADDENDUM_DISCARD.confirm}
        cancelLabel="Keep editing"
        destructive
        onConfirm={onClose}
      />
      <LeaveGuard when={form.dirty && !asking} />
    </section>
  );
}
