import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, TREND_COLUMNS, type IsoDate } from '@slipcase/domain';

/** The demo's listeners: territory, a city, and how much of the audience each is. */
const PLACES = [
  ['US', 'Los Angeles', 0.3], ['GB', 'London', 0.14], ['DE', 'Berlin', 0.12], ['BR', 'São Paulo', 0.12], ['FR', 'Paris', 0.1],
  ['MX', 'Mexico City', 0.08], ['JP', 'Tokyo', 0.06], ['TR', 'Istanbul', 0.05], ['SE', 'Stockholm', 0.03],
] as const;
const PLAYLISTS = [['demo-pl-1', 'Late Night Drive'], ['demo-pl-2', 'Fresh Finds'], ['demo-pl-3', 'Indie Morning']] as const;
const AUDIENCE = [['18-24', 'female'], ['25-34', 'male'], ['25-34', 'female'], ['35-44', 'male'], ['45-54', 'non_binary']] as const;
const DEVICES = ['mobile', 'mobile', 'mobile', 'desktop', 'speaker', 'car'] as const;
const SOURCES = ['playlist', 'search', 'library', 'radio', 'artist_page'] as const;

/** A small deterministic number from a text, so the same day always gets the same file. */
function noise(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return ((hash >>> 0) % 1000) / 1000;
}

/**
 * A day's streams of a recording: a base that grows over the year, weekends higher, a December lift, and a spike in
 * the days after its release day (`releasedDaysAgo` before `today`).
 */
export function demoStreams(day: IsoDate, today: IsoDate, releasedDaysAgo: number, isrc: string): number {
  const age = Math.round((Date.parse(day) - Date.parse(addDays(today, -releasedDaysAgo))) / 86_400_000);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const season = 1 + 0.25 * Math.sin(((Number(day.slice(5, 7)) - 3) / 12) * 2 * Math.PI) + (day.slice(5, 7) === '12' ? 0.3 : 0);
  const spike = age >= 0 && age < 14 ? 3 * (1 - age / 14) : 0;
  const base = 400 * (0.5 + (age + 365) / 730) * season * (weekday === 0 || weekday === 6 ? 1.2 : 1) * (1 + spike);
  return Math.round(base * (0.85 + 0.3 * noise(`${isrc}${day}`)));
}

/** One day's trend file for the demo recordings: their streams spread over places, playlists, audiences and devices. */
export function demoTrendFile(day: IsoDate, today: IsoDate, recordings: readonly { isrc: string; releasedDaysAgo: number }[]): string {
  const lines = [TREND_COLUMNS.join(',')];
  for (const { isrc, releasedDaysAgo } of recordings) {
    const total = demoStreams(day, today, releasedDaysAgo, isrc);
    for (const [index, [territory, city, share]] of PLACES.entries()) {
      const streams = Math.round(total * share);
      if (streams === 0) continue;
      const playlist = index < PLAYLISTS.length ? PLAYLISTS[(index + Number(day.slice(8))) % PLAYLISTS.length]! : null;
      const [age, gender] = AUDIENCE[index % AUDIENCE.length]!;
      const cells = [day, isrc, territory, `"${city}"`, streams, Math.round(streams * 0.7), Math.round(streams * 0.04), playlist ? Math.round(streams * 0.01) : 0,
        playlist?.[0] ?? '', playlist ? `"${playlist[1]}"` : '', playlist ? 'playlist' : SOURCES[index % SOURCES.length], age, gender, DEVICES[index % DEVICES.length]];
      lines.push(cells.join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Writes a year of trend files (up to yesterday) for the demo recordings into `<dir>/<store>/<day>.csv`, where the
 * sandbox stores read them; a recording counts from its release day (`releasedDaysAgo`). Returns the days written.
 */
export async function writeDemoTrendFiles(
  dir: string,
  stores: readonly string[],
  today: IsoDate,
  recordings: readonly { isrc: string; releasedDaysAgo: number }[],
  days = 365,
): Promise<IsoDate[]> {
  const written: IsoDate[] = [];
  for (let back = days; back >= 1; back--) written.push(addDays(today, -back));
  for (const [storeIndex, store] of stores.entries()) {
    await mkdir(join(dir, store), { recursive: true });
    for (const day of written) {
      const live = recordings.filter((recording) => Date.parse(day) >= Date.parse(addDays(today, -recording.releasedDaysAgo)));
      // Each store's listeners find a release a few days apart.
      const scaled = live.map((recording) => ({ ...recording, releasedDaysAgo: recording.releasedDaysAgo + storeIndex * 3 }));
      await writeFile(join(dir, store, `${day}.csv`), demoTrendFile(day, today, scaled));
    }
  }
  return written;
}
