/**
 * /admin/assignment: where cases are assigned automatically. Each facility and case type is a checkbox; a case
 * sent out under either goes to the provider the assignment rules rank first (docs/assignment.md).
 */
import { Form, useActionData } from '@remix-run/react';
import { CheckboxGroupField, SubmitButton, useContractForm, type FormReply } from '~/components/form';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { DateTime } from '~/components/ui/date-time';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { ASSIGNMENT_FORM_ID, settingsForm, type AssignmentSettingsData } from './settings';

export function AssignmentSettingsPage({
  settings,
  facilities,
  flash,
}: AssignmentSettingsData & { flash: FlashData | null }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(settingsForm, {
    id: ASSIGNMENT_FORM_ID,
    reply,
    defaultValue: { facilityIds: settings.facilityIds, caseTypes: settings.caseTypes },
  });
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Assignment</PageHeading>
        <p className="mt-1 max-w-3xl text-muted-foreground">
          A case sent out from a facility or of a case type checked here goes straight to the provider who
          meets every assignment rule with the most room (subspecialty, licence in the facility’s state,
          active, under their caseload cap, not away), and they are told in the app and by e-mail. When nobody
          meets every rule, the case stays in Available Cases and the admins are told why. Cases already sent
          out are not moved.
        </p>
      </div>
      <FlashMessage flash={flash} />
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="max-w-4xl space-y-6">
        <CheckboxGroupField
          meta={fields.facilityIds}
          label="Facilities assigned automatically"
          options={facilities}
          columns={2}
        />
        <CheckboxGroupField
          meta={fields.caseTypes}
          label="Case types assigned automatically"
          options={ENUM_OPTIONS.caseType}
          columns={3}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton>Save assignment settings</SubmitButton>
          {settings.updatedAt ? (
            <p className="text-sm text-muted-foreground">
              Last changed <DateTime value={settings.updatedAt} />
              {settings.updatedBy ? ` by ${settings.updatedBy.name}` : ''}.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Nothing is assigned automatically yet.</p>
          )}
        </div>
      </Form>
    </section>
  );
}
