import type { FieldError } from './errors';
import { isReopeningReasonCode } from './reopening-reasons';
import type { Settings } from './settings';

/** An operator's rejection names at least one catalogued reopening reason (field `reasonCodes`). */
export function checkRejection(input: { reasonCodes: readonly string[] }): FieldError[] {
  if (input.reasonCodes.length === 0) return [{ code: 'reopening_reason_required', field: 'reasonCodes' }];
  return input.reasonCodes.flatMap((code, i) =>
    isReopeningReasonCode(code) ? [] : [{ code: 'invalid_choice' as const, field: `reasonCodes.${i}` }],
  );
}

/** Until when a rejected release may be reopened; after it the system marks the release expired. */
export function reopeningDeadline(input: { rejectedAt: Date; settings: Pick<Settings, 'reopeningWindowDays'> }): Date {
  return new Date(input.rejectedAt.getTime() + input.settings.reopeningWindowDays * 24 * 60 * 60 * 1000);
}
