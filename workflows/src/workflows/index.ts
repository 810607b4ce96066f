export { releaseWorkflow } from './release';
export { withdrawalWorkflow } from './withdrawal';
export { takedownWorkflow } from './takedown';
export { deliveryWorkflow } from './delivery';
export { statementImportWorkflow } from './statement-import';
export { releaseUpdateWorkflow } from './release-update';
