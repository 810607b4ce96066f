/**
 * 2026-11-22 14:05 UTC (14:05:09 with `seconds`, for steps within a minute of each other): the CLI prints times in
 * UTC so output does not depend on the machine's zone.
 */
export function formatTime(iso: string, { seconds = false } = {}): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 16)} UTC`;
}
