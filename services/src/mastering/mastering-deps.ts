import type { ServiceDeps } from '../deps';
import type { MasteringWorkflows } from '../ports/workflows';

/** What mastering needs of the billing provider: giving a payment back (the money-back guarantee, a failed job). */
export interface MasteringRefunds {
  refundPayment(paymentId: string): Promise<void>;
}

/** What the mastering use cases take. */
export type MasteringDeps = Pick<ServiceDeps, 'prisma' | 'now' | 'storage'> & { mastering: MasteringWorkflows };
