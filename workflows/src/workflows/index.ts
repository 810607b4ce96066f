export { releaseWorkflow } from './release';
export { withdrawalWorkflow } from './withdrawal';
export { takedownWorkflow } from './takedown';
export { deliveryWorkflow } from './delivery';
export { statementImportWorkflow } from './statement-import';
export { statementMailWorkflow } from './statement-mail';
export { releaseUpdateWorkflow } from './release-update';
export { presaveWorkflow } from './presave';
