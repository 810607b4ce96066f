import { describe, expect, it } from 'vitest';
import { loadConfig } from '@slipcase/config';
import { startDevStreaming } from './dev-streaming';

describe('the sandbox streaming providers of npm start', () => {
  it('configure all three providers with a token key, against servers that answer', async () => {
    const sandbox = await startDevStreaming({ port: 0 });
    try {
      const { streaming } = loadConfig(sandbox.env);
      expect(Object.entries(streaming.providers).filter(([, app]) => app !== null).map(([id]) => id)).toEqual(['spotify', 'deezer', 'youtube_music']);
      expect(streaming.tokenKey).toBeTruthy();
      const discovery = await fetch(`${sandbox.url}/.well-known/openid-configuration`);
      expect(discovery.ok).toBe(true);
    } finally {
      await sandbox.stop();
    }
  });
});
