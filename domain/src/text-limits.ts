/** The longest a name or title may be (001 §5), what the wizard's forms, `/v1` and the CLI's manifest accept. */
export const TEXT_MAX_LENGTH = 200;
/** Lyrics may be longer than any name or title. */
export const LYRICS_MAX_LENGTH = 20_000;

export type TextKind = 'text' | 'lyrics';

/** The most characters a text of `kind` may have. */
export function textMaxLength(kind: TextKind): number {
  return kind === 'lyrics' ? LYRICS_MAX_LENGTH : TEXT_MAX_LENGTH;
}

/** Whether `value` (as stored: trimmed for a name or title) is longer than a text of `kind` may be. */
export function isTextTooLong(kind: TextKind, value: string): boolean {
  return value.length > textMaxLength(kind);
}
