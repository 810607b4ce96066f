/** The part of a split report a file name announces (`…_2of3…`), or null when the name says nothing. */
export function partFromFileName(name: string): { part: number; of: number } | null {
  const match = /_(\d{1,4})of(\d{1,4})(?=[_.]|$)/i.exec(name);
  if (!match) return null;
  return { part: Number(match[1]), of: Number(match[2]) };
}

/** A count with its noun in agreement: '1 part', '2 parts'. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${count === 1 ? one : other}`;
}

/**
 * Why a split report's size and the files given disagree, as a problem's detail: "the file name says 2 parts, 1 file
 * was given" (`source`: what says the size, the file name or the HEAD).
 */
export function partsMismatchDetail(source: string, said: number, given: number): string {
  return `${source} says ${countOf(said, 'part')}, ${countOf(given, 'file')} ${given === 1 ? 'was' : 'were'} given`;
}

/** A control character that may not appear inside a field (tab is the DSR separator, so it is not one here). */
export function findControlCharacter(text: string): number {
  // eslint-disable-next-line no-control-regex
  return text.search(/[\u0000-\u0008\u000A-\u001F\u007F]/);
}
