export { releaseWorkflow } from './release';
export { withdrawalWorkflow } from './withdrawal';
export { takedownWorkflow } from './takedown';
export { deliveryWorkflow } from './delivery';
export { statementImportWorkflow } from './statement-import';
export { statementMailWorkflow } from './statement-mail';
export { releaseUpdateWorkflow } from './release-update';
export { masteringWorkflow } from './mastering';
export { trendsDayWorkflow, trendsScheduleWorkflow } from './trends';
