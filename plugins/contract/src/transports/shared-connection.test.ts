import { describe, expect, it } from 'vitest';
import { SharedConnection } from './shared-connection';

/** Connections are numbered as they are opened; `disposed` lists those let go of. */
function counting() {
  let opened = 0;
  const disposed: number[] = [];
  const shared = new SharedConnection<number>(
    async () => {
      opened += 1;
      return opened;
    },
    async (connection) => {
      disposed.push(connection);
    },
  );
  return { shared, disposed, opened: () => opened };
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('SharedConnection', () => {
  it('opens nothing until used, then one connection for every operation until closed', async () => {
    const { shared, disposed, opened } = counting();
    expect(opened()).toBe(0);
    const used = await Promise.all([shared.use(async (c) => c), shared.use(async (c) => c)]);
    expect(used).toEqual([1, 1]);
    expect(await shared.use(async (c) => c)).toBe(1);
    expect(opened()).toBe(1);
    await shared.close();
    expect(disposed).toEqual([1]);
    expect(shared.isOpen).toBe(false);
  });

  it('lets an operation in flight finish on its connection when closed, and disposes of it afterwards', async () => {
    const { shared, disposed } = counting();
    const gate = deferred();
    const slow = shared.use(async (c) => {
      await gate.promise;
      return c;
    });
    await Promise.resolve();
    await shared.close();
    expect(disposed).toEqual([]);
    expect(await shared.use(async (c) => c)).toBe(2);
    gate.resolve();
    expect(await slow).toBe(1);
    expect(disposed).toEqual([1]);
    await shared.close();
    expect(disposed).toEqual([1, 2]);
  });

  it('opens another connection after one was dropped', async () => {
    const { shared, disposed } = counting();
    const first = await shared.use(async (c) => c);
    shared.drop(first);
    shared.drop(first);
    expect(await shared.use(async (c) => c)).toBe(2);
    expect(disposed).toEqual([1]);
  });

  it('does not keep a connection that failed to open', async () => {
    let attempts = 0;
    const shared = new SharedConnection<string>(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('refused');
        return 'ok';
      },
      async () => {},
    );
    await expect(shared.use(async (c) => c)).rejects.toThrow('refused');
    expect(await shared.use(async (c) => c)).toBe('ok');
  });
});
