/** A sales period (`YYYY-MM`) as its short month and year in `locale` ("Aug 2026", "Ağu 2026"): pages and mails alike. */
export function formatMonth(locale: string, month: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}
