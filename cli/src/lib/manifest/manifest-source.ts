import type { Locator, ManifestProblem } from './problems';

export const MANIFEST_FORMATS = ['csv', 'json', 'ern'] as const;
export type ManifestFormat = (typeof MANIFEST_FORMATS)[number];

/** A manifest file read into the JSON form's shape, before any check. */
export interface ManifestSource {
  format: ManifestFormat;
  file: string;
  /** The ManifestDocument as read, unchecked; null when nothing could be read. */
  document: unknown;
  locator: Locator;
  /** What reading found wrong: syntax, columns, an invalid ERN message. */
  problems: ManifestProblem[];
  warnings: ManifestProblem[];
  /** Fields whose missing column was reported once: nothing more is said about them. */
  suppressedFields: ReadonlySet<string>;
  /** The SHA-256 the manifest gives for a file, by the file's name (an ERN message's HashSum): the file must match. */
  expectedSha256?: ReadonlyMap<string, string>;
}
