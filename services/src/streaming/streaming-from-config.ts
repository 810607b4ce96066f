import { AppError, type StreamingProviderId } from '@slipcase/domain';
import type { ProviderApp } from './provider';
import { streamingProviders, type StreamingProviders } from './streaming-providers';
import { TokenCipher, type TokenSealer } from './token-cipher';

/** Without a token key nothing may be stored: config offers no provider then, and the cipher refuses. */
const NO_KEY: TokenSealer = {
  encrypt: () => {
    throw new AppError('provider_not_configured', 'provider');
  },
  decrypt: () => {
    throw new AppError('provider_not_configured', 'provider');
  },
};

/** The providers and the tokens' cipher as config's `streaming` section sets them (the web, the worker, the CLI). */
export function streamingFromConfig(settings: {
  tokenKey: string | null;
  providers: Readonly<Record<StreamingProviderId, ProviderApp | null>>;
}): { providers: StreamingProviders; cipher: TokenSealer } {
  if (!settings.tokenKey) return { providers: {}, cipher: NO_KEY };
  return { providers: streamingProviders(settings.providers), cipher: new TokenCipher(settings.tokenKey) };
}
