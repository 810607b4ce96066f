/**
 * The sandbox Spotify, Deezer and YouTube Music `npm start` runs when no streaming provider is configured: one local
 * OAuth 2 server on `port` and their API endpoints on `port + 1` (services/src/streaming/testing/fake-streaming.ts),
 * so a pre-save works end to end offline. They sign ANYBODY in, as a demo fan: demos and tests only.
 */
import { FakeStreaming } from '@slipcase/services/streaming/testing/fake-streaming';

export async function startDevStreaming({ port }: { port: number }): Promise<{ env: Record<string, string>; url: string; stop(): Promise<void> }> {
  const fake = await FakeStreaming.start({ port });
  return { env: fake.env(), url: fake.oauthUrl, stop: () => fake.stop() };
}
