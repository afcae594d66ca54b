/**
 * 'Add addendum' (the signer and admins): reason and text, both required (the contract's ReportAddendumInput),
 * checked in the browser and again by the action; once valid, a confirm says the addendum is permanent, and only
 * then is the form posted. The action redirects back to the report with a flash.
 */
import { useMemo, useRef, useState } from 'react';
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
import { SynopticFields } from '~/features/reading';
import { synopticDefaults, type SynopticPart, type SynopticTemplate } from '~/features/reading';
import { addendumFormWith, ADDENDUM_FORM_ID, REPORT_MESSAGES } from './messages';

/** Cancel with something written asks first (decision 069). */
export const ADDENDUM_DISCARD = {
  title: 'Discard this addendum?',
  description: 'What you wrote for the addendum is not kept; the report stays as it is.',
  confirm: 'Discard addendum',
} as const;

export const ADDENDUM_SYNOPTIC = {
  change: 'Correct the structured part too',
  hint: 'The addendum then states the whole structured part, starting from the current one; its required items must be answered.',
} as const;

export function AddendumForm({
  nextVersion,
  onClose,
  synoptic = null,
}: {
  nextVersion: number;
  onClose: () => void;
  /** The case type's templates and the report's current structured part (decision 106). */
  synoptic?: { templates: SynopticTemplate[]; current: SynopticPart | null } | null;
}) {
  const reply = useActionData<FormReply>();
  const templates = synoptic?.templates;
  const schema = useMemo(() => addendumFormWith(templates ?? []), [templates]);
  const [changingPart, setChangingPart] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  const [asking, setAsking] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [form, fields] = useContractForm(schema, {
    id: ADDENDUM_FORM_ID,
    reply,
    defaultValue: { synoptic: synopticDefaults(synoptic?.current) },
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
        {templates?.length ? (
          <div className="space-y-3">
            <div className="flex items-start gap-2">
              <input
                id="addendum-synoptic-change"
                type="checkbox"
                checked={changingPart}
                onChange={(event) => setChangingPart(event.target.checked)}
                aria-describedby="addendum-synoptic-hint"
                className="mt-0.5 size-4 accent-primary"
              />
              <div className="text-sm">
                <label htmlFor="addendum-synoptic-change" className="font-medium">
                  {ADDENDUM_SYNOPTIC.change}
                </label>
                <p id="addendum-synoptic-hint" className="text-muted-foreground">
                  {ADDENDUM_SYNOPTIC.hint}
                </p>
              </div>
            </div>
            {changingPart ? <SynopticFields meta={fields.synoptic} templates={templates} /> : null}
          </div>
        ) : null}
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
