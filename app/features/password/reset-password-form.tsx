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
import { changePasswordForm, resetPasswordForm } from './schemas';

/**
 * The current password, a new one and its confirmation: Reset Password (the worked example of docs/ui-kit.md:
 * ResetPasswordInput, the other sessions end) and Change Password (ChangePasswordInput, every session ends and
 * the user goes to /login) differ only in their schema and what their actions do.
 */
function PasswordChangeForm({ schema, id }: { schema: typeof resetPasswordForm; id: string }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(schema, { id, reply });
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

export const ResetPasswordForm = () => <PasswordChangeForm schema={resetPasswordForm} id="reset-password" />;

export const ChangePasswordForm = () => (
  <PasswordChangeForm schema={changePasswordForm} id="change-password" />
);
