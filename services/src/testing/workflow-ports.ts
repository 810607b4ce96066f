import type { WorkflowPorts } from '../ports/workflows';

/** Workflow ports that fail every call with `message`: for use cases whose refusals must never reach Temporal. */
export function unreachableWorkflows(message: string): WorkflowPorts {
  const fail = () => Promise.reject(new Error(message));
  return {
    deliveries: { retry: fail, resend: fail },
    releases: { running: fail, start: fail, approve: fail, reject: fail, reopen: fail, releaseChanged: fail, state: fail },
    updates: { start: fail, approve: fail, reject: fail },
    takedowns: { running: fail, start: fail, cancel: fail, state: fail },
    withdrawals: { start: fail, cancel: fail, state: fail },
    statements: { start: fail, state: fail, result: fail },
    mastering: { start: fail, result: fail },
  };
}
