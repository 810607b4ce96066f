import { readFile } from 'node:fs/promises';
import { jsonLocator } from './json-locator';
import type { ManifestSource } from './manifest-source';
import { problemAt } from './problems';

/** "… at position 57" in JSON.parse's message, as a line and column of the text. */
function wherePosition(text: string, message: string): string {
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return message;
  const before = text.slice(0, Number(position)).split('\n');
  return `${message.replace(/\s*in JSON at position \d+.*$/, '')} (line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1})`;
}

/** A JSON manifest: the document as written, its places named by JSON pointers. */
export async function readJsonManifest(file: string): Promise<ManifestSource> {
  const text = await readFile(file, 'utf8');
  const source: ManifestSource = {
    format: 'json',
    file,
    document: null,
    locator: jsonLocator(file),
    problems: [],
    warnings: [],
    suppressedFields: new Set(),
  };
  try {
    source.document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    source.problems.push(problemAt({ file, row: '', field: '' }, 'json_syntax', { detail: wherePosition(text, (error as Error).message) }));
  }
  return source;
}
