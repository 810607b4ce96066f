/**
 * Bulk-upload manifests (cli/README.md, "Bulk upload manifests"): read a CSV, JSON or ERN 4.3 manifest, check it
 * and every file it names, and hand back either every problem or the releases ready to send.
 */
export {
  validateManifest,
  type ManifestValidation,
  type ReadyFile,
  type ReadyRelease,
  type ReadyTrack,
  type ValidateManifestOptions,
} from './validate-manifest';
export { formatProblem } from './format-problem';
export { manifestFormatOf, readManifest, type ReadManifestOptions } from './read-manifest';
export type { ErnImportOptions } from './read-ern';
export type { ManifestFormat, ManifestSource } from './manifest-source';
export type { ManifestProblem, ProblemCode } from './problems';
export type { ManifestContributor, ManifestDocument, ManifestPerformer, ManifestRelease, ManifestTrack } from './manifest-types';
export { MANIFEST_SCHEMA } from './manifest-schema';
export { MANIFEST_SCHEMA_FILE } from './schema-file';
export { CSV_COLUMNS, REQUIRED_COLUMNS, type CsvColumn } from './csv-columns';
export { idempotencyKey } from './idempotency-key';
