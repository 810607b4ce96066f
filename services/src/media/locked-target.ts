import type { Prisma } from '@slipcase/db';
import type { FilingTarget } from './media-deps';
import { Refused } from './media-refusal';
import { findUploadTarget, type UploadTarget } from './upload-target';

/**
 * The upload target read again under the release's lock: the release may have been submitted, deleted or filled
 * up since the caller's first look. Refused as findUploadTarget refuses.
 */
export async function lockedTarget(
  tx: Prisma.TransactionClient,
  input: FilingTarget & { newAudio?: ReadonlyArray<string | undefined> },
): Promise<UploadTarget> {
  const found = await findUploadTarget(tx, input);
  if (!found.ok) throw new Refused(found);
  return found.target;
}
