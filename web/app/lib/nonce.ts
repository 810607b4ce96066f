import { createContext, useContext } from 'react';

/**
 * The nonce of this page's Content-Security-Policy (server/document-headers.server.ts): every inline script the
 * page renders carries it. In the browser it is empty, as the browser hides it from the page once parsed.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
