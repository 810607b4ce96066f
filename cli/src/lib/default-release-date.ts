/** The release date offered when none is given, as the web's new-release form does. */
export const DEFAULT_LEAD_DAYS = 28;

export function defaultReleaseDate(now: Date): string {
  return new Date(now.getTime() + DEFAULT_LEAD_DAYS * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
