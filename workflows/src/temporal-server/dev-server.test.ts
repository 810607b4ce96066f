import { Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { describe, expect, it } from 'vitest';
import { findFreePorts } from './free-port';
import { startTemporalDevServer } from './dev-server';

const { IndexedValueType } = proto.temporal.api.enums.v1;

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
        expect.arrayContaining(['SlipcaseReleaseId', 'SlipcaseReleaseStatus', 'SlipcaseUpc', 'SlipcaseArtist', 'SlipcaseOwner', 'SlipcaseStore']),
      );
      // A delivery child carries its store, a release all the stores it goes to.
      expect(customAttributes?.SlipcaseStore).toBe(IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST);
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
