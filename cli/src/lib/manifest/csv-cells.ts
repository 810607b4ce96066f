import type { CellKind } from './csv-columns';

/**
 * The cell syntax of a CSV manifest. Lists hold items separated by `;`, an item's parts are separated by `:`:
 * contributors "Jane Doe:writer:50; John Roe:composer:50" (name, role, percent), performers
 * "Jane Doe:vocals; John Roe" (name, then the instrument when there is one), names "Guest One; Guest Two".
 * A value that does not read as its kind is kept as written, so that the schema names what is wrong with it.
 */
export const LIST_SEPARATOR = ';';
export const PART_SEPARATOR = ':';

const TRUE_WORDS = ['yes', 'y', 'true', '1'];
const FALSE_WORDS = ['no', 'n', 'false', '0'];

const items = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** "50", "33.33", "50%" as a number. */
function percent(text: string): number | string {
  const number = text.replace(/\s*%$/, '');
  return /^\d+(\.\d+)?$/.test(number) ? Number(number) : text;
}

/** Parts of an item; a name may hold the separator, its last parts are the role and share (or the instrument). */
function splitItem(item: string, trailing: number): { name: string; rest: string[] } {
  const parts = item.split(PART_SEPARATOR);
  const cut = Math.max(1, parts.length - trailing);
  return { name: parts.slice(0, cut).join(PART_SEPARATOR).trim(), rest: parts.slice(cut).map((part) => part.trim()) };
}

function contributor(item: string): Record<string, unknown> {
  const { name, rest } = splitItem(item, 2);
  const [role, share] = rest;
  return { name, ...(role && { role }), ...(share && { share: percent(share) }) };
}

function performer(item: string): Record<string, unknown> {
  const { name, rest } = splitItem(item, 1);
  return { name, ...(rest[0] && { instrument: rest[0] }) };
}

/** A cell's value in the JSON form, or undefined for a blank cell (the property is left out). */
export function parseCell(kind: CellKind, cell: string): unknown {
  const text = cell.trim();
  if (text === '') return undefined;
  switch (kind) {
    case 'text':
      return text;
    case 'integer':
      return /^\d+$/.test(text) ? Number(text) : text;
    case 'boolean': {
      const word = text.toLowerCase();
      return TRUE_WORDS.includes(word) ? true : FALSE_WORDS.includes(word) ? false : text;
    }
    case 'names':
      return items(text);
    case 'contributors':
      return items(text).map(contributor);
    case 'performers':
      return items(text).map(performer);
  }
}
