/** A host name judged by what it resolves to: a name that never resolves, and localhost beside 127.0.0.1. */
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { hostRefusedVerdict, nameAsAddressVerdict } from './destination-names-judged';

const answer = (status: number, data: object | null = null, message = ''): Exchange =>
  ({
    request: {},
    url: '',
    curl: '',
    response: { status, headers: {}, json: { message, data }, text: '', size: 1, ms: 1 },
  }) as unknown as Exchange;

const REFUSED = answer(422, { 'hl7.host': ['This address is inside our own network.'] }, 'Refused.');
const TAKEN = answer(200, { hl7: { host: 'localhost' } }, 'Interfaces saved.');

describe('a host that must be refused', () => {
  it('passes a 422 under hl7.host only', () => {
    expect(hostRefusedVerdict('x', REFUSED)).toEqual({ pass: true });
    expect(hostRefusedVerdict('x', answer(422, { 'hl7.port': ['Enter the port.'] }))).toMatchObject({
      pass: false,
      expected: '422 under hl7.host: x',
    });
    expect(hostRefusedVerdict('x', TAKEN)).toMatchObject({
      pass: false,
      seen: expect.stringMatching(/^200 /),
    });
  });
});

describe('localhost answered as 127.0.0.1 is', () => {
  it('passes both refused or both taken (an administrator may allow the loopback)', () => {
    expect(nameAsAddressVerdict(REFUSED, REFUSED)).toEqual({ pass: true });
    expect(nameAsAddressVerdict(TAKEN, TAKEN)).toEqual({ pass: true });
  });

  it('fails the name taken where the address was refused, and the reverse', () => {
    expect(nameAsAddressVerdict(REFUSED, TAKEN)).toMatchObject({
      pass: false,
      expected: expect.stringMatching(
        /^localhost judged by the address it resolves to, as 127\.0\.0\.1 was: 422 /,
      ),
      seen: expect.stringMatching(/^200 /),
    });
    expect(nameAsAddressVerdict(TAKEN, REFUSED)).toMatchObject({ pass: false });
  });

  it('judges nothing when either was answered for something else (a 400, a 5xx)', () => {
    expect(nameAsAddressVerdict(answer(400), TAKEN)).toBeNull();
    expect(nameAsAddressVerdict(REFUSED, answer(503))).toBeNull();
  });
});
