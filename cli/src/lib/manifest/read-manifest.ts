import { extname } from 'node:path';
import { jsonLocator } from './json-locator';
import type { ManifestFormat, ManifestSource } from './manifest-source';
import { problemAt } from './problems';
import { readCsvManifest } from './read-csv';
import { readErnManifest, type ErnImportOptions } from './read-ern';
import { readJsonManifest } from './read-json';

const FORMAT_OF_EXTENSION: Readonly<Record<string, ManifestFormat>> = { '.csv': 'csv', '.tsv': 'csv', '.json': 'json', '.xml': 'ern' };

/** The format a manifest's extension says: .csv (or .tsv), .json, or .xml for an ERN 4.3 message. */
export function manifestFormatOf(file: string): ManifestFormat | undefined {
  return FORMAT_OF_EXTENSION[extname(file).toLowerCase()];
}

export interface ReadManifestOptions {
  /** The file's format when its extension does not say it. */
  format?: ManifestFormat;
  ern?: ErnImportOptions;
}

/** A manifest file of any form, read into the JSON form's shape; a file that cannot be read is a problem, not an error. */
export async function readManifest(file: string, options: ReadManifestOptions = {}): Promise<ManifestSource> {
  const format = options.format ?? manifestFormatOf(file);
  const failed = (code: 'unknown_format' | 'unreadable_manifest', params: Record<string, string>): ManifestSource => ({
    format: format ?? 'json',
    file,
    document: null,
    locator: jsonLocator(file),
    problems: [problemAt({ file, row: '', field: '' }, code, params)],
    warnings: [],
    suppressedFields: new Set(),
  });
  if (!format) return failed('unknown_format', { extension: extname(file) || file });
  try {
    if (format === 'csv') return await readCsvManifest(file);
    if (format === 'json') return await readJsonManifest(file);
    return await readErnManifest(file, options.ern);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === undefined || !['ENOENT', 'EISDIR', 'EACCES', 'ENOTDIR'].includes(code)) throw error;
    return failed('unreadable_manifest', { detail: (error as Error).message });
  }
}
