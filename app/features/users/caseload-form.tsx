/** The admin's caseload cap form on a provider's page, with the open cases and away dates beside it. */
import { Form, useActionData } from '@remix-run/react';
import { NumberField, SubmitButton, useContractForm, type FormReply } from '~/components/form';
import { CASELOAD_FORM_ID, caseloadForm, type Caseload } from './caseload';

export function CaseloadForm({ caseload }: { caseload: Caseload }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(caseloadForm, {
    id: CASELOAD_FORM_ID,
    reply,
    defaultValue: { caseloadCap: String(caseload.caseloadCap) },
  });
  return (
    <Form
      method="post"
      action="?cap"
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Caseload cap"
      className="mt-4 flex max-w-md flex-wrap items-end gap-3"
    >
      <div className="min-w-40 flex-1">
        <NumberField
          meta={fields.caseloadCap}
          label="Caseload cap"
          description="Open cases at which no more are assigned"
        />
      </div>
      <SubmitButton>Save cap</SubmitButton>
    </Form>
  );
}
