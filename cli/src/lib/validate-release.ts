import { problemOf } from '@slipcase/api-contract/zod-issues';
import type { FieldError, ReleaseStatus } from '@slipcase/domain';
import { InvalidInputError, type InputProblem } from './invalid-input';
import { aboutRelease, releasePath } from './release-actions/remote-release';
import type { ApiClient } from './remote/api-client';
import { statusLabel } from './status-label';

type Problem = { code: string; message: string; field?: string };

export interface ReleaseValidation {
  releaseId: string;
  status: ReleaseStatus;
  ok: boolean;
  /** Every problem the submission (for a rejected release, the reopening) would refuse. */
  errors: Problem[];
  /** What would be done differently: stores left out. */
  warnings: Problem[];
}

/** `GET /v1/releases/{id}/validation`: the submission's own check on the release as stored, without submitting. */
export async function validateRemotely(api: ApiClient, releaseId: string): Promise<ReleaseValidation> {
  const answer = await aboutRelease(releaseId, () => api.request<Omit<ReleaseValidation, 'releaseId'>>('GET', releasePath(releaseId, 'validation')));
  return { releaseId, ...answer };
}

/** The submission's check of a release on this machine's database, as `GET /v1/releases/{id}/validation` answers it. */
export function validationOf(release: { id: string; status: ReleaseStatus }, checked: { errors: FieldError[]; warnings: FieldError[] }): ReleaseValidation {
  const { errors, warnings } = checked;
  return { releaseId: release.id, status: release.status, ok: errors.length === 0, errors: errors.map(problemOf), warnings: warnings.map(problemOf) };
}

/** Its problems, one `<field>: <message>` line each (exit 5); a problem of the whole release is the release's. */
export function validationFailure(validation: ReleaseValidation): InvalidInputError {
  const problems: InputProblem[] = validation.errors.map(({ field, code, message }) => ({ field: field ?? 'release', code, message }));
  return new InvalidInputError(problems);
}

/** What a release without problems is ready for. */
export function readiness({ releaseId, status }: ReleaseValidation): string {
  if (status === 'draft') return `Release ${releaseId} has no problems: ready to submit (slipcase release submit ${releaseId}).`;
  if (status === 'rejected') return `Release ${releaseId} has no problems: ready to reopen (slipcase release reopen ${releaseId}).`;
  return `Release ${releaseId} has no problems (status: ${statusLabel(status)}).`;
}
