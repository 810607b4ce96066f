/** Every release status of the specification (001 §4). Values are stored as-is in the database. */
export const RELEASE_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'in_process',
  'approved',
  'published',
  'rejected',
  'reopened',
  'removed',
  'expired',
  'takedown_requested',
  'unknown',
] as const;

export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

export type Actor = 'artist' | 'operator' | 'system';

/** The transitions the walking skeleton drives; the full machine (rejection, reopening, takedown) grows here. */
const TRANSITIONS: Record<ReleaseStatus, Partial<Record<ReleaseStatus, readonly Actor[]>>> = {
  draft: { submitted: ['artist'] },
  submitted: { in_review: ['system'] },
  in_review: { in_process: ['operator'], rejected: ['operator'] },
  in_process: { published: ['system'], approved: ['system'] },
  approved: { published: ['system'] },
  published: { takedown_requested: ['artist'] },
  rejected: { reopened: ['artist'] },
  reopened: { in_review: ['system'] },
  takedown_requested: { removed: ['system'], published: ['artist'] },
  removed: {},
  expired: {},
  unknown: {},
};

export function canTransition(from: ReleaseStatus, to: ReleaseStatus, actor: Actor): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** Statuses in which the artist may still change the release's content. */
export function isEditable(status: ReleaseStatus): boolean {
  return status === 'draft' || status === 'rejected';
}

/** i18n key of a status label. The specification: "approved" and "processing" both read 'Approved'. */
export function statusLabelKey(status: ReleaseStatus): string {
  if (status === 'approved' || status === 'in_process') return 'status.approved';
  return `status.${status}`;
}

export function isReleaseStatus(value: string): value is ReleaseStatus {
  return (RELEASE_STATUSES as readonly string[]).includes(value);
}
