/**
 * The enquiry forms on Conform: New enquiry (/create-enquiry) and Edit Enquiry (/edit-enquiries/:id). Both
 * show the lead fields of spec 3.3 under their names; the edit form adds both lead-status lists and the
 * internal notes. The server decides again (the same schema, then the API's phone and region rules).
 */
import { useMemo } from 'react';
import { getFormProps } from '@conform-to/react';
import { Form, Link, useActionData } from '@remix-run/react';
import {
  CountryRegionFields,
  ErrorList,
  LeaveGuard,
  PhoneField,
  SelectField,
  SubmitButton,
  TextField,
  TextareaField,
  regionCodesOf,
  useContractForm,
  type AnyField,
  type FormReply,
  type RegionLists,
} from '~/components/form';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import {
  ENQUIRY_FIELD_LABELS as L,
  enquiryDetailHref,
  ENQUIRY_LIST_PATH,
  leadName,
  type Enquiry,
} from './labels';
import { enquiryCreateSchema, enquiryEditSchema } from './schemas';

const GRID = 'grid gap-5 sm:grid-cols-2';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

type LeadFields = Record<
  | 'salutation'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'organisation'
  | 'organisationKind'
  | 'country'
  | 'state'
  | 'service'
  | 'caseScope'
  | 'leadSource',
  AnyField
>;

function LeadFieldsets({ fields, regions }: { fields: LeadFields; regions: RegionLists }) {
  return (
    <>
      <Section title="Contact">
        <div className={GRID}>
          <SelectField meta={fields.salutation} label={L.salutation} options={ENUM_OPTIONS.salutation} />
          <div className="hidden sm:block" />
          <TextField meta={fields.firstName} label={L.firstName} />
          <TextField meta={fields.lastName} label={L.lastName} />
          <TextField meta={fields.email} type="email" label={L.email} />
          <PhoneField meta={fields.phone} label={L.phone} />
        </div>
      </Section>
      <Section title="Organisation">
        <div className={GRID}>
          <TextField meta={fields.organisation} label={L.organisation} />
          <SelectField
            meta={fields.organisationKind}
            label={L.organisationKind}
            options={ENUM_OPTIONS.organisationKind}
          />
          <CountryRegionFields country={fields.country} region={fields.state} regions={regions} />
        </div>
      </Section>
      <Section title="Lead">
        <div className={GRID}>
          <SelectField meta={fields.service} label={L.service} options={ENUM_OPTIONS.service} />
          <SelectField meta={fields.caseScope} label={L.caseScope} options={ENUM_OPTIONS.caseScope} />
          <SelectField meta={fields.leadSource} label={L.leadSource} options={ENUM_OPTIONS.leadSource} />
        </div>
      </Section>
    </>
  );
}

function Actions({ submitLabel, cancelTo }: { submitLabel: string; cancelTo: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SubmitButton>{submitLabel}</SubmitButton>
      <Button asChild variant="outline">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
    </div>
  );
}

export function EnquiryCreatePage({ regions }: { regions: RegionLists }) {
  const reply = useActionData<FormReply>();
  const schema = useMemo(() => enquiryCreateSchema(regionCodesOf(regions)), [regions]);
  const [form, fields] = useContractForm(schema, {
    id: 'enquiry-create',
    reply,
    defaultValue: { salutation: 'None', caseScope: 'all', country: 'US' },
  });
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>New enquiry</PageHeading>
        <p className="mt-1 text-muted-foreground">
          A lead the team heard of by phone, email or at a conference. It starts as Prospect.
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
        <LeadFieldsets fields={fields} regions={regions} />
        <TextareaField meta={fields.message} label="What they asked for" rows={4} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Actions submitLabel="Create enquiry" cancelTo={ENQUIRY_LIST_PATH} />
        <LeaveGuard when={form.dirty} />
      </Form>
    </section>
  );
}

export function EnquiryEditPage({
  enquiry,
  initial,
  regions,
}: {
  enquiry: Enquiry;
  initial: Record<string, string>;
  regions: RegionLists;
}) {
  const reply = useActionData<FormReply>();
  const schema = useMemo(() => enquiryEditSchema(regionCodesOf(regions)), [regions]);
  const [form, fields] = useContractForm(schema, {
    id: `enquiry-edit-${enquiry.id}`,
    reply,
    defaultValue: initial,
  });
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Edit Enquiry</PageHeading>
        <p className="mt-1 text-muted-foreground">{`${leadName(enquiry)}, ${enquiry.organisation}`}</p>
      </div>
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
        <LeadFieldsets fields={fields} regions={regions} />
        <Section title="Follow-up">
          <div className={GRID}>
            <SelectField meta={fields.status} label={L.status} options={ENUM_OPTIONS.leadStatus} />
            <SelectField meta={fields.stage} label={L.stage} options={ENUM_OPTIONS.leadStatusB} />
          </div>
          <TextareaField meta={fields.notes} label={L.notes} rows={4} />
        </Section>
        <ErrorList id={form.errorId} errors={form.errors} />
        <Actions submitLabel="Save changes" cancelTo={enquiryDetailHref(enquiry.id)} />
        <LeaveGuard when={form.dirty} />
      </Form>
    </section>
  );
}
