import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { enabledEndpoints, noDeliveryVerdict } from './deliveries-follow-endpoint';

const page = (items: Record<string, unknown>[], total = items.length, status = 200) =>
  ({
    response: {
      status,
      headers: { 'content-type': 'application/json' },
      json: { isSuccess: status < 300, data: status < 300 ? { items, total, page: 1, pageSize: 20 } : null },
      size: 0,
      ms: 1,
    },
  }) as unknown as Exchange;

describe('deliveries of a facility that sends results nowhere', () => {
  it('pass only an empty page (no item, total 0)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3 }), fc.nat({ max: 3 }), (count, extra) => {
        const items = Array.from({ length: count }, (_, i) => ({ id: `dlv-${i}` }));
        const verdict = noDeliveryVerdict('case-1', page(items, count + extra));
        expect(verdict?.pass).toBe(count === 0 && extra === 0);
      }),
    );
  });

  it('name the case and the first delivery listed', () => {
    const row = {
      id: 'dlv-9',
      messageType: 'ORU^R01',
      reportVersion: 2,
      status: 'queued',
      endpoint: '192.0.2.10:2575',
    };
    expect(noDeliveryVerdict('case-1', page([row]))).toEqual({
      pass: false,
      expected:
        "no delivery of case-1: its facility's endpoints are disabled, and results are sent to an enabled one only",
      seen: '200: total 1, dlv-9 ORU^R01 version 2 queued to 192.0.2.10:2575',
    });
  });

  it('say nothing of a refusal (the response checks judge it)', () => {
    expect(noDeliveryVerdict('case-1', page([], 0, 403))).toBeNull();
  });

  it('are judged only while no endpoint of the facility is enabled', () => {
    expect(enabledEndpoints({ hl7: { enabled: false }, fhirPush: null })).toEqual([]);
    expect(enabledEndpoints({ hl7: { enabled: true }, fhirPush: { enabled: true } })).toEqual([
      'hl7',
      'fhirPush',
    ]);
  });
});
