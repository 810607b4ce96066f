import { table } from '../format';
import type { SuspenseReport } from './statement-desk';

const KIND = { isrc: 'ISRC', upc: 'UPC', none: '-' } as const;

/** The suspense by code, the largest first: its lines, worth, recording and the statements it comes from. */
export function formatSuspense(report: SuspenseReport): string {
  if (report.groups.length === 0) return 'Nothing in suspense: every line of the posted statements matched a track or release.';
  const rows = [['Code', 'Kind', 'USD', 'Lines', 'Recording', 'Statements']];
  for (const group of report.groups) {
    rows.push([
      group.code || '(none)',
      KIND[group.kind],
      group.usd,
      String(group.lines),
      [group.title, group.artist].filter(Boolean).join(' - ') || '-',
      group.statements.map((part) => `${part.store} ${part.period}`).join(', '),
    ]);
  }
  return [...table(rows), '', `In suspense: ${report.total} USD`].join('\n');
}
