/**
 * The admin's billing component and relation forms on a case's page (decision 035): each a Conform form posting
 * its intent to the page's action; a saved change comes back as the page with a flash, a refusal as messages
 * under the fields (and the API's sentence for a 409).
 */
import { getFormProps } from '@conform-to/react';
import { Form, useActionData } from '@remix-run/react';
import { ErrorList, SelectField, SubmitButton, useContractForm, type FormReply } from '~/components/form';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { billingForm, CASE_EDIT_FORM_IDS, relationsForm, type ParentChoice } from './admin-case-edits';
import type { CaseDetails } from './case-labels';

function BillingForm({ caseData }: { caseData: CaseDetails }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(billingForm, {
    id: CASE_EDIT_FORM_IDS.billing,
    reply,
    defaultValue: {
      intent: 'billing',
      billingComponent: caseData.billingComponent === null ? undefined : String(caseData.billingComponent),
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="billing" />
      <SelectField
        meta={fields.billingComponent}
        label="Billing component"
        options={ENUM_OPTIONS.billingComponent}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton variant="outline" className="self-start">
        Save billing component
      </SubmitButton>
    </Form>
  );
}

function RelationForm({ caseData, parents }: { caseData: CaseDetails; parents: ParentChoice[] }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(relationsForm, {
    id: CASE_EDIT_FORM_IDS.relations,
    reply,
    defaultValue: { intent: 'relations', caseRelation: caseData.caseRelation },
  });
  const child = (fields.caseRelation.value ?? caseData.caseRelation) === 'Child';
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="relations" />
      <SelectField meta={fields.caseRelation} label="Case relation" options={ENUM_OPTIONS.caseRelation} />
      {child ? (
        <SelectField
          meta={fields.parentCaseId}
          label="Parent case"
          options={parents}
          placeholder={parents.length ? 'Choose the parent case…' : 'No other case of this facility'}
          description="Another case of the same facility."
        />
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton variant="outline" className="self-start">
        Save relation
      </SubmitButton>
    </Form>
  );
}

export function AdminCaseEdits({ caseData, parents }: { caseData: CaseDetails; parents: ParentChoice[] }) {
  return (
    <section aria-labelledby="case-admin-edits" className="mt-6 rounded-lg border p-4">
      <h2 id="case-admin-edits" className="mb-4 text-lg font-semibold">
        Billing and relation
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <BillingForm caseData={caseData} />
        <RelationForm caseData={caseData} parents={parents} />
      </div>
    </section>
  );
}
