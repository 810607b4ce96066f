import type { TrendFile } from '../store-plugin';
import type { Transport } from './transport';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where a store's trend files are read: a transport and the folder in it (`''` for its root). */
export interface TrendSource {
  transport: Transport;
  dir: string;
}

/**
 * Reads a store's trend file for a day, `<dir>/<YYYY-MM-DD>.csv`, through a transport that can list and read; null
 * when the transport cannot, so the store declares no trends rather than one it cannot read.
 */
export function trendFileReader({ transport, dir }: TrendSource): ((day: string) => Promise<TrendFile | null>) | null {
  const { list, read } = transport;
  if (!list || !read) return null;
  return async (day) => {
    if (!DAY.test(day)) throw new RangeError(`Not a day: ${JSON.stringify(day)}`);
    const name = `${day}.csv`;
    if (!(await list.call(transport, dir)).includes(name)) return null;
    const path = dir ? `${dir}/${name}` : name;
    return { location: transport.location(path), bytes: await read.call(transport, path) };
  };
}
