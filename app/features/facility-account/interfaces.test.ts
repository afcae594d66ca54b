/** The Interfaces page's form and sentences (decision 106): the endpoint form from the contract, a test's answer. */
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import { formErrorMap } from '~/components/form';
import { INTERFACES_TEXT, interfacesBody, interfacesForm, testResultText } from './interfaces';

function submit(entries: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  return parseWithZod(form, { schema: interfacesForm, error: formErrorMap });
}

describe('the HL7 endpoint form', () => {
  it('enabling needs a host and a port, in the API’s words', () => {
    const refused = submit({ 'hl7.enabled': 'on' });
    expect(refused.status === 'error' ? refused.error : null).toEqual({
      'hl7.host': [INTERFACES_TEXT.hostRequired],
      'hl7.port': [INTERFACES_TEXT.portRequired],
    });
    const badHost = submit({ 'hl7.host': 'not a host!' });
    expect(badHost.status === 'error' ? badHost.error : null).toEqual({
      'hl7.host': [INTERFACES_TEXT.hostFormat],
    });
  });

  it('becomes a valid FacilityInterfacesInput, switched off or on', () => {
    const off = submit({});
    expect(off.status).toBe('success');
    if (off.status === 'success') {
      expect(interfacesBody(off.value)).toEqual({
        hl7: {
          enabled: false,
          host: null,
          port: null,
          receivingApplication: '',
          receivingFacility: '',
          embedReportPdf: false,
        },
      });
    }
    const on = submit({
      'hl7.enabled': 'on',
      'hl7.host': 'lis.hospital.example',
      'hl7.port': '2575',
      'hl7.receivingApplication': 'LIS',
      'hl7.receivingFacility': 'MAIN LAB',
      'hl7.embedReportPdf': 'on',
    });
    expect(on.status).toBe('success');
    if (on.status !== 'success') return;
    const body = interfacesBody(on.value);
    expect(body.hl7).toMatchObject({
      enabled: true,
      host: 'lis.hospital.example',
      port: 2575,
      embedReportPdf: true,
    });
    expect(schemas.zFacilityInterfacesInput.safeParse(body).success).toBe(true);
  });
});

describe('a test message’s answer', () => {
  const base = { controlId: 'PB00000001', sentAt: '2026-11-27T06:00:00Z' };
  it('says the ACK’s code and text, or why none came', () => {
    expect(
      testResultText({ ...base, outcome: 'acknowledged', ackCode: 'AA', ackText: 'Test accepted' }),
    ).toBe('Accepted by your system (ACK AA): Test accepted');
    expect(testResultText({ ...base, outcome: 'rejected', ackCode: 'AE', ackText: 'Unknown facility' })).toBe(
      'Refused by your system (ACK AE): Unknown facility',
    );
    expect(
      testResultText({ ...base, outcome: 'unreachable', ackCode: null, ackText: 'connect ECONNREFUSED' }),
    ).toBe('Your system could not be reached at this host and port: connect ECONNREFUSED');
    expect(testResultText({ ...base, outcome: 'no-answer', ackCode: null, ackText: null })).toBe(
      'Your system did not answer (no ACK)',
    );
  });
});
