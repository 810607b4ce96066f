import { forbiddenCharacter, ISO_DATE_PATTERN, isIsoDate } from '@slipcase/domain';
import type { Finding, ManifestPath } from './problems';

/** Fields whose text may run over several lines. */
const MULTI_LINE = new Set(['lyrics']);
/** Fields holding a calendar day: the schema checks their pattern, this that the day exists (not 2027-02-30). */
const DATES = new Set(['release_date', 'presave_date']);

function walk(value: unknown, path: ManifestPath, found: Finding[]): void {
  const key = String(path.at(-1) ?? '');
  if (typeof value === 'string') {
    if (forbiddenCharacter(value, MULTI_LINE.has(key) ? 'lines' : 'line')) found.push({ path, code: 'invalid_characters', origin: 'check' });
    else if (DATES.has(key) && ISO_DATE_PATTERN.test(value.trim()) && !isIsoDate(value.trim())) found.push({ path, code: 'invalid_date', origin: 'check' });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, index], found));
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      if (forbiddenCharacter(name)) found.push({ path, code: 'invalid_characters', origin: 'check' });
      else walk(item, [...path, name], found);
    }
  }
}

/**
 * The boundary's cleaning rule (domain/src/clean-text.ts) on every text a manifest carries, whatever its form (a
 * CSV cell, a JSON string, an ERN element): no NUL or other control character, no terminal escape; line breaks and
 * tabs only in lyrics. And its dates real days.
 */
export function checkText(document: unknown): Finding[] {
  const found: Finding[] = [];
  walk(document, [], found);
  return found;
}
