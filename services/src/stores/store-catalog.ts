import { repoRoot } from '@slipcase/db/runtime';
import { GENERIC_CSV_MAPPING, type PlatformTier, type SalesReportMapping } from '@slipcase/domain';
import { loadStoreProfiles, type StoreProfile } from '@slipcase/plugin-contract';

export type StoreEnv = Readonly<Record<string, string | undefined>>;

const cache = new Map<string, Promise<StoreProfile[]>>();

/**
 * The profiles of the stores this installation delivers to (the enabled store plugins, SLIPCASE_STORES), as the
 * worker loads them. Read once per process and setting, since the installed plugins do not change while it runs;
 * a failed read is tried again.
 */
export function storeProfiles(env: StoreEnv): Promise<StoreProfile[]> {
  const key = env.SLIPCASE_STORES ?? '';
  let profiles = cache.get(key);
  if (!profiles) {
    profiles = loadStoreProfiles({ rootDir: repoRoot(), env }).catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    cache.set(key, profiles);
  }
  return profiles;
}

/** The same stores as the platform rules see them, with the names and lead times the date rules quote. */
export async function availableStores(env: StoreEnv): Promise<PlatformTier[]> {
  return (await storeProfiles(env)).map(({ id, name, tier, requirements, operatorsOnly }) => ({
    id,
    name,
    tier,
    minCoverPx: requirements.artwork.minPx,
    leadTimeDays: requirements.leadTimeDays,
    ...(operatorsOnly && { operatorsOnly }),
  }));
}

/** The CSV layout of a store's statements: its plugin's mapping, else the generic CSV. */
export async function statementCsvMapping(env: StoreEnv, store: string): Promise<SalesReportMapping> {
  return (await storeProfiles(env)).find((profile) => profile.id === store)?.salesReports?.csv ?? GENERIC_CSV_MAPPING;
}
