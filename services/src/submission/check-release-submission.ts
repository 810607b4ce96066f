import type { CheckResult, FieldError } from '@slipcase/domain';
import { loadReleaseToCheck, storedReleaseCheck, type StoredCheckDeps } from './stored-release';

/**
 * What submitting (a draft, the monthly limit included) or reopening (a rejected release) would refuse now, by
 * the same check, with the warnings: the stores left out (premium-only ones on the free plan, those taking a
 * bigger cover). Another user's release is refused as submitRelease refuses it.
 */
export async function checkReleaseSubmission(deps: StoredCheckDeps, input: { releaseId: string; userId: string }): Promise<CheckResult> {
  const release = await loadReleaseToCheck(deps.prisma, input);
  const { result, choice } = await storedReleaseCheck(deps, release, { monthlyLimit: release.status !== 'rejected' });
  const coverTooSmall: FieldError[] =
    choice.coverTooSmallFor.length > 0 ? [{ code: 'cover_too_small_for_platforms', field: 'platforms', params: { stores: choice.coverTooSmallFor.join(', ') } }] : [];
  return { errors: result.errors, warnings: [...result.warnings, ...coverTooSmall] };
}
