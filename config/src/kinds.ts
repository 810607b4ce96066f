import { z } from 'zod';

/**
 * The kinds of value a variable holds. Each issue's message is what the variable expects ("a port number"): the
 * ConfigError puts the variable's name before it and the value it got after it. A variable set to blanks counts as
 * not set, as the platform always treated `DATABASE_URL=` (the CLI's tests and the end-to-end run rely on it).
 */
const blankAsUnset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

const wholeNumber = (expected: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, { error: expected })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: expected });

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const url = (protocols: readonly string[], expected: string) =>
  z.string().refine((value) => hasProtocol(value, protocols), { error: expected });

export const kinds = {
  text: () => z.string(),
  port: () => wholeNumber('a port number (1-65535)', 1, 65535),
  count: () => wholeNumber('a whole number above 0', 1),
  wholeNumber: () => wholeNumber('a whole number', 0),
  httpUrl: () => url(['http:', 'https:'], 'an http(s) URL'),
  postgresUrl: () => url(['postgres:', 'postgresql:'], 'a postgres:// or postgresql:// URL'),
  smtpUrl: () => url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  hostPort: () => z.string().regex(/^(?:\[[^\]]+\]|[^\s:/[\]]+):\d{1,5}$/, { error: 'host:port, e.g. localhost:7233' }),
  email: () => z.string().regex(/^[^\s@]+@[^\s@]+$/, { error: 'an e-mail address' }),
  /** `1` on, `0` off. */
  flag: () => z.enum(['0', '1'], { error: '1 (on) or 0 (off)' }).transform((value) => value === '1'),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `one of ${values.join(', ')}` }),
  /** Comma-separated ids: `spotify, deezer`. */
  ids: () =>
    z
      .string()
      .regex(/^[a-z0-9-]*(?:\s*,\s*[a-z0-9-]*)*$/, { error: 'comma-separated store ids, e.g. spotify,deezer' })
      .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean)),
};

/** A variable that may be left unset: its value, or undefined. */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsUnset, schema.optional());

/** A variable with a default when unset. */
export const withDefault = <S extends z.ZodType<unknown, string>>(schema: S, fallback: string) =>
  z.preprocess(blankAsUnset, z.string().default(fallback).pipe(schema));
