import { GENERIC_CSV_MAPPING, type Settings } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import type { ImportStatementDeps } from './import-statement';
import { isReadingProblem, openStatement } from './open-statement';

/**
 * How this installation opens a store's statement files: a CSV with the column mapping its store's plugin declares,
 * else the generic one; a DSR as the standard lays it out; no file past `statementMaxBytes`.
 */
export function storeStatementReading(stores: readonly StorePlugin[], settings: Pick<Settings, 'statementMaxBytes'>): Pick<ImportStatementDeps, 'open' | 'isProblem'> {
  return {
    open: (files, format, store, period) =>
      openStatement(files, format, {
        csvMapping: stores.find((plugin) => plugin.id === store)?.salesReports?.csv ?? GENERIC_CSV_MAPPING,
        period,
        maxBytes: settings.statementMaxBytes,
      }),
    isProblem: isReadingProblem,
  };
}
