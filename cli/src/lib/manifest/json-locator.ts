import { entryOf, type Locator, type ManifestPath } from './problems';

const pointer = (path: ManifestPath) => path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/**
 * Places in a JSON manifest: the row is the JSON pointer of the release or track (`/releases/0/tracks/1`), the
 * field the rest of the pointer under it (`contributors/0/share`): together, the value's own pointer.
 */
export function jsonLocator(file: string): Locator {
  const split = (path: ManifestPath) => {
    const { release, track, rest } = entryOf(path);
    const row = release === undefined ? [] : track === undefined ? ['releases', release] : ['releases', release, 'tracks', track];
    return { row: pointer(row), field: pointer(release === undefined ? path : rest).slice(1) };
  };
  return {
    locate: (path) => ({ file, ...split(path) }),
    describe: (path) => split(path).row,
  };
}
