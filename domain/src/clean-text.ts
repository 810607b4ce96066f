/**
 * What text may enter at the boundary (forms, `/v1`, the CLI's manifest): no control characters. A NUL cannot be
 * stored by PostgreSQL at all, and ESC, CSI and the other C0 and C1 controls would reach terminals, feeds and
 * e-mails as escapes. Tab and line breaks are text only where the field holds several lines (a biography, lyrics);
 * a browser's textarea sends CR LF, so CR goes with LF.
 */
export type TextShape = 'line' | 'lines';

// U+0000–U+001F (C0), U+007F (DEL) and U+0080–U+009F (C1, where a single-byte CSI lives): matching them is the point.
/* eslint-disable no-control-regex */
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/u;
const LINES_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/* eslint-enable no-control-regex */

/** The whole of a clean text of `shape`, as a pattern a JSON Schema can carry (the /v1 document declares it). */
export function cleanTextPattern(shape: TextShape = 'line'): RegExp {
  const controls = (shape === 'lines' ? LINES_CONTROLS : LINE_CONTROLS).source.slice(1, -1);
  return new RegExp(`^[^${controls}]*$`, 'u');
}

/** The first character `value` may not carry as text of `shape`, or null when it is clean. */
export function forbiddenCharacter(value: string, shape: TextShape = 'line'): string | null {
  return (shape === 'lines' ? LINES_CONTROLS : LINE_CONTROLS).exec(value)?.[0] ?? null;
}

export function isCleanText(value: string, shape: TextShape = 'line'): boolean {
  return forbiddenCharacter(value, shape) === null;
}

/** Every string inside a value (a parsed JSON body, a manifest) clean as a single line, or multi-line under `lines` keys. */
export function isCleanValue(value: unknown, lines: ReadonlySet<string> = new Set(), key = ''): boolean {
  if (typeof value === 'string') return isCleanText(value, lines.has(key) ? 'lines' : 'line');
  if (Array.isArray(value)) return value.every((item) => isCleanValue(item, lines, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([name, item]) => isCleanText(name) && isCleanValue(item, lines, name));
  }
  return true;
}
