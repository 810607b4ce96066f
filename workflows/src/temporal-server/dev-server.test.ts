import { Connection } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import { findFreePorts } from './free-port';
import { startTemporalDevServer } from './dev-server';

describe('startTemporalDevServer', () => {
  it('serves the frontend with the Slipcase search attributes, and stop() frees the port', async () => {
    const [port, uiPort] = await findFreePorts(2);
    const server = await startTemporalDevServer({ port: port!, uiPort: uiPort!, headless: true });
    expect(server.address).toBe(`127.0.0.1:${port}`);
    expect(server.uiUrl).toBeNull();

    const connection = await Connection.connect({ address: server.address });
    try {
      const { customAttributes } = await connection.operatorService.listSearchAttributes({ namespace: 'default' });
      expect(Object.keys(customAttributes ?? {})).toEqual(
        expect.arrayContaining(['SlipcaseReleaseId', 'SlipcaseReleaseStatus']),
      );
    } finally {
      await connection.close();
    }

    await server.stop();
    await expect(Connection.connect({ address: server.address, connectTimeout: '500 ms' })).rejects.toThrow();
  });

  it('reports a server that cannot start instead of waiting', async () => {
    await expect(
      startTemporalDevServer({ port: 1, uiPort: 2, headless: true, cliPath: '/bin/false', readyTimeoutMs: 10_000 }),
    ).rejects.toThrow(/did not start: the process exited/);
  });
});
