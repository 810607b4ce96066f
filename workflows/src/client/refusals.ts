import { WorkflowNotFoundError, WorkflowUpdateFailedError, type WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { AppError, type ErrorCode } from '@slipcase/domain';
import { WorkflowNotRunningError } from '@slipcase/services/ports/workflows';
import { temporalOf, type TemporalSource } from './connection';

/** Refusals a workflow's validator or activity gives, passed on as the AppError of the same code. */
export const WORKFLOW_REFUSALS: readonly ErrorCode[] = ['invalid_transition', 'not_found', 'invalid_choice', 'reopening_reason_required'];

/** The innermost application failure in an error's cause chain: the workflow's or an activity's refusal. */
function innermostApplicationFailure(error: Error): ApplicationFailure | undefined {
  let found: ApplicationFailure | undefined;
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ApplicationFailure) found = cause;
  }
  return found;
}

/**
 * Sends an update to a running workflow and waits until it is recorded. One that is not running throws a
 * WorkflowNotRunningError (the use case says why); the workflow's refusals of `refusals` become AppErrors.
 */
export async function sendUpdate<Ret>(
  source: TemporalSource,
  workflowId: string,
  send: (handle: WorkflowHandle) => Promise<Ret>,
  refusals: readonly ErrorCode[] = WORKFLOW_REFUSALS,
): Promise<Ret> {
  try {
    return await send((await temporalOf(source)).workflow.getHandle(workflowId));
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) throw new WorkflowNotRunningError(workflowId);
    const refusal = error instanceof WorkflowUpdateFailedError ? innermostApplicationFailure(error) : undefined;
    const code = refusals.find((known) => known === refusal?.type);
    if (refusal && code) throw new AppError(code, 'status', {}, refusal.message);
    throw error;
  }
}
