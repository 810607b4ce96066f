import { formatBytes } from '../upload/format-bytes';
import type { ExportReport } from './export-report';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * 'Exported 12 releases to /backup: 40 files written (1.2 GB), 3 already there with the right SHA-256.', or on a
 * second run 'Exported 12 releases to /backup: nothing written, 43 files already there with the right SHA-256.'
 */
export function formatExportSummary(report: ExportReport): string {
  const written = report.written.length === 0 ? 'nothing written' : `${plural(report.written.length, 'file')} written (${formatBytes(report.bytesWritten)})`;
  const withoutMessage = report.releases.filter((release) => release.message === null).length;
  return [
    `Exported ${plural(report.releases.length, 'release')} to ${report.dir}: ${written}, ${report.kept} already there with the right SHA-256.`,
    ...(withoutMessage > 0 ? [`${plural(withoutMessage, 'release')} without an ERN message yet (see catalogue.json).`] : []),
  ].join(' ');
}

/** A line for each release the server could not make an ERN message of, and why. */
export function formatExportWarnings(report: ExportReport): string[] {
  return report.releases
    .filter((release) => release.message === null)
    .map((release) => `${release.title} (${release.upc}): no ERN message yet: ${(release.messageProblems ?? []).join('; ')}`);
}
