/** The register form of backend service clients (decision 133): what the browser refuses early, and the body. */
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import { BACKEND_CLIENT_TEXT, SCOPE_OPTIONS, backendClientBody, backendClientForm } from './backend-clients';

const valid = { name: ' EHR ', jwks: '{"keys":[]}', scopes: ['system/DiagnosticReport.rs'] };
const messages = (value: unknown) =>
  backendClientForm.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('the backend client form', () => {
  it('offers every scope the contract has, once', () => {
    expect(SCOPE_OPTIONS.map((option) => option.value).sort()).toEqual(
      [...schemas.zSmartScope.options].sort(),
    );
  });

  it('refuses a key set that is not JSON, a blank name and no scope, in the page’s words', () => {
    expect(messages({ ...valid, jwks: 'keys' })).toEqual([BACKEND_CLIENT_TEXT.jwksNotJson]);
    expect(messages({ ...valid, name: '  ' })).toEqual([BACKEND_CLIENT_TEXT.nameRequired]);
    expect(messages({ ...valid, scopes: [] })).toEqual([BACKEND_CLIENT_TEXT.scopesRequired]);
  });

  it('sends the name trimmed and each scope once', () => {
    const values = backendClientForm.parse({ ...valid, scopes: [...valid.scopes, ...valid.scopes] });
    expect(backendClientBody(values)).toEqual({ ...valid, name: 'EHR' });
  });
});
