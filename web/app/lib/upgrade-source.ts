/** The `from` of /upgrade: a short word naming where the user came from (nav, dashboard, a feature), else null. */
export function upgradeSource(value: string | null): string | null {
  return value !== null && /^[a-zA-Z][\w-]{0,39}$/.test(value) ? value : null;
}
