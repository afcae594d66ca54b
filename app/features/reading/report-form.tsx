/**
 * The report being written (decision 032): primary diagnosis, gross and microscopic description, comments, CPT
 * codes and billing component on Conform (the schema of ./schema.ts, from the contract). Saved as a draft about
 * a second after each change (use-autosave.ts) with its status in words; the form starts from the saved draft,
 * and leaving with unsaved changes saves them first (it asks only when that fails). Sign out asks for
 * confirmation (the report is then locked), then posts the form to the page's action, which redirects to the
 * final report; a refusal comes back under the fields.
 */
import { useMemo, useRef, useState } from 'react';
import { Form, useActionData, useFetcher } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { ConfirmDialog } from '~/components/detail';
import {
  ErrorList,
  LeaveGuard,
  SelectField,
  TextareaField,
  TextField,
  formErrorMap,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { Button } from '~/components/ui/button';
import { DateTime, useReaderTimeZone } from '~/components/ui/date-time';
import { Spinner } from '~/components/ui/spinner';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import type { CaseDetails } from '~/features/cases';
import { readingPaths } from './labels';
import { REPORT_FORM_ID, reportDefaults, reportDraftForm, reportFormWith } from './schema';
import { SynopticFields } from './synoptic-fields';
import type { SynopticTemplate } from './synoptic';
import { AUTOSAVE_MESSAGES, savedTime, useAutosave, type AutosaveStatus } from './use-autosave';

export const SIGN_OUT_FETCHER = 'sign-out-report';

export const SIGN_OUT_TEXT = {
  title: (recordId: string) => `Sign out case ${recordId}?`,
  description:
    'The report becomes final and is locked: the facility sees it, the case moves to Completed Cases, and a later correction can only be added as an addendum with a reason.',
  confirm: 'Sign out',
  cancel: 'Keep editing',
} as const;

function DraftStatus({ status, initialSavedAt }: { status: AutosaveStatus; initialSavedAt: string | null }) {
  const zone = useReaderTimeZone();
  let text: React.ReactNode;
  let tone = 'text-muted-foreground';
  switch (status.kind) {
    case 'idle':
      text = initialSavedAt ? (
        <>
          Draft saved at <DateTime value={initialSavedAt} />
        </>
      ) : (
        'No draft saved yet. The report is saved as a draft while you type.'
      );
      break;
    case 'pending':
      text = AUTOSAVE_MESSAGES.unsaved;
      break;
    case 'saving':
      text = (
        <span className="inline-flex items-center gap-2">
          <Spinner /> {AUTOSAVE_MESSAGES.saving}
        </span>
      );
      break;
    case 'saved':
      text = AUTOSAVE_MESSAGES.savedAt(savedTime(status.at, zone));
      tone = 'text-emerald-800';
      break;
    case 'invalid':
    case 'error':
      text = status.message;
      tone = 'text-destructive';
      break;
  }
  return (
    <p role="status" aria-live="polite" data-draft-status={status.kind} className={cn('text-sm', tone)}>
      {text}
    </p>
  );
}

export function ReportForm({
  caseData,
  synopticTemplates = [],
}: {
  caseData: CaseDetails;
  synopticTemplates?: SynopticTemplate[];
}) {
  const hydrated = useHydrated();
  const reportForm = useMemo(() => reportFormWith(synopticTemplates), [synopticTemplates]);
  const actionReply = useActionData<FormReply>();
  const [signOutReply, setSignOutReply] = useState<FormReply | null>(null);
  const [form, fields] = useContractForm(reportForm, {
    id: REPORT_FORM_ID,
    reply: signOutReply ?? actionReply,
    defaultValue: reportDefaults(caseData),
  });
  const formRef = useRef<HTMLFormElement>(null);
  const signOut = useFetcher<FormReply>({ key: SIGN_OUT_FETCHER });
  const signingOut = signOut.state !== 'idle';
  const [confirming, setConfirming] = useState<Record<string, string> | null>(null);

  const autosave = useAutosave({
    formRef,
    url: readingPaths.draft(caseData.caseID),
    paused: signingOut,
    validate: (formData) => {
      const ok =
        parseWithZod(formData, { schema: reportDraftForm, error: formErrorMap }).status === 'success';
      // Show the wrong field's message (Conform validates with the form's schema: no intent, the draft's rules).
      if (!ok) form.validate();
      return ok;
    },
  });

  const formProps = getFormProps(form);
  const onSubmit: React.FormEventHandler<HTMLFormElement> = (event) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const formData = new FormData(event.currentTarget, submitter);
    const checked = parseWithZod(formData, { schema: reportForm, error: formErrorMap });
    if (checked.status !== 'success') {
      // Conform shows the messages and moves the focus to the first wrong field.
      formProps.onSubmit(event);
      return;
    }
    event.preventDefault();
    if (formData.get('intent') === 'sign-out') {
      const values: Record<string, string> = {};
      for (const [name, value] of formData) if (typeof value === 'string') values[name] = value;
      setSignOutReply(null);
      setConfirming(values);
    } else {
      void autosave.saveNow();
    }
  };

  return (
    <section
      aria-labelledby="report-heading"
      className="min-w-0 space-y-4 rounded-lg border bg-card p-4 sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="report-heading" className="text-base font-semibold">
          Report
        </h2>
        <DraftStatus status={autosave.status} initialSavedAt={caseData.reportDraft?.savedAt ?? null} />
      </div>
      <Form
        method="post"
        ref={formRef}
        {...formProps}
        onSubmit={onSubmit}
        onChange={autosave.onChange}
        className="space-y-4"
      >
        <ErrorList id={form.errorId} errors={form.errors} />
        <TextareaField
          meta={fields.primaryDiagnosis}
          label="Primary diagnosis"
          description="Required to sign out."
          required
          rows={3}
        />
        <TextareaField meta={fields.grossDescription} label="Gross description" rows={5} />
        <TextareaField meta={fields.microscopicDescription} label="Microscopic description" rows={6} />
        <TextareaField meta={fields.comments} label="Comments" rows={3} />
        <SynopticFields meta={fields.synoptic} templates={synopticTemplates} />
        <TextField
          meta={fields.cptCodes}
          label="CPT codes"
          description="Five characters each, separated by commas or spaces, for example 88305, 88342."
          inputProps={{ autoComplete: 'off', spellCheck: false }}
        />
        <SelectField
          meta={fields.billingComponent}
          label="Billing component"
          options={ENUM_OPTIONS.billingComponent}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="submit" name="intent" value="save-draft" variant="outline" formNoValidate>
            Save draft
          </Button>
          {hydrated ? (
            <Button
              type="submit"
              name="intent"
              value="sign-out"
              disabled={signingOut}
              aria-busy={signingOut || undefined}
              className="font-semibold"
            >
              {signingOut ? <Spinner /> : null}
              Sign out
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">
              Signing out needs JavaScript: it asks you to confirm first.
            </p>
          )}
        </div>
      </Form>
      <ConfirmDialog<FormReply>
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        title={SIGN_OUT_TEXT.title(caseData.caseRecordId)}
        description={SIGN_OUT_TEXT.description}
        confirmLabel={SIGN_OUT_TEXT.confirm}
        cancelLabel={SIGN_OUT_TEXT.cancel}
        submit={{ method: 'post', fields: confirming ?? {}, fetcherKey: SIGN_OUT_FETCHER }}
        onDone={(reply) => {
          setConfirming(null);
          if (reply?.result) setSignOutReply(reply);
        }}
      />
      {/* Leaving (for the viewer, say) a moment after typing saves the draft, then goes: nothing typed is lost. */}
      <LeaveGuard when={autosave.dirty && !signingOut} saveFirst={autosave.flush} />
    </section>
  );
}
