/**
 * This response's Content-Security-Policy nonce (app/security.server.ts), for the scripts the server renders.
 * Only the server knows it; in the browser it is undefined (the scripts it guarded have already run).
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
