import type { PrismaClient } from '@slipcase/db';
import * as payouts from '@slipcase/services/payouts/pay-payout';
import type { FailPayoutInput, PaidPayout, PayoutInput } from '@slipcase/services/payouts/pay-payout';
import type { PayoutRails } from '@slipcase/services/payouts/rails/rail';
import { refusingWithoutRetry } from './refusal';

export type { FailPayoutInput, PaidPayout, PayoutInput };

/** The activities over the payouts' services: what they refuse, or a payment that cannot be made, fails without retry. */
export const payPayout = (deps: { prisma: PrismaClient; rails: PayoutRails }, input: PayoutInput) => refusingWithoutRetry(() => payouts.payPayout({ ...deps, now: new Date() }, input));
export const failPayout = (prisma: PrismaClient, input: FailPayoutInput) => refusingWithoutRetry(() => payouts.failPayout(prisma, input));
export const cancelPayout = (prisma: PrismaClient, input: PayoutInput) => refusingWithoutRetry(() => payouts.cancelPayout(prisma, input));
