/**
 * Interfaces (/facility-account/interfaces, decision 106): where the facility's results go over HL7 v2 (MLLP
 * host and port, on or off, MSH-5 and MSH-6), a test message with its acknowledgement, how its order sender is
 * known (decision 131), the FHIR API's base address with the facility's credential (deprecated), rotated behind
 * a confirm and shown once, the SMART backend service clients (decision 133), and the image archive's DICOMweb
 * address with its test (decision 163).
 */
import { useState } from 'react';
import { Form, useActionData, useFetcher } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { ConfirmDialog, TermList } from '~/components/detail';
import {
  CheckboxField,
  ErrorList,
  NumberField,
  SubmitButton,
  TextField,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import { toast } from '~/components/ui/sonner';
import { ASK_INTERFACE_TEAM, HL7_TERMS } from '~/features/deliveries';
import {
  INTERFACES_FORM_ID,
  INTERFACES_TEXT,
  ROTATE_FETCHER,
  TEST_MESSAGE_FETCHER,
  interfacesDefaults,
  interfacesForm,
  testResultText,
  type FacilityInterfaces,
  type InterfacesActionData,
} from './interfaces';
import { BackendClientsSection } from './backend-clients-section';
import type { BackendServiceClient } from './backend-clients';
import { OrderSenderForm } from './order-sender-form';
import { FhirPushForm } from './fhir-push-form';
import { ActionTest } from './action-test';
import { DicomWebForm } from './dicomweb-form';
import { DICOMWEB_TEXT } from './dicomweb-settings';

const SECTION = 'space-y-4 rounded-lg border bg-card p-4 sm:p-6';

function EndpointForm({ interfaces }: { interfaces: FacilityInterfaces }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(interfacesForm, {
    id: INTERFACES_FORM_ID,
    reply,
    defaultValue: interfacesDefaults(interfaces),
  });
  const hl7 = fields.hl7.getFieldset();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="save-endpoint" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <CheckboxField
        meta={hl7.enabled}
        label="Send results to this endpoint"
        description={INTERFACES_TEXT.enabledHint}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <TextField meta={hl7.host} label="Host" description={INTERFACES_TEXT.hostHint} />
        <NumberField
          meta={hl7.port}
          label="Port"
          description={INTERFACES_TEXT.portHint}
          inputProps={{ inputMode: 'numeric' }}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={hl7.receivingApplication}
          label={INTERFACES_TEXT.receivingApplication}
          description={INTERFACES_TEXT.receivingApplicationHint}
        />
        <TextField
          meta={hl7.receivingFacility}
          label={INTERFACES_TEXT.receivingFacility}
          description={INTERFACES_TEXT.receivingFacilityHint}
        />
      </div>
      <CheckboxField
        meta={hl7.embedReportPdf}
        label={INTERFACES_TEXT.embedLabel}
        description={INTERFACES_TEXT.embedHint}
      />
      <div className="flex justify-end">
        <SubmitButton>Save endpoint</SubmitButton>
      </div>
    </Form>
  );
}

function TestMessage() {
  return (
    <ActionTest
      fetcherKey={TEST_MESSAGE_FETCHER}
      intent="test-message"
      label="Send test message"
      hint={INTERFACES_TEXT.testHint}
      pendingText={INTERFACES_TEXT.testSending}
      testId="test-message-result"
      answerText={(answer) =>
        answer.intent !== 'test-message'
          ? null
          : answer.ok
            ? `${testResultText(answer.result)}. ${INTERFACES_TEXT.testControlId(answer.result.controlId)}`
            : answer.message
      }
    />
  );
}

function FhirAccess({ interfaces }: { interfaces: FacilityInterfaces }) {
  const rotation = useFetcher<InterfacesActionData>({ key: ROTATE_FETCHER });
  const [copied, setCopied] = useState(false);
  const answer = rotation.state === 'idle' ? rotation.data : undefined;
  const fresh = answer?.intent === 'rotate-credential' && answer.ok ? answer.credential : null;
  const { fhir } = interfaces;
  const hint = fresh?.credentialHint ?? fhir.credentialHint;
  const madeAt = fresh?.credentialCreatedAt ?? fhir.credentialCreatedAt;
  return (
    <div className="space-y-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium">FHIR base URL</dt>
        <dd>
          <code className="break-all">{fhir.baseUrl}</code>
        </dd>
        <dt className="font-medium">API credential (deprecated)</dt>
        <dd>
          {hint ? (
            <>
              Ends in <code>{hint}</code>, made <DateTime value={madeAt} />
            </>
          ) : (
            'None yet.'
          )}
        </dd>
      </dl>
      {fresh ? (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-medium">{INTERFACES_TEXT.shownOnce}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-white px-2 py-1" data-testid="new-credential">
              {fresh.credential}
            </code>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                void navigator.clipboard.writeText(fresh.credential).then(
                  () => {
                    setCopied(true);
                    toast.success(INTERFACES_TEXT.copied);
                  },
                  () => toast.error('The credential could not be copied: select it and copy it by hand.'),
                );
              }}
            >
              {copied ? 'Copied' : 'Copy credential'}
            </Button>
          </div>
        </div>
      ) : null}
      {answer?.intent === 'rotate-credential' && !answer.ok ? (
        <p role="alert" className="text-sm text-destructive">
          {answer.message}
        </p>
      ) : null}
      <ConfirmDialog
        trigger={<Button variant="outline">Rotate credential</Button>}
        title={INTERFACES_TEXT.rotateTitle}
        description={INTERFACES_TEXT.rotateDescription}
        confirmLabel={INTERFACES_TEXT.rotateConfirm}
        destructive
        submit={{ method: 'post', fields: { intent: 'rotate-credential' }, fetcherKey: ROTATE_FETCHER }}
        onDone={() => setCopied(false)}
      />
    </div>
  );
}

export function InterfacesView({
  interfaces,
  clients,
}: {
  interfaces: FacilityInterfaces;
  clients: BackendServiceClient[];
}) {
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <PageHeading>Interfaces</PageHeading>
        <p className="text-muted-foreground">{INTERFACES_TEXT.intro}</p>
        <TermList
          terms={[HL7_TERMS.hl7, HL7_TERMS.mllp, HL7_TERMS.oru, HL7_TERMS.ack, HL7_TERMS.controlId]}
          ask={ASK_INTERFACE_TEAM.settings}
        />
      </div>
      <section aria-labelledby="hl7-heading" className={SECTION}>
        <h2 id="hl7-heading" className="text-base font-semibold">
          Results over HL7 v2 (MLLP)
        </h2>
        <EndpointForm interfaces={interfaces} />
        <TestMessage />
      </section>
      <section aria-labelledby="fhir-push-heading" className={SECTION}>
        <h2 id="fhir-push-heading" className="text-base font-semibold">
          Results to your FHIR server
        </h2>
        <FhirPushForm push={interfaces.fhirPush} />
      </section>
      <section aria-labelledby="dicomweb-heading" className={SECTION}>
        <h2 id="dicomweb-heading" className="text-base font-semibold">
          {DICOMWEB_TEXT.heading}
        </h2>
        <DicomWebForm endpoint={interfaces.dicomweb} />
      </section>
      <section aria-labelledby="orders-heading" className={SECTION}>
        <h2 id="orders-heading" className="text-base font-semibold">
          Orders in over HL7 v2 (MLLP)
        </h2>
        <OrderSenderForm orders={interfaces.orders} />
      </section>
      <section aria-labelledby="fhir-heading" className={SECTION}>
        <h2 id="fhir-heading" className="text-base font-semibold">
          FHIR R4 API
        </h2>
        <FhirAccess interfaces={interfaces} />
      </section>
      <section aria-labelledby="backend-clients-heading" className={SECTION}>
        <h2 id="backend-clients-heading" className="text-base font-semibold">
          Backend service clients (SMART)
        </h2>
        <BackendClientsSection clients={clients} tokenUrl={interfaces.fhir.tokenUrl} />
      </section>
    </div>
  );
}
