/** What tests outside this package use: throwaway Temporal servers, the real worker, the whole lifecycle. */
export { findFreePort, findFreePorts } from '../temporal-server/free-port';
export { workflowTestDeps, type WorkflowTestDeps } from './deps';
export { startLifecycleTest, type LifecycleTest, type LifecycleTestOptions } from './lifecycle';
export { quietTemporalLogs, startTestTemporal } from './temporal';
export { runTestWorker, type RunningTestWorker } from './worker';
