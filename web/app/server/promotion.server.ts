import type { SubmissionResult } from '@conform-to/react';
import { getPrisma } from '@slipcase/db';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import type { FieldError } from '@slipcase/domain';
import type { PromotionDeps } from '@slipcase/services/promotion/promotion-deps';
import type { PromotionMoveOutcome } from '@slipcase/services/promotion/promotion-outcome';
import { encodeError } from '../lib/error-messages';
import { billingProviderFromEnv } from './billing/provider-from-env.server';

/** The promotion use cases' dependencies for one request: the database, the moment and the configured billing provider. */
export function promotionDeps(now = new Date()): PromotionDeps {
  return { prisma: getPrisma(), now, provider: billingProviderFromEnv() };
}

export function fieldErrorsOf(errors: readonly FieldError[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const error of errors) (grouped[error.field] ??= []).push(encodeError(error));
  return grouped;
}

interface Submission {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean }): SubmissionResult<string[]>;
}

/** A move's refusal as the form's reply: beside its field when it has one, else above the form; with its HTTP status. */
export function moveReply(submission: Submission, outcome: Extract<PromotionMoveOutcome, { ok: false }>) {
  const message = [encodeError(outcome)];
  const reply = submission.reply(outcome.field ? { fieldErrors: { [outcome.field]: message } } : { formErrors: message });
  return { reply, status: httpStatusOf(outcome.code) };
}
