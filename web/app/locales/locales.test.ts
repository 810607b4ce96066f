import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_MESSAGES } from '@slipcase/api-contract/messages';
import { RELEASE_STATUSES, statusLabelKey } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources, SUPPORTED_LANGUAGES } from '../i18n';
import { ERROR_CODES, FORM_ERROR_CODES } from '../lib/error-messages';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

// Keys of every namespace, `ns:key` as the pages use them (`common` keys bare).
const byLanguage = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lng) => [
    lng,
    new Map(NAMESPACES.flatMap((ns) => leaves(resources[lng][ns] as Tree, ns === 'common' ? '' : `${ns}:`))),
  ]),
);
const english = byLanguage.en!;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('locale files', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has a file for each namespace, and no file the app does not load', (lng) => {
    const files = readdirSync(join(import.meta.dirname, lng)).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s common file leaves the sections /v1 and the CLI share to the API contract', (lng) => {
    const common = JSON.parse(readFileSync(join(import.meta.dirname, lng, 'common.json'), 'utf8')) as Tree;
    const shared = Object.keys(SHARED_MESSAGES[lng]);
    expect(shared.sort()).toEqual(['delivery', 'errors', 'mail', 'statement_problem', 'status', 'takedown']);
    expect(Object.keys(common).filter((section) => shared.includes(section))).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has exactly the same keys as English', (lng) => {
    expect([...byLanguage[lng]!.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty text', (lng) => {
    const empty = [...byLanguage[lng]!].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s keeps the placeholders of every English text', (lng) => {
    const mismatched = [...english]
      .filter(([key, text]) => JSON.stringify(placeholders(byLanguage[lng]!.get(key) ?? '')) !== JSON.stringify(placeholders(text)))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('has a message for every error code', () => {
    const missing = [...ERROR_CODES, ...FORM_ERROR_CODES].filter((code) => !english.has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it('has a label for every release status', () => {
    const missing = RELEASE_STATUSES.map(statusLabelKey).filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('uses the specification’s wording for the upload and required-field messages', () => {
    expect(english.get('errors.required')).toBe('This field is required');
    expect(english.get('errors.image_too_small')).toBe(
      'Image dimensions are too small. Minimum required size is {{min}}px.',
    );
    expect(english.get('errors.image_too_large')).toBe('File is too large. Maximum allowed size is {{max}}.');
  });
});
