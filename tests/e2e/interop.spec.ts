/**
 * The interface pages (decision 106): the facility's Interfaces (the HL7 endpoint saved, a test message answered by a
 * listener; the image archive's DICOMweb address saved and searched, decision 163), and the whole round trip: a facility's orders in by HL7 over MLLP and by FHIR, the drafts sent out
 * (the clerk's from the case page, which names the order), the structured part filled in the reading workspace and
 * the sign-out refused while a required item is empty, then signed out; the results reach the facility's listener
 * (one refused until it fails and is retried by hand from the delivery log) and the FHIR API gives the report to
 * that facility's credential only. Each test starts from the seed (the mock is reset), and stops the listener it
 * started; the listener's answer is set by the test that uses it.
 */
import type { Bundle, DiagnosticReport, ServiceRequest } from '@medplum/fhirtypes';
import { startListener } from '../../mock-server/interop/listener';
import { orderBundle } from '../../mock-server/testing/order-bundle';
import { DICOMWEB_TEXT } from '../../app/features/facility-account/dicomweb-settings';
import { DICOMWEB_TEST_SENTENCES as SAID } from '../../mock-server/interop/dicomweb/test-result';
import { freePort } from '../../mock-server/testing/free-port';
import { archiveMissing, dicomize, fixturePath, startOrthanc } from '../archive/orthanc';
import { expectNoSeriousViolations } from './axe-scan';
import { expect, hydrated, test } from './fixtures';
import { openSignedReport } from './sign-out';
import {
  CASE_TYPE_SYSTEM,
  ORDER_SENDER,
  OTHER_FACILITY_USER,
  credentialOf,
  deliveryOf,
  omlOrder,
  sendOml,
} from './interop-orders';
import { apiToken, tokenOf } from './viewer-cases';

/** This run's MLLP listener port (E2E_MLLP_PORT; each engineer's run its own). */
const MLLP_PORT = Number(process.env.E2E_MLLP_PORT ?? 5155);
const BREAST = 'Breast, core needle biopsy: invasive carcinoma';

interface CaseItem {
  caseID: string;
  caseRecordId: string;
}

test.describe('interop pages', () => {
  test('Interfaces: the facility saves its HL7 endpoint and a test message comes back acknowledged', async ({
    page,
    loginAs,
  }) => {
    const listener = await startListener(MLLP_PORT, 'AA', 'Test accepted');
    try {
      await loginAs('facility');
      await page.goto('/facility-account/interfaces');
      await hydrated(page);
      // A clerk reads what the HL7 words mean, and who supplies the values, where they appear.
      const terms = page.locator('dl').first();
      await expect(terms.getByRole('term')).toHaveText(['HL7 v2', 'MLLP', 'ORU^R01', 'ACK', 'Control ID']);
      await expect(terms.getByRole('definition').nth(3)).toContainText('AA means accepted');
      await expect(page.getByText(/interface analyst or integration team/)).toBeVisible();
      await expect(page.getByLabel('Receiving application')).toHaveAccessibleDescription(
        /^The name your system expects as the message’s receiver \(HL7 field MSH-5\)/,
      );
      await expect(page.getByLabel('Receiving facility')).toHaveAccessibleDescription(/\(HL7 field MSH-6\)/);
      await page.getByLabel('Send results to this endpoint').check();
      const save = page.getByRole('button', { name: 'Save endpoint' });
      await save.click();
      await expect(page.getByText('Enter the host results are sent to.')).toBeVisible();
      // The cloud's metadata address is refused (the e2e mock allows only the loopback), with why under Host.
      await page.getByLabel('Host').fill('169.254.169.254');
      await page.getByLabel('Port', { exact: true }).fill(String(MLLP_PORT));
      await page.getByRole('button', { name: 'Save endpoint' }).click();
      await expect(page.getByLabel('Host')).toHaveAccessibleDescription(
        /169\.254\.169\.254 is a link-local address .*An administrator can allow a network for interfaces\./,
      );
      await page.getByLabel('Host').fill('127.0.0.1');
      // The ORU may carry the PDF itself (decision 136): off unless the facility asks, its hint tied to the box.
      const embed = page.getByLabel('Include the report PDF in each message');
      await expect(embed).not.toBeChecked();
      await expect(embed).toHaveAccessibleDescription(/^Adds the PDF itself to each result message/);
      await embed.check();
      // Saved with the keyboard, the focus stays on the button (not dropped to the top of the page). Once the
      // refused save's reload is over: till then the button is busy and takes no press (SubmitButton).
      await expect(save).not.toHaveAttribute('aria-busy');
      await save.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('The HL7 endpoint was saved.').first()).toBeVisible();
      await expect(save).toBeFocused();
      await page.reload();
      await hydrated(page);
      await expect(page.getByLabel('Include the report PDF in each message')).toBeChecked();

      const sendTest = page.getByRole('button', { name: 'Send test message' });
      await sendTest.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('test-message-result')).toContainText(
        'Accepted by your system (ACK AA): Test accepted. Control ID: ',
      );
      await expect(sendTest).toBeFocused();
      expect(listener.received).toHaveLength(1);

      // The credential: rotated after a confirm, shown once.
      await page.getByRole('button', { name: 'Rotate credential' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate credential' }).click();
      await expect(page.getByText('Copy it now: it will not be shown again.')).toBeVisible();
      await expect(page.getByTestId('new-credential')).not.toBeEmpty();
    } finally {
      await listener.stop();
    }
  });

  test('Interfaces: the facility saves its image archive’s DICOMweb address and the test finds a study', async ({
    page,
    loginAs,
  }) => {
    // A real archive (Debian's Orthanc with a dicomized fixture) where one can start; else a closed port's sentence.
    const missing = archiveMissing();
    const orthanc = missing ? null : await startOrthanc();
    const closed = `http://127.0.0.1:${await freePort()}/dicom-web`;
    try {
      if (orthanc) await dicomize(orthanc, fixturePath('aperio-CMU-1-Small-Region.svs'));
      await loginAs('facility');
      await page.goto('/facility-account/interfaces');
      await hydrated(page);
      const section = page.getByRole('region', { name: DICOMWEB_TEXT.heading });
      // What DICOMweb is, and who gives the address, where the field is.
      await expect(section).toContainText(DICOMWEB_TEXT.what);
      await expect(section).toContainText('Your PACS or image archive administrator gives you this address.');
      const address = section.getByLabel(DICOMWEB_TEXT.label);
      const save = section.getByRole('button', { name: DICOMWEB_TEXT.save });
      // The cloud's metadata address is refused as an HL7 host is, with why under the field.
      await address.fill('http://169.254.169.254/dicom-web');
      await save.click();
      await expect(address).toHaveAccessibleDescription(
        /169\.254\.169\.254 is a link-local address .*An administrator can allow a network for interfaces\./,
      );
      await address.fill(orthanc?.dicomWeb ?? closed);
      // The refused save's reload over first: till then the button is busy and takes no press (SubmitButton).
      await expect(save).not.toHaveAttribute('aria-busy');
      await save.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(DICOMWEB_TEXT.saved).first()).toBeVisible();
      await expect(save).toBeFocused();

      const testButton = section.getByRole('button', { name: DICOMWEB_TEXT.test });
      await expect(testButton).toHaveAccessibleDescription(DICOMWEB_TEXT.testHint);
      await testButton.focus();
      await page.keyboard.press('Enter');
      await expect(section.getByTestId('dicomweb-test-result')).toHaveText(
        orthanc ? SAID.reached(1) : SAID.unreachable('ECONNREFUSED'),
      );
      await expect(testButton).toBeFocused();
      await expectNoSeriousViolations(page, 'Interfaces with the image archive tested');

      // Emptied and saved, the address is removed (the worker's mock is left as the seed had it).
      await address.fill('');
      await save.click();
      await expect(page.getByText(DICOMWEB_TEXT.removed).first()).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(DICOMWEB_TEXT.label)).toHaveValue('');
    } finally {
      await orthanc?.stop();
    }
  });

  test('the Delivery Log and Report Templates in plain words, on a phone', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs('admin');
    await page.goto('/admin/deliveries');
    const log = page.getByRole('table', { name: 'Delivery Log' });
    await expect(log).toBeVisible();
    // The log sorts by nothing: no 'Sort by:' bar with nothing after it.
    await expect(log.locator('thead')).toBeHidden();
    await expect(page.getByRole('term')).toHaveText(['ORU^R01', 'Control ID', 'ACK']);
    await expect(page.getByText(/interface analyst or integration team/)).toBeVisible();

    await page.goto('/admin/report-templates');
    const main = page.getByRole('main');
    await expect(main).toContainText(
      'Each answer’s code goes with the results to the facility’s own systems',
    );
    await expect(main).not.toContainText('docs/');
  });

  test('the round trip: orders in by HL7 and FHIR, sent out, signed out with the structured part, the ORUs acknowledged (one retried by hand), the reports on the FHIR API to that facility only', async ({
    page,
    request,
    mockUrl,
    servers,
    loginAs,
  }) => {
    test.skip(servers.hl7OrdersPort === null, 'the HL7 order intake is the worker’s own mock’s');
    test.slow(); // two orders, two roles, two sign-outs, a failed delivery retried
    const listener = await startListener(MLLP_PORT, 'AA', 'Result filed');
    try {
      const facility = { Authorization: `Bearer ${await apiToken(request, 'facility', mockUrl)}` };
      const provider = { Authorization: `Bearer ${await apiToken(request, 'provider', mockUrl)}` };
      const saved = await request.put(`${mockUrl}/api/me/facility-account/interfaces`, {
        headers: facility,
        data: {
          hl7: {
            enabled: true,
            host: '127.0.0.1',
            port: MLLP_PORT,
            receivingApplication: 'LIS',
            receivingFacility: 'DEMO',
          },
          orders: ORDER_SENDER,
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      const credential = await credentialOf(request, mockUrl, facility);

      // Two orders of the facility's system: one by HL7 over MLLP (known by MSH-4 and its address), one by FHIR.
      const ack = await sendOml(servers.hl7OrdersPort!, omlOrder('ORD-E2E-HL7-1'));
      expect(ack.code, ack.text).toBe('AA');
      const hl7Case = /draft case (case-[a-f0-9]+) \(([^)]+)\)/.exec(ack.text)!;
      const item = { caseID: hl7Case[1]!, caseRecordId: hl7Case[2]! };
      const bundle = orderBundle('ORD-E2E-FHIR-1');
      (bundle.entry![0]!.resource as ServiceRequest).code = {
        coding: [{ system: CASE_TYPE_SYSTEM, code: 'surgical' }],
      };
      const fhirOrder = await request.post(`${mockUrl}/api/interop/orders`, {
        headers: { Authorization: `Bearer ${credential}`, 'Content-Type': 'application/fhir+json' },
        data: JSON.stringify(bundle),
      });
      expect(fhirOrder.status()).toBe(201);
      const other = ((await fhirOrder.json()) as { data: CaseItem }).data;

      // The clerk sends the HL7 order's draft out from its page, which names the order.
      await loginAs('facility');
      await page.goto(`/case-details/${item.caseID}`);
      await hydrated(page);
      await expect(page.getByText('Placer order number', { exact: true }).locator('xpath=..')).toContainText(
        'ORD-E2E-HL7-1',
      );
      await page
        .getByRole('group', { name: 'Case actions' })
        .getByRole('button', { name: 'Send out' })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Send out' }).click();
      await expect(page.getByText(`Case ${item.caseRecordId} sent out.`).first()).toBeVisible();
      const sent = await request.post(`${mockUrl}/api/cases/${other.caseID}/send-out`, { headers: facility });
      expect(sent.ok(), await sent.text()).toBe(true);
      for (const caseID of [item.caseID, other.caseID]) {
        const picked = await request.post(`${mockUrl}/api/cases/${caseID}/pick-up`, { headers: provider });
        expect(picked.ok(), await picked.text()).toBe(true);
      }

      // The FHIR order's report is signed out while the facility's system refuses it: its delivery fails.
      listener.answerWith('AE', 'Busy, try later');
      const signed = await request.post(`${mockUrl}/api/cases/${other.caseID}/sign-out`, {
        headers: provider,
        data: {
          primaryDiagnosis: 'Fibroadenoma.',
          synoptic: {
            templateId: 'breast-core-biopsy',
            templateVersion: 1,
            answers: [
              { itemId: 'histologic-type', value: 'other' },
              { itemId: 'histologic-grade', value: 'cannot-be-assessed' },
              { itemId: 'dcis', value: 'not-identified' },
              { itemId: 'lymphovascular-invasion', value: 'not-identified' },
            ],
          },
        },
      });
      expect(signed.ok(), await signed.text()).toBe(true);

      // The HL7 order's report is read and signed out in the reading workspace.
      await loginAs('provider');
      await page.goto(`/pathologist/pd-case-view/${item.caseID}`);
      await hydrated(page);
      const status = page.getByRole('status').filter({ hasText: /draft|Saving|saved|Unsaved/i });
      await page.getByLabel('Primary diagnosis').fill('Invasive carcinoma of no special type, grade 2.');
      await page.getByLabel('Structured template').selectOption({ label: BREAST });
      // A screen reader hears which items are required (the star is hidden from it), on the controls themselves.
      const synoptic = page.getByRole('region', { name: 'Synoptic report' });
      const dcis = synoptic.getByRole('radiogroup', { name: 'Ductal carcinoma in situ' });
      await expect(dcis).toHaveAttribute('aria-required', 'true');
      await expect(synoptic.getByLabel('Histologic type')).toHaveAttribute('aria-required', 'true');
      // The template's four required items: histologic type and grade, DCIS, lymphovascular invasion.
      await expect(synoptic.locator('[aria-required="true"]')).toHaveCount(4);
      await page
        .getByLabel('Histologic type')
        .selectOption({ label: 'Invasive carcinoma of no special type (ductal)' });
      await page
        .getByRole('radiogroup', { name: 'Histologic grade (Nottingham)' })
        .getByLabel('Grade 2 (score 6–7)')
        .check();
      await page.getByLabel('Largest invasive focus in a core (mm)').fill('12');
      await expect(status).toHaveText(/^Draft saved at /);

      // Reloaded, the part is as it was typed.
      await page.reload();
      await hydrated(page);
      await expect(page.getByLabel('Structured template')).toHaveValue('breast-core-biopsy');
      await expect(page.getByLabel('Largest invasive focus in a core (mm)')).toHaveValue('12');

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(
        page.getByText('Answer the required items: Ductal carcinoma in situ, Lymphovascular invasion.'),
      ).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      // The unanswered group's error is tied to the group and to each of its radios.
      await expect(dcis).toHaveAttribute('aria-invalid', 'true');
      await expect(dcis).toHaveAccessibleErrorMessage('Answer this item to sign out.');
      await expect(dcis.getByLabel('Not identified')).toHaveAccessibleDescription(
        'Answer this item to sign out.',
      );
      await dcis.getByLabel('Not identified').check();
      await page
        .getByRole('radiogroup', { name: 'Lymphovascular invasion' })
        .getByLabel('Not identified')
        .check();
      await expect
        .poll(() => deliveryOf(request, mockUrl, facility, other.caseID), { timeout: 20_000 })
        .toMatchObject({ status: 'failed', attempts: 5, ackCode: 'AE' });
      const failed = (await deliveryOf(request, mockUrl, facility, other.caseID))!;
      listener.answerWith('AA', 'Result filed');
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
      await openSignedReport(page, item);
      const table = page.getByRole('table', { name: BREAST });
      await expect(table.getByRole('row', { name: /Histologic grade \(Nottingham\)/ })).toContainText(
        'Grade 2 (score 6–7)',
      );

      // The result reached the listener once, answering the order; the facility's log says acknowledged.
      const resultsOf = (caseID: string) =>
        listener.received.filter((message) => message.getSegment('OBR')?.getComponent(3, 1) === caseID);
      await expect.poll(() => resultsOf(item.caseID).length).toBe(1);
      expect(resultsOf(item.caseID)[0]!.getSegment('ORC')!.getComponent(2, 1)).toBe('ORD-E2E-HL7-1');
      await loginAs('facility');
      await page.goto('/deliveries');
      await hydrated(page);
      const row = page.getByRole('row', { name: new RegExp(item.caseRecordId) });
      await expect(row).toContainText('ORU^R01');
      await expect(row).toContainText('Acknowledged');
      await expect(row).toContainText('AA: Result filed');

      // The failed one, retried by hand: sent again under its control id, then acknowledged.
      const failedRow = page.getByRole('row', { name: new RegExp(other.caseRecordId) });
      await expect(failedRow).toContainText('Failed');
      await failedRow.getByRole('button', { name: `Retry delivery ${failed.controlId}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Retry' }).click();
      await expect(
        page.getByText(
          `Delivery ${failed.controlId} queued again; it is sent now under the same control id.`,
        ),
      ).toBeVisible();
      await expect
        .poll(async () => (await deliveryOf(request, mockUrl, facility, other.caseID))?.status)
        .toBe('acknowledged');
      const controlIds = resultsOf(other.caseID).map((message) => message.header.getField(10).toString());
      expect(new Set(controlIds)).toEqual(new Set([failed.controlId]));
      expect(controlIds).toHaveLength(6);
      // Its attempt log keeps all six: five NAKs with their text, then the ACK.
      await page.reload();
      await hydrated(page);
      await page.getByText(`6 attempts of delivery ${failed.controlId}`).click();
      const attempts = page
        .getByRole('list', { name: `Attempts of delivery ${failed.controlId}, oldest first` })
        .getByRole('listitem');
      await expect(attempts).toHaveCount(6);
      await expect(attempts.first()).toContainText('Rejected (AE');
      await expect(attempts.last()).toContainText('Acknowledged (AA: Result filed)');

      // The FHIR API gives each report to its facility's credential, and never to another facility's.
      const fhir = (path: string, token: string) =>
        request.get(`${mockUrl}/fhir/R4/${path}`, { headers: { Authorization: `Bearer ${token}` } });
      const report = await fhir(`DiagnosticReport/${item.caseID}`, credential);
      expect(report.status()).toBe(200);
      const found = (await report.json()) as DiagnosticReport;
      expect(found).toMatchObject({
        status: 'final',
        conclusion: 'Invasive carcinoma of no special type, grade 2.',
      });
      const patient = found.subject!.reference!;
      const mine = await fhir(`DiagnosticReport?patient=${encodeURIComponent(patient)}`, credential);
      expect(((await mine.json()) as Bundle).total).toBe(1);
      const theirs = await credentialOf(request, mockUrl, {
        Authorization: `Bearer ${await tokenOf(request, OTHER_FACILITY_USER, mockUrl)}`,
      });
      expect((await fhir(`DiagnosticReport/${item.caseID}`, theirs)).status()).toBe(403);
      const none = await fhir(`DiagnosticReport?patient=${encodeURIComponent(patient)}`, theirs);
      expect(((await none.json()) as Bundle).total).toBe(0);
    } finally {
      await listener.stop();
    }
  });
});
