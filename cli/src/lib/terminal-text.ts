/** Control characters (C0, DEL, C1) and the format characters that reorder or hide text (bidi overrides, zero widths). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/**
 * Text from elsewhere (a store's statement cell, a name) made safe to print: each control or format character is
 * shown as its escape (`\x1b`, `\u202e`), so no terminal escape sequence runs and nothing reorders the line.
 */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, (char) => {
    const code = char.codePointAt(0)!;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
