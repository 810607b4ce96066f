import { columnOf, type CsvColumn } from './csv-columns';
import { entryOf, type Locator, type ManifestPath } from './problems';

/** Where a CSV release was written: its first line, the line of each release column's value, each track's line. */
export interface CsvReleaseLines {
  firstLine: number;
  /** By column name: the line its value was taken from. */
  valueLines: ReadonlyMap<string, number>;
  trackLines: readonly number[];
}

/** 'contributors' + [1, 'share'] → 'contributors[2].share': list items counted from 1, as a cell's reader does. */
function cellField(level: CsvColumn['level'], rest: ManifestPath): string {
  const [property, item, part] = rest;
  if (property === undefined) return '';
  const name = columnOf(level, String(property))?.name ?? String(property);
  const index = typeof item === 'number' ? `[${item + 1}]` : '';
  return `${name}${index}${part === undefined ? '' : `.${part}`}`;
}

/** Places in a CSV manifest: the row is a line number ('4'), the field a column ('track_title', 'contributors[2].share'). */
export function csvLocator(file: string, releases: readonly CsvReleaseLines[]): Locator {
  const split = (path: ManifestPath) => {
    const { release, track, rest } = entryOf(path);
    const lines = release === undefined ? undefined : releases[release];
    if (release === undefined || !lines) return { row: '1', field: path.join('.') };
    if (track !== undefined) return { row: String(lines.trackLines[track] ?? lines.firstLine), field: cellField('track', rest) };
    const field = cellField('release', rest);
    return { row: String(lines.valueLines.get(field.replace(/\[.*$/, '')) ?? lines.firstLine), field };
  };
  return {
    locate: (path) => ({ file, ...split(path) }),
    describe: (path) => `line ${split(path).row}`,
  };
}
