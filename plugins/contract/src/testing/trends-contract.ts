import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Transport } from '../batch/transport';
import type { StorePlugin } from '../store-plugin';

interface TrendsCaseOptions {
  tmp: () => string;
  makePlugin: (harness: { dir: string; observe: (transport: Transport) => Transport }) => StorePlugin | Promise<StorePlugin>;
}

/**
 * A store that declares trends reads its trend file for a day, and none before the store wrote it. The store writes
 * it through its transport at `trends/<day>.csv`; in sandbox mode a person puts it in the trends folder, which for a
 * package's store is the StoreLoadContext default `<deliveryDir>/../trends/<store id>/`.
 */
export function trendsContractCase({ tmp, makePlugin }: TrendsCaseOptions): void {
  it('reads the daily trend file the store writes, when it declares trends', async () => {
    const dir = join(tmp(), 'trends', 'destination');
    let observed: Transport | undefined;
    const plugin = await makePlugin({ dir, observe: (transport) => (observed = transport) });
    expect(Boolean(plugin.readTrendFile)).toBe(Boolean(plugin.capabilities.trends));
    if (!plugin.readTrendFile) return;
    expect(await plugin.readTrendFile('2026-01-15')).toBeNull();
    const bytes = Buffer.from('date,isrc,territory\n2026-01-15,QZABC2600001,FR\n');
    if (plugin.sandbox) {
      const folder = join(dir, '..', 'trends', plugin.id);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, '2026-01-15.csv'), bytes);
    } else {
      if (!observed) throw new Error('The plugin did not pass its transport through harness.observe');
      await observed.put('trends/2026-01-15.csv', bytes);
    }
    expect((await plugin.readTrendFile('2026-01-15'))?.bytes).toEqual(bytes);
    expect(await plugin.readTrendFile('2026-01-16')).toBeNull();
    await expect(plugin.readTrendFile('../2026-01-15')).rejects.toThrow(RangeError);
  });
}
