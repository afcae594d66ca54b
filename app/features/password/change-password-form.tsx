import { Form, useActionData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import {
  ErrorList,
  LeaveGuard,
  PasswordField,
  SubmitButton,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { changePasswordForm } from './schemas';

/** Change Password: ChangePasswordInput's three fields; success ends every session and goes to /login. */
export function ChangePasswordForm() {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(changePasswordForm, { id: 'change-password', reply });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-md space-y-5">
      <PasswordField meta={fields.currentPassword} label="Current password" autoComplete="current-password" />
      <PasswordField meta={fields.newPassword} label="New password" autoComplete="new-password" showRules />
      <PasswordField meta={fields.confirmPassword} label="Confirm new password" autoComplete="new-password" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton>Change password</SubmitButton>
      <LeaveGuard when={form.dirty} />
    </Form>
  );
}
