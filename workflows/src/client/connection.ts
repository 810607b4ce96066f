import { Client, Connection, WorkflowNotFoundError, type WorkflowStartOptions } from '@temporalio/client';
import type { QueryDefinition, Workflow } from '@temporalio/common';
import type { StartedWorkflow } from '@slipcase/services/ports/workflows';
import { TASK_QUEUE } from '../contracts';
import { resolveTemporalAddress, resolveTemporalNamespace } from '../temporal-config';

export { resolveTemporalAddress, resolveTemporalNamespace };

/** Where the workflow ports reach Temporal. */
export interface TemporalSource {
  client?: Client;
  /** How to reach Temporal when `client` is absent (default: the process-wide client); called only once needed. */
  connect?: () => Promise<Client>;
}

let cached: Promise<Client> | undefined;

/** The process-wide client, connected on first use. */
export function getTemporalClient(): Promise<Client> {
  cached ??= Connection.connect({ address: resolveTemporalAddress() }).then(
    (connection) => new Client({ connection, namespace: resolveTemporalNamespace() }),
    (error: unknown) => {
      cached = undefined;
      throw error;
    },
  );
  return cached;
}

/** Closes the process-wide client's connection, so a CLI process can exit. */
export async function closeTemporalClient(): Promise<void> {
  const pending = cached;
  cached = undefined;
  if (pending) await (await pending).connection.close();
}

/** The Temporal client of `source`, connected only now: refusals decided by the database never need Temporal. */
export async function temporalOf(source: TemporalSource): Promise<Client> {
  return source.client ?? (await (source.connect ?? getTemporalClient)());
}

/** The workflow `workflowId` while it runs; null once finished or never started. */
export async function runningWorkflow(source: TemporalSource, workflowId: string): Promise<StartedWorkflow | null> {
  try {
    const description = await (await temporalOf(source)).workflow.getHandle(workflowId).describe();
    return description.status.name === 'RUNNING' ? { workflowId, runId: description.runId } : null;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

/** A query's answer; null when the workflow was never started. */
export async function queryOrNull<Ret>(source: TemporalSource, workflowId: string, query: QueryDefinition<Ret>): Promise<Ret | null> {
  try {
    return await (await temporalOf(source)).workflow.getHandle(workflowId).query(query);
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
}

/**
 * Starts `workflowType` under its business-keyed id on the task queue; a second start finds the running one
 * (USE_EXISTING), so a double click or a retried call never starts another.
 */
export async function startKeyed<W extends Workflow>(
  source: TemporalSource,
  workflowType: string,
  options: Pick<WorkflowStartOptions<W>, 'workflowId' | 'args' | 'typedSearchAttributes' | 'staticSummary' | 'staticDetails'>,
): Promise<StartedWorkflow> {
  const handle = await (await temporalOf(source)).workflow.start<W>(workflowType, {
    ...options,
    taskQueue: TASK_QUEUE,
    workflowIdConflictPolicy: 'USE_EXISTING',
  } as WorkflowStartOptions<W>);
  return { workflowId: options.workflowId, runId: handle.firstExecutionRunId };
}
