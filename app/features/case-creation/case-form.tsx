/**
 * The Create New Case form (spec 3.4): patient, case, specimens with their blocks, the five clinical attachment
 * slots and, when the slides are uploaded, each block's slide images. Saved as a draft on every change (300 ms
 * after the last, spec 9) with its files, restored after a reload, discarded on request (asked first).
 * Submitting creates the case (the action); the page then uploads the files (`UploadStage`).
 */
import { useEffect, useRef, useState } from 'react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import {
  ATTACHMENT_FILE_RULES,
  ComboboxField,
  DateField,
  ErrorList,
  LocalFilesField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextField,
  TextareaField,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import type { CreateCaseLists, CreateCaseLoader, CreatedCase } from './create.server';
import { newIdempotencyKey, writeDraft, type Draft, type DraftFile } from './draft-storage';
import { DraftNotice } from './draft-notice';
import { CASE_FORM_MESSAGES, caseForm, emptySpecimen, type CaseFormInput } from './schema';
import { SpecimenFields, type SlideFiles } from './specimen-fields';
import { isForTarget, readDraftFile, useDraftFiles } from './use-draft-files';

export const FORM_ID = 'create-case';
/** Spec 9: the debounce default. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** The priority choices, each with what it asks for (the targets themselves are the admins', per case type). */
export const PRIORITY_OPTIONS = ENUM_OPTIONS.casePriority.map((option) => ({
  ...option,
  hint: {
    Routine: 'The usual turnaround.',
    Rush: 'Sooner than routine.',
    STAT: 'The most urgent: read first.',
  }[option.value],
}));

const NEW_CASE: CaseFormInput = {
  priority: 'Routine',
  billingComponent: '2',
  caseRelation: 'Standalone',
  slideDelivery: 'Upload_the_Slide_Images',
  specimens: [emptySpecimen()],
} as unknown as CaseFormInput;

export type CreateReply = FormReply | (FormReply & { unconfirmed: true }) | { created: CreatedCase };

/** The block uids of the form's value, in order (specimen by specimen). */
export function blockUids(value: unknown): string[][] {
  const specimens = (value as { specimens?: Array<{ subsections?: Array<{ uid?: string }> }> })?.specimens;
  return (specimens ?? []).map((specimen) => (specimen?.subsections ?? []).map((sub) => sub?.uid ?? ''));
}

const SECTION = 'space-y-4 rounded-lg border bg-card p-4 sm:p-6';
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function CaseForm({
  owner,
  lists,
  editing,
  restored,
  onCreated,
  onDiscard,
}: {
  owner: string;
  lists: CreateCaseLists;
  /** A draft case being edited (`?caseId=`): its stored values, and the images its blocks hold. */
  editing: CreateCaseLoader['editing'];
  restored: Draft | null;
  onCreated: (created: CreatedCase, values: Record<string, unknown>, files: DraftFile[]) => void;
  onDiscard: (files: DraftFile[]) => void;
}) {
  const actionData = useActionData<CreateReply>();
  const reply = actionData && 'result' in actionData ? actionData : null;
  const created = actionData && 'created' in actionData ? actionData.created : null;
  const [form, fields] = useContractForm(caseForm, {
    id: FORM_ID,
    reply: reply as { result: SubmissionResult<string[]> } | null,
    // A draft kept before priorities existed still opens on Routine.
    defaultValue: {
      priority: 'Routine',
      ...(restored?.values ?? editing?.values ?? NEW_CASE),
    } as CaseFormInput,
  });
  const draftFiles = useDraftFiles(owner, restored?.files ?? []);
  const navigation = useNavigation();
  const caseLoading = navigation.state === 'submitting' && navigation.formData?.get('__intent__') === null;
  const changed = useRef(Boolean(restored));
  // One key per draft, kept with it: a create sent again (its answer lost, the page reloaded) makes no second
  // case (decision 068). An edit is a PUT, which needs none.
  const [idempotencyKey] = useState(() => restored?.idempotencyKey ?? newIdempotencyKey());

  // Spec 4.3: saved on every change, 300 ms after the last one; never before the person changed anything.
  const value = form.value;
  const { files } = draftFiles;
  const saveDraft = (values: unknown) =>
    writeDraft(owner, {
      values: (values ?? {}) as Record<string, unknown>,
      files,
      submission: null,
      idempotencyKey,
    });
  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => saveDraft(value), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // saveDraft reads only these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, value, files, idempotencyKey]);

  // A block or specimen removed takes its slide images with it.
  const uids = blockUids(value);
  const uidKey = uids.flat().join(',');
  const { keepSlidesOf } = draftFiles;
  useEffect(() => {
    keepSlidesOf(new Set(uidKey.split(',').filter(Boolean)));
  }, [uidKey, keepSlidesOf]);

  useEffect(() => {
    if (created) onCreated(created, (form.value ?? {}) as Record<string, unknown>, files);
    // Once per created case.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [created]);

  const uploadingSlides = value?.slideDelivery === 'Upload_the_Slide_Images';
  const slides: SlideFiles | null = uploadingSlides
    ? {
        uploading: true,
        filesOf: (uid) => files.filter((file) => isForTarget(file, { kind: 'slide', subsectionUid: uid })),
        add: (uid, chosen) => {
          changed.current = true;
          void draftFiles.add(chosen, { kind: 'slide', subsectionUid: uid });
        },
        remove: (key) => {
          changed.current = true;
          draftFiles.remove([key]);
        },
        storedOf: (uid) => editing?.images.find((block) => block.blockUid === uid)?.names ?? [],
      }
    : null;

  const formProps = getFormProps(form);
  const onSubmit: React.FormEventHandler<HTMLFormElement> = (event) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const isIntent = submitter?.name === '__intent__';
    // The draft and its key are kept before the create leaves, not 300 ms later: if the tab closes before
    // the answer arrives, the next attempt sends the same key.
    if (!isIntent && !editing) saveDraft(form.value);
    formProps.onSubmit(event);
  };

  const patient = fields.patientInfo.getFieldset();
  const caseError = reply?.toast?.kind === 'error' ? reply.toast.message : null;
  const submitDisabled = caseLoading || draftFiles.storing;

  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={onSubmit}
      onInput={() => void (changed.current = true)}
      className="space-y-6"
      aria-busy={caseLoading || undefined}
    >
      <DraftNotice
        restored={restored}
        unstored={files.filter((file) => !file.stored)}
        onDiscard={() => onDiscard(files)}
      />
      {editing ? null : <input type="hidden" name="idempotencyKey" value={idempotencyKey} />}
      <fieldset disabled={caseLoading} className="space-y-6">
        <section className={SECTION} aria-labelledby="patient-heading">
          <h2 id="patient-heading" className="text-lg font-semibold">
            Patient
          </h2>
          <div className={GRID}>
            <TextField meta={patient.lastName} label="Last name" />
            <TextField meta={patient.firstName} label="First name" />
            <DateField meta={patient.birthDate} label="Birth date" />
            <SelectField meta={patient.gender} label="Gender" options={ENUM_OPTIONS.gender} />
            <TextField meta={patient.race} label="Race" />
            <TextField meta={patient.mrn} label="MRN" description="Medical record number" />
          </div>
        </section>

        <section className={SECTION} aria-labelledby="case-heading">
          <h2 id="case-heading" className="text-lg font-semibold">
            Case
          </h2>
          <div className={GRID}>
            <SelectField meta={fields.type} label="Case type" options={ENUM_OPTIONS.caseType} />
            <RadioGroupField
              meta={fields.priority}
              label="Priority"
              options={PRIORITY_OPTIONS}
              description="Sets the due time with the case type once the case is sent out."
              className="sm:row-span-2"
            />
            <SelectField
              meta={fields.billingComponent}
              label="Billing component"
              options={ENUM_OPTIONS.billingComponent}
            />
            <SelectField
              meta={fields.caseRelation}
              label="Case relation"
              options={ENUM_OPTIONS.caseRelation}
            />
            {value?.caseRelation === 'Child' ? (
              <ComboboxField
                meta={fields.parentCaseId}
                label="Related case"
                options={lists.parentCases}
                description="The case this one is a child of."
                searchPlaceholder="Search by record ID or patient…"
                required
              />
            ) : null}
            <SelectField
              meta={fields.slideDelivery}
              label="Slide delivery"
              options={ENUM_OPTIONS.slideDelivery}
            />
            <ComboboxField
              meta={fields.insurancePayer}
              label="Insurance payer"
              options={lists.insurancePayers}
            />
          </div>
          <TextareaField meta={fields.clinicalInfo} label="Clinical information" rows={4} />
        </section>

        <section className={SECTION} aria-labelledby="specimens-heading">
          <h2 id="specimens-heading" className="text-lg font-semibold">
            Specimens
          </h2>
          <SpecimenFields form={form} specimens={fields.specimens} lists={lists} slides={slides} />
        </section>

        <section className={SECTION} aria-labelledby="attachments-heading">
          <h2 id="attachments-heading" className="text-lg font-semibold">
            Clinical attachments
          </h2>
          <p className="text-sm text-muted-foreground">
            Upload after the case is created. JPG, PNG, PDF or Word documents.
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {ENUM_OPTIONS.attachmentSlot.map((slot) => (
              <LocalFilesField
                key={slot.value}
                id={`attachment-${slot.value}`}
                label={slot.label}
                files={files.filter((file) => isForTarget(file, { kind: 'attachment', slot: slot.value }))}
                rules={ATTACHMENT_FILE_RULES}
                onAdd={(chosen) => {
                  changed.current = true;
                  void draftFiles.add(chosen, { kind: 'attachment', slot: slot.value }, { replace: true });
                }}
                onRemove={(key) => {
                  changed.current = true;
                  draftFiles.remove([key]);
                }}
                read={readDraftFile}
              />
            ))}
          </div>
        </section>
      </fieldset>

      {caseError ? (
        <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
          <p className="font-medium">
            {actionData && 'unconfirmed' in actionData
              ? CASE_FORM_MESSAGES.createUnconfirmedHeading
              : 'The case was not created.'}
          </p>
          <ErrorList errors={form.errors ?? [caseError]} />
        </div>
      ) : (
        <ErrorList id={form.errorId} errors={form.errors} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton disabled={submitDisabled} pending={caseLoading}>
          {editing ? 'Save changes' : 'Create case'}
        </SubmitButton>
        {draftFiles.storing ? (
          <span role="status" className="text-sm text-muted-foreground">
            Keeping the chosen files in this browser…
          </span>
        ) : null}
      </div>
    </Form>
  );
}
