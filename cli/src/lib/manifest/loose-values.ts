/**
 * Reading a manifest's document before (or whatever) the schema says: a value of the wrong type reads as absent,
 * so that every check can run on a manifest with mistakes and the schema alone reports the types.
 */
export type Fields = Record<string, unknown>;

export const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The objects of a list (a release's tracks, a track's contributors). */
export const entriesOf = (value: unknown): Fields[] => listOf(value).map(fieldsOf);

/** Trimmed text; null when blank or not text. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export const textsOf = (value: unknown): string[] => listOf(value).flatMap((item) => textOf(item) ?? []);

export const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
