/** The FHIR push form of the Interfaces page (decision 139): on or off, the server's base URL, its bearer token. */
import { Form, useActionData } from '@remix-run/react';
import { getFormProps, getInputProps } from '@conform-to/react';
import { ErrorList, SubmitButton, TextField, useContractForm, type FormReply } from '~/components/form';
import {
  FHIR_PUSH_FORM_ID,
  FHIR_PUSH_TEXT,
  fhirPushDefaults,
  fhirPushForm,
  type FhirPushEndpoint,
} from './fhir-push-settings';

export function FhirPushForm({ push }: { push: FhirPushEndpoint }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(fhirPushForm, {
    id: FHIR_PUSH_FORM_ID,
    reply,
    defaultValue: fhirPushDefaults(push),
  });
  const f = fields.fhirPush.getFieldset();
  const { key, ...enabled } = getInputProps(f.enabled, { type: 'checkbox' });
  const { key: removeKey, ...remove } = getInputProps(f.removeToken, { type: 'checkbox' });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="save-fhir-push" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex items-start gap-2">
        <input key={key} {...enabled} className="mt-0.5 size-4 accent-primary" />
        <div className="text-sm">
          <label htmlFor={f.enabled.id} className="font-medium">
            Send results to this FHIR server
          </label>
          <p className="text-muted-foreground">
            Each signed-out case and each addendum is sent as a FHIR R4 transaction (the report, its results,
            specimens and patient), beside the HL7 message, and retried the same way.
          </p>
        </div>
      </div>
      <TextField
        meta={f.baseUrl}
        type="url"
        label="Base URL"
        description="https, like https://fhir.hospital.example/R4. Redirects are not followed."
      />
      <TextField
        meta={f.token}
        type="password"
        label="Bearer token"
        description={`${FHIR_PUSH_TEXT.tokenState(push.tokenSet)} Leave empty to keep it; it is never shown.`}
        inputProps={{ autoComplete: 'off' }}
      />
      {push.tokenSet ? (
        <div className="flex items-center gap-2 text-sm">
          <input key={removeKey} {...remove} className="size-4 accent-primary" />
          <label htmlFor={f.removeToken.id}>Remove the saved token</label>
        </div>
      ) : null}
      <div className="flex justify-end">
        <SubmitButton>Save FHIR server</SubmitButton>
      </div>
    </Form>
  );
}
