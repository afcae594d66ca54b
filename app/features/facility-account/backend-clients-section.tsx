/**
 * The backend service clients of the Interfaces page (SMART Backend Services, decision 133): the facility's
 * clients on the list kit (name, client id, scopes, created; remove behind a confirm) and the register form (a
 * name, the client's public JWKS pasted, the scopes it may be granted).
 */
import { Form, useActionData, useFetcher } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import {
  DataTable,
  RowActionForm,
  RowActions,
  actionsColumn,
  createdAtColumn,
  listColumns,
  type ListColumn,
} from '~/components/data-table';
import {
  CheckboxGroupField,
  ErrorList,
  SubmitButton,
  TextField,
  TextareaField,
  useContractForm,
  type FormReply,
} from '~/components/form';
import {
  BACKEND_CLIENT_FORM_ID,
  BACKEND_CLIENT_TEXT,
  REMOVE_CLIENT_FETCHER,
  SCOPE_OPTIONS,
  backendClientForm,
  backendClientListQuery,
  type BackendServiceClient,
  type RemoveClientResult,
} from './backend-clients';

const column = listColumns<BackendServiceClient>();

const COLUMNS: ListColumn<BackendServiceClient>[] = [
  column.accessor('name', { header: 'Name', meta: { rowHeader: true } }),
  column.accessor('clientId', {
    header: 'Client id',
    cell: ({ row }) => <code className="break-all">{row.original.clientId}</code>,
  }),
  column.accessor((client) => client.scopes.join(' '), {
    id: 'scopes',
    header: 'Scopes',
    cell: ({ row }) => (
      <ul>
        {row.original.scopes.map((scope) => (
          <li key={scope}>
            <code>{scope}</code>
          </li>
        ))}
      </ul>
    ),
  }),
  createdAtColumn<BackendServiceClient>('Created', { sortable: false }),
  actionsColumn<BackendServiceClient>((client) => (
    <RowActions>
      <RowActionForm
        intent="remove-backend-client"
        fields={{ clientId: client.clientId }}
        label={`Remove client ${client.name}`}
        confirm={{
          title: BACKEND_CLIENT_TEXT.removeTitle(client.name),
          description: BACKEND_CLIENT_TEXT.removeDescription,
          confirmLabel: BACKEND_CLIENT_TEXT.removeConfirm,
          fetcherKey: REMOVE_CLIENT_FETCHER,
        }}
      >
        Remove
      </RowActionForm>
    </RowActions>
  )),
];

function RegisterForm() {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(backendClientForm, { id: BACKEND_CLIENT_FORM_ID, reply });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="register-backend-client" />
      <h3 className="text-sm font-semibold">Register a client</h3>
      <ErrorList id={form.errorId} errors={form.errors} />
      <TextField
        meta={fields.name}
        label="Name"
        description="What you call the system, like EHR results feed."
      />
      <TextareaField
        meta={fields.jwks}
        label="Public key set (JWKS)"
        description='The client’s public keys as JSON, like {"keys": [{"kty": "RSA", "kid": "…", …}]}: RS384 (RSA, 2048 bits or more) or ES384 (EC P-384). Never paste a private key.'
        rows={5}
      />
      <CheckboxGroupField meta={fields.scopes} label="Scopes" options={SCOPE_OPTIONS} columns={1} />
      <div className="flex justify-end">
        <SubmitButton>Register client</SubmitButton>
      </div>
    </Form>
  );
}

export function BackendClientsSection({
  clients,
  tokenUrl,
}: {
  clients: BackendServiceClient[];
  tokenUrl: string;
}) {
  const removal = useFetcher<RemoveClientResult>({ key: REMOVE_CLIENT_FETCHER });
  const removed = removal.state === 'idle' ? removal.data : undefined;
  const data = {
    state: backendClientListQuery.defaults,
    page: { items: clients, page: 1, pageSize: 10, total: clients.length, totalPages: 1 },
    error: null,
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Your EHR or LIS reads the FHIR API and sends orders with SMART Backend Services: it signs a JWT with
        its own private key and gets an access token of 5 minutes from{' '}
        <code className="break-all">{tokenUrl}</code>. Register its public keys here; the API credential above
        is deprecated.
      </p>
      <DataTable
        title="Backend service clients"
        columns={COLUMNS}
        data={data}
        query={backendClientListQuery}
        getRowId={(client) => client.clientId}
        noun={{ one: 'client', other: 'clients' }}
        emptyText={BACKEND_CLIENT_TEXT.empty}
      />
      <p
        role="status"
        aria-live="polite"
        className={removed?.ok === false ? 'text-sm text-destructive' : 'text-sm'}
        data-testid="backend-client-removal"
      >
        {removed?.message ?? ''}
      </p>
      <RegisterForm />
    </div>
  );
}
