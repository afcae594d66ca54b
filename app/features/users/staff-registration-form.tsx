/** /staff-registration: an admin creates a user of the operator's own staff (role Admin, user type fixed). */
import { Form, useActionData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { ErrorList, SelectField, SubmitButton, useContractForm, LeaveGuard } from '~/components/form';
import { DetailList } from '~/components/detail';
import { enumLabel } from '../../../contracts/enumerations';
import { STAFF_ROLE_OPTIONS, roleLabel } from './options';
import { staffCreateSchema } from './schemas';
import type { UserCreatedReply } from './types';
import { PersonFields } from './user-fields';

export function StaffRegistrationForm() {
  const reply = useActionData<UserCreatedReply>();
  const [form, fields] = useContractForm(staffCreateSchema, { id: 'staff-registration', reply });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
      <DetailList
        items={[
          { label: 'Role', value: roleLabel('Admin') },
          { label: 'User type', value: enumLabel('userType', 'Operator_Staff') },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.staffRole}
          label="Staff role"
          options={STAFF_ROLE_OPTIONS}
          description="What they do for the operator."
        />
      </div>
      <PersonFields fields={fields} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton>Create staff user</SubmitButton>
      <LeaveGuard when={form.dirty} />
    </Form>
  );
}
