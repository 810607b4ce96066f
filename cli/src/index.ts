export { COMMANDS } from './commands/index';
export { approveAsOperator, type ApprovalResult, type ApproveDeps } from './lib/approve';
export { createReleaseAs, type CreateReleaseDeps, type CreateReleaseInput } from './lib/create-release';
export { DEFAULT_LEAD_DAYS } from './lib/default-release-date';
export { ExitCode, exitCodeFor } from './lib/exit-codes';
export { InvalidInputError, type InputProblem } from './lib/invalid-input';
export { errorMessage } from './lib/messages';
export { resolveOperator, type Operator } from './lib/operators';
export {
  cancelPayoutAs,
  payoutStatus,
  requestPayoutAs,
  royaltiesOf,
  type PayoutDeps,
  type PayoutStatus,
  type RequestedPayout,
} from './lib/payouts';
export type { RoyaltiesReport } from './lib/royalties/royalties-report';
export { statusLabel } from './lib/status-label';
export { submitAsUser, type SubmissionResult, type SubmitDeps } from './lib/submit';
export { requireActingUser, resolveUser, type ActingUser } from './lib/users';
