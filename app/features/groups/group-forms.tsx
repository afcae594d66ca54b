/** The Groups page's two forms on Conform: create a group (its name) and rename the open one. */
import { Form, useActionData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { ErrorList, SubmitButton, TextField, useContractForm, type FormReply } from '~/components/form';
import { FORM_IDS, INTENTS, createGroupSchema, renameGroupSchema, type Group } from './groups';

export function CreateGroupForm() {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(createGroupSchema, { id: FORM_IDS.create, reply });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={INTENTS.create} />
      <div className="min-w-0 flex-1 sm:max-w-sm">
        <TextField meta={fields.name} label="New group name" />
      </div>
      <SubmitButton>Create group</SubmitButton>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}

export function RenameGroupForm({ group }: { group: Group }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(renameGroupSchema, {
    id: FORM_IDS.rename,
    reply,
    defaultValue: { groupId: group.id, name: group.name },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={INTENTS.rename} />
      <input type="hidden" name="groupId" value={group.id} />
      <div className="min-w-0 flex-1 sm:max-w-sm">
        <TextField meta={fields.name} label="Group name" />
      </div>
      <SubmitButton>Rename</SubmitButton>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}
