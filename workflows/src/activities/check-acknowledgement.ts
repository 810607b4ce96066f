import type { PrismaClient } from '@slipcase/db';
import type { StorePlugin } from '@slipcase/plugin-contract';
import * as acknowledgements from '@slipcase/services/deliveries/record-acknowledgement';
import type { AcknowledgementCheck, CheckAcknowledgementInput } from '@slipcase/services/deliveries/record-acknowledgement';
import { refusingWithoutRetry } from './refusal';

export type { AcknowledgementCheck, CheckAcknowledgementInput };

/** The activity over the service checkAcknowledgement: what it refuses fails without retry. */
export const checkAcknowledgement = (deps: { prisma: PrismaClient; stores: readonly StorePlugin[] }, input: CheckAcknowledgementInput): Promise<AcknowledgementCheck> =>
  refusingWithoutRetry(() => acknowledgements.checkAcknowledgement(deps, input));
