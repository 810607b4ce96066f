export { COMMANDS } from './commands/index';
export { approveAsOperator, type ApprovalResult, type ApproveDeps } from './lib/approve';
export { ExitCode, exitCodeFor } from './lib/exit-codes';
export { resolveOperator, type Operator } from './lib/operators';
export { statusLabel } from './lib/status-label';
