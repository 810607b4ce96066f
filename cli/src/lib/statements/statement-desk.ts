import type { StatementImportResultJson, StatementRematchJson, SuspenseJson } from '@slipcase/api-contract/statement-console-schemas';
import type { StatementListed } from '@slipcase/services/statements/list-statements';

/** How an import ended (posted, already imported, failed), with its workflow and the files' SHA-256. */
export type StatementImportReport = StatementImportResultJson;
export type RematchReport = StatementRematchJson;
export type SuspenseReport = SuspenseJson;

/** An import as the command gives it: the files as local paths, in part order. */
export interface StatementImportAsked {
  files: string[];
  store: string;
  period?: string;
  rates?: string[];
}

/**
 * `slipcase statements`' actions, on the local database as an operator (statement-desk-local.ts) or through the
 * server's `/v1/operator/…` signed in (statement-desk-remote.ts): the same answers either way.
 */
export interface StatementDesk {
  /** The imported statements, the newest first, at most `limit`. */
  list(limit: number): Promise<StatementListed[]>;
  /** Imports the files and follows the import (its progress said as it goes) until it is posted or refused. */
  import(asked: StatementImportAsked): Promise<StatementImportReport>;
  /** One posted statement's suspense matched again, or every posted statement's. */
  rematch(statementId: string | undefined): Promise<RematchReport>;
  /** The suspense by code, the largest first, at most `limit` codes. */
  suspense(limit: number): Promise<SuspenseReport>;
}
