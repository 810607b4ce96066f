import type { ErrorCode } from '@slipcase/domain';

/** What a campaign's move answers: done, or the refusal's code and the field it concerns. */
export type PromotionMoveOutcome = { ok: true } | { ok: false; code: ErrorCode; field?: string };

export const refused = (code: ErrorCode, field?: string): PromotionMoveOutcome => ({ ok: false, code, ...(field && { field }) });
