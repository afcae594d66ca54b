/**
 * The sentences about SMART Backend Services clients (decision 133) said both by the API and by the Interfaces
 * page (which warns early): one home for both.
 */
export const BACKEND_CLIENT_MESSAGES = {
  registered: 'The client was registered.',
  removed: 'The client was removed; its access tokens no longer work.',
  nameBlank: 'Enter a name for the client.',
  jwksNotJson: 'The key set is not JSON: paste the client’s JWKS, like {"keys": [{…}]}.',
} as const;
