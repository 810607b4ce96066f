export interface TrackFigure {
  /** The track's id (or, for earnings nothing matched to a track, the statement's code). */
  key: string;
  title: string;
  isrc: string | null;
}

export interface TopTrack extends TrackFigure {
  streams: number;
  cents: number;
}

/**
 * The dashboard's top tracks (issue 30): most streamed first, each with what it earned; tracks that earned but have
 * no streams reported in the window follow, best-earning first. A track streamed and earning is one row.
 */
export function topTracks(
  streamed: readonly (TrackFigure & { streams: number })[],
  earned: readonly (TrackFigure & { cents: number })[],
  limit: number,
): TopTrack[] {
  const rows = new Map<string, TopTrack>();
  for (const track of streamed) rows.set(track.key, { ...track, cents: 0 });
  for (const track of earned) {
    const found = rows.get(track.key);
    if (found) found.cents += track.cents;
    else rows.set(track.key, { ...track, streams: 0 });
  }
  return [...rows.values()]
    .filter((track) => track.streams > 0 || track.cents > 0)
    .sort((a, b) => b.streams - a.streams || b.cents - a.cents || a.title.localeCompare(b.title))
    .slice(0, limit);
}
