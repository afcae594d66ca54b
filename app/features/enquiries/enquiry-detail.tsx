/**
 * Enquiry Details (/enquiries-detail/:id): the lead fields of spec 3.3 under their names, what the visitor
 * wrote, the follow-up notes (each with its author and time, text shown as written) with a form to add one,
 * and the page's actions: Edit, and turning the lead into a facility account or a provider registration.
 */
import { getFormProps } from '@conform-to/react';
import { Link, useFetcher } from '@remix-run/react';
import {
  ActionBar,
  Breadcrumbs,
  ConfirmDialog,
  DetailView,
  NoteThread,
  StatusBadge,
  statusTones,
} from '~/components/detail';
import { ErrorList, SubmitButton, TextareaField, useContractForm, type FormReply } from '~/components/form';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { toast } from '~/components/ui/sonner';
import {
  CASE_SCOPE_LABELS,
  COUNTRY_LABELS,
  ENQUIRY_FIELD_LABELS as L,
  ENQUIRY_LIST_PATH,
  LEAD_SOURCE_LABELS,
  LEAD_STAGE_LABELS,
  LEAD_STATUS_LABELS,
  ORGANISATION_KIND_LABELS,
  SALUTATION_LABELS,
  SERVICE_LABELS,
  enquiryEditHref,
  labelOf,
  leadName,
  type Enquiry,
  type LeadStatus,
} from './labels';
import { noteForm, type ConvertTarget } from './schemas';

const LEAD_TONES = statusTones<LeadStatus>({
  Prospect: 'neutral',
  Ineligible: 'danger',
  Interested: 'info',
  Follow_up: 'progress',
  Not_Interested: 'warning',
  ProvisionallyActive: 'progress',
  Active: 'success',
  Deactivated: 'neutral',
});

export interface EnquiryDetailData {
  enquiry: Enquiry;
  flash: FlashData | null;
}

function NoteForm() {
  const fetcher = useFetcher<FormReply>();
  const [form, fields] = useContractForm(noteForm, {
    id: 'enquiry-note',
    reply: fetcher.data,
    defaultValue: { intent: 'note' },
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
      <input type="hidden" name="intent" value="note" />
      <TextareaField meta={fields.text} label="Add a follow-up note" rows={3} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton pending={fetcher.state !== 'idle'}>Add note</SubmitButton>
    </fetcher.Form>
  );
}

function FollowUps({ enquiry }: { enquiry: Enquiry }) {
  return (
    <NoteThread
      title="Follow-up notes"
      emptyText="No follow-up notes yet."
      notes={enquiry.followUps.map((n) => ({
        id: n.id,
        author: n.createdBy.name,
        at: n.createdAt,
        text: n.text,
      }))}
    >
      <NoteForm />
    </NoteThread>
  );
}

const CONVERT: Record<ConvertTarget, { trigger: string; title: string; description: string }> = {
  facility: {
    trigger: 'Turn into facility account',
    title: 'Turn this lead into a facility account?',
    description:
      'Lead status B becomes Onboarding in progress and a note records it; then Create Facility Account opens with the lead’s details filled in.',
  },
  provider: {
    trigger: 'Turn into provider registration',
    title: 'Turn this lead into a provider registration?',
    description:
      'Lead status B becomes Onboarding in progress and a note records it; then the provider registration form opens for this lead.',
  },
};

function ConvertDialog({ target }: { target: ConvertTarget }) {
  const words = CONVERT[target];
  return (
    <ConfirmDialog<FormReply>
      trigger={<Button variant="outline">{words.trigger}</Button>}
      title={words.title}
      description={words.description}
      confirmLabel="Continue"
      cancelLabel="Not now"
      submit={{ method: 'post', fields: { intent: 'convert', target } }}
      onDone={(reply) => reply?.toast && toast.error(reply.toast.message)}
    />
  );
}

export function EnquiryDetailView({ enquiry, flash }: EnquiryDetailData) {
  const name = leadName(enquiry);
  const status = <StatusBadge status={enquiry.status} tones={LEAD_TONES} labels={LEAD_STATUS_LABELS} />;
  return (
    <section className="space-y-6">
      <Breadcrumbs items={[{ label: 'Enquiries', to: ENQUIRY_LIST_PATH }, { label: name }]} />
      <PageHeading>{name}</PageHeading>
      <FlashMessage flash={flash} />
      <ActionBar label="Enquiry actions" start={status}>
        <Button asChild>
          <Link to={enquiryEditHref(enquiry.id)}>Edit enquiry</Link>
        </Button>
        <ConvertDialog target="facility" />
        <ConvertDialog target="provider" />
      </ActionBar>
      <DetailView
        sections={[
          {
            title: 'Contact',
            items: [
              { label: L.salutation, value: labelOf(SALUTATION_LABELS, enquiry.salutation) },
              { label: L.firstName, value: enquiry.firstName },
              { label: L.lastName, value: enquiry.lastName },
              { label: L.email, value: enquiry.email },
              { label: L.phone, value: enquiry.phone },
            ],
          },
          {
            title: 'Organisation',
            items: [
              { label: L.organisation, value: enquiry.organisation },
              {
                label: L.organisationKind,
                value: labelOf(ORGANISATION_KIND_LABELS, enquiry.organisationKind),
              },
              { label: L.country, value: labelOf(COUNTRY_LABELS, enquiry.country) },
              { label: L.state, value: enquiry.state },
            ],
          },
          {
            title: 'Lead',
            items: [
              { label: L.status, value: status },
              { label: L.stage, value: labelOf(LEAD_STAGE_LABELS, enquiry.stage) },
              { label: L.leadSource, value: labelOf(LEAD_SOURCE_LABELS, enquiry.leadSource) },
              { label: L.service, value: labelOf(SERVICE_LABELS, enquiry.service) },
              { label: L.caseScope, value: labelOf(CASE_SCOPE_LABELS, enquiry.caseScope) },
              { label: 'Received', value: enquiry.createdAt, type: 'dateTime' },
              { label: 'Last changed', value: enquiry.updatedAt, type: 'dateTime' },
              { label: L.message, value: enquiry.message, wide: true },
              { label: L.notes, value: enquiry.notes, wide: true },
            ],
          },
        ]}
      />
      <FollowUps enquiry={enquiry} />
    </section>
  );
}
