/**
 * How each command says that the release is not in the status its action needs, from the status's label; the
 * same words whether the database or a server refused.
 */
export const STATUS_REFUSALS = {
  submit: (releaseId: string, status: string) => `Release ${releaseId} cannot be submitted: it is not a draft (status: ${status})`,
  reopen: (releaseId: string, status: string) => `Release ${releaseId} cannot be reopened: it is not rejected (status: ${status})`,
  takedown: (releaseId: string, status: string) => `Release ${releaseId} cannot be taken down: it is not published (status: ${status})`,
  cancelTakedown: (releaseId: string, status: string) => `Release ${releaseId} has no takedown to cancel (status: ${status})`,
  review: (releaseId: string, status: string) => `Release ${releaseId} is not in review (status: ${status})`,
} as const;

export type StatusRefusal = (releaseId: string, status: string) => string;
