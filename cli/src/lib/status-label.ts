import { english } from '@slipcase/api-contract/english';
import { statusLabelKey, type ReleaseStatus } from '@slipcase/domain';

/** The CLI speaks English: the web's English label of each status (`status.<label>`). */
const STATUS_LABELS: Readonly<Record<string, string>> = english.status;

export function statusLabel(status: ReleaseStatus): string {
  const key = statusLabelKey(status).replace(/^status\./, '');
  return STATUS_LABELS[key] ?? status;
}
