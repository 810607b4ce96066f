import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { tiktokProfile } from '@slipcase/store-tiktok';
import { describe, expect, it } from 'vitest';
import { storeStatementReading } from './store-statement-reading';

const file = { name: '2026-02.csv', path: fileURLToPath(new URL('../fixtures/csv/tiktok/2026-02.csv', import.meta.url)) };
// Only the profile's sales-report mapping is read here.
const stores = [tiktokProfile] as unknown as StorePlugin[];

async function read(store: string) {
  const { open, isProblem } = storeStatementReading(stores, DEFAULT_SETTINGS);
  try {
    let lines = 0;
    for await (const batch of open([file], 'csv', store, '2026-02').lines()) lines += batch.length;
    return { lines };
  } catch (error) {
    return { problem: isProblem(error) ? error.code : String(error) };
  }
}

describe('a store statement, read as its store writes it', () => {
  it("reads a CSV with its store's own columns, and refuses it under the generic ones", async () => {
    expect(await read('tiktok')).toEqual({ lines: 5 });
    expect(await read('a-store-without-a-mapping')).toEqual({ problem: 'missing_column' });
  });
});
