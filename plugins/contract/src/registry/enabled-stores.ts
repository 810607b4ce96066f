import { StoreConfigError } from './store-config-error';

/**
 * The ids SLIPCASE_STORES enables (comma-separated), checked against the stores found; every store when the
 * variable is unset or blank.
 */
export function enabledStoreIds(value: string | undefined, found: readonly string[]): Set<string> {
  const wanted = (value ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  if (wanted.length === 0) return new Set(found);
  const unknown = wanted.filter((id) => !found.includes(id));
  if (unknown.length > 0) {
    throw new StoreConfigError(
      `no store plugin provides ${unknown.map((id) => JSON.stringify(id)).join(', ')}; found: ${found.join(', ') || 'none'}`,
      'SLIPCASE_STORES',
    );
  }
  return new Set(wanted);
}
