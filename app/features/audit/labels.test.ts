/** The audit trail's "User" column in words (docs/audit.md). */
import { describe, expect, it } from 'vitest';
import { actorText } from './labels';

const actor = { id: 'usr-provider', name: 'Maya Okafor', email: 'provider@demo.test', role: 'Provider' };

describe('actorText', () => {
  it('names the signed-in user, or the account a failed login tried', () => {
    expect(actorText({ actor, attemptedEmail: null, clientAddress: '127.0.0.1' } as never)).toBe(
      'Maya Okafor (provider@demo.test)',
    );
    expect(actorText({ actor: null, attemptedEmail: 'who@demo.test', clientAddress: '127.0.0.1' })).toBe(
      'Unknown account (who@demo.test)',
    );
    expect(actorText({ actor: null, attemptedEmail: null, clientAddress: '127.0.0.1' })).toBe(
      'Not signed in',
    );
  });

  it("says the system did what the backend recorded on its own (an escalation), not 'Not signed in'", () => {
    expect(actorText({ actor: null, attemptedEmail: null, clientAddress: 'system' })).toBe('System');
  });
});
