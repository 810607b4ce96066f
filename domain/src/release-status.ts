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

/** What the UI names the action that makes a transition. */
export type ReleaseAction =
  | 'submit'
  | 'start_review'
  | 'approve'
  | 'reject'
  | 'mark_approved'
  | 'publish'
  | 'reopen'
  | 'expire'
  | 'request_takedown'
  | 'cancel_takedown'
  | 'complete_takedown'
  | 'complete_partial_takedown';

export interface Transition {
  from: ReleaseStatus;
  to: ReleaseStatus;
  actor: Actor;
  action: ReleaseAction;
  /** What must accompany it: a rejection names reopening reasons (checkRejection), a takedown a reason (checkTakedownRequest). */
  requires?: 'reopening_reasons' | 'takedown_reason';
}

/**
 * The release lifecycle (001 §4). Where the specification only names a status, this is the reading:
 * - approved: the feeds are delivered and the stores have not put the release live yet; it reads 'Approved'
 *   like in_process. A release whose stores go live at once moves from in_process straight to published.
 * - expired: a rejected release the artist did not reopen within the reopening window
 *   (settings.reopeningWindowDays, see `reopeningDeadline`). Final: the artist starts a new release.
 * - removed: final, after the takedown feeds were sent to every store.
 * - unknown: no transition leads in or out. It is what a value read from elsewhere (a store report, an older
 *   export) that is not a status maps to (`toReleaseStatus`); an operator repairs such a record by hand.
 * The free plan's 90-day wait before a takedown is `takedownEligibility`, checked with the transition.
 */
export const TRANSITIONS: readonly Transition[] = [
  { from: 'draft', to: 'submitted', actor: 'artist', action: 'submit' },
  { from: 'submitted', to: 'in_review', actor: 'system', action: 'start_review' },
  { from: 'in_review', to: 'in_process', actor: 'operator', action: 'approve' },
  { from: 'in_review', to: 'rejected', actor: 'operator', action: 'reject', requires: 'reopening_reasons' },
  { from: 'in_process', to: 'approved', actor: 'system', action: 'mark_approved' },
  { from: 'in_process', to: 'published', actor: 'system', action: 'publish' },
  { from: 'approved', to: 'published', actor: 'system', action: 'publish' },
  { from: 'rejected', to: 'reopened', actor: 'artist', action: 'reopen' },
  { from: 'rejected', to: 'expired', actor: 'system', action: 'expire' },
  { from: 'reopened', to: 'in_review', actor: 'system', action: 'start_review' },
  { from: 'published', to: 'takedown_requested', actor: 'artist', action: 'request_takedown', requires: 'takedown_reason' },
  { from: 'takedown_requested', to: 'published', actor: 'artist', action: 'cancel_takedown' },
  { from: 'takedown_requested', to: 'removed', actor: 'system', action: 'complete_takedown' },
  // A takedown of some of the stores: the release stays published in the others.
  { from: 'takedown_requested', to: 'published', actor: 'system', action: 'complete_partial_takedown' },
];

/** The transitions an actor may make from a status: the actions a UI offers. */
export function allowedTransitions(from: ReleaseStatus, actor: Actor): Transition[] {
  return TRANSITIONS.filter((transition) => transition.from === from && transition.actor === actor);
}

/** The actions a page offers a person on a release: the owner's as the artist, staff's as the operator. */
export function offeredActions(status: ReleaseStatus, viewer: { isOwner: boolean; isStaff: boolean }): ReleaseAction[] {
  return [
    ...(viewer.isOwner ? allowedTransitions(status, 'artist') : []),
    ...(viewer.isStaff ? allowedTransitions(status, 'operator') : []),
  ].map((transition) => transition.action);
}

export function canTransition(from: ReleaseStatus, to: ReleaseStatus, actor: Actor): boolean {
  return TRANSITIONS.some((transition) => transition.from === from && transition.to === to && transition.actor === actor);
}

/**
 * Statuses in which the artist may still change the release's content: a draft, and a rejected release being
 * fixed for what its reopening reasons ask before it is reopened.
 */
export const EDITABLE_STATUSES = ['draft', 'rejected'] as const satisfies readonly ReleaseStatus[];

export function isEditable(status: string): boolean {
  return (EDITABLE_STATUSES as readonly string[]).includes(status);
}

/** i18n key of a status label. The specification: "approved" and "processing" both read 'Approved'. */
export function statusLabelKey(status: ReleaseStatus): string {
  if (status === 'approved' || status === 'in_process') return 'status.approved';
  return `status.${status}`;
}

export function isReleaseStatus(value: string): value is ReleaseStatus {
  return (RELEASE_STATUSES as readonly string[]).includes(value);
}

/** A status read from outside the database's enum; anything unrecognised is 'unknown'. */
export function toReleaseStatus(value: string): ReleaseStatus {
  return isReleaseStatus(value) ? value : 'unknown';
}
