/** The part of a split report a file name announces (`…_2of3…`), or null when the name says nothing. */
export function partFromFileName(name: string): { part: number; of: number } | null {
  const match = /_(\d{1,4})of(\d{1,4})(?=[_.]|$)/i.exec(name);
  if (!match) return null;
  return { part: Number(match[1]), of: Number(match[2]) };
}

/** A control character that may not appear inside a field (tab is the DSR separator, so it is not one here). */
export function findControlCharacter(text: string): number {
  // eslint-disable-next-line no-control-regex
  return text.search(/[\u0000-\u0008\u000A-\u001F\u007F]/);
}
