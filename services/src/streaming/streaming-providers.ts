import { STREAMING_PROVIDERS, type StreamingProviderId } from '@slipcase/domain';
import { deezerProvider } from './deezer';
import type { ProviderApp, StreamingProvider } from './provider';
import { spotifyProvider } from './spotify';
import { youtubeMusicProvider } from './youtube-music';

/** The providers this installation offers: only those configured (config's `streaming.providers`). */
export type StreamingProviders = Partial<Record<StreamingProviderId, StreamingProvider>>;

const FACTORIES: Record<StreamingProviderId, (app: ProviderApp) => StreamingProvider> = {
  spotify: spotifyProvider,
  deezer: deezerProvider,
  youtube_music: youtubeMusicProvider,
};

export function streamingProviders(apps: Readonly<Record<StreamingProviderId, ProviderApp | null>>): StreamingProviders {
  const providers: StreamingProviders = {};
  for (const id of STREAMING_PROVIDERS) {
    const app = apps[id];
    if (app) providers[id] = FACTORIES[id](app);
  }
  return providers;
}

/** The configured providers in the order buttons show them. */
export function offeredProviders(providers: StreamingProviders): StreamingProvider[] {
  return STREAMING_PROVIDERS.flatMap((id) => (providers[id] ? [providers[id]] : []));
}
