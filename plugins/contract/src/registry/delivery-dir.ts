import { join } from 'node:path';
import type { StoreEnv } from './store-package';

/** SLIPCASE_DELIVERY_DIR, else `<SLIPCASE_DATA_DIR or <rootDir>/.data>/deliveries`. */
export function defaultDeliveryDir({ env, rootDir }: { env: StoreEnv; rootDir: string }): string {
  return env.SLIPCASE_DELIVERY_DIR || join(env.SLIPCASE_DATA_DIR || join(rootDir, '.data'), 'deliveries');
}
