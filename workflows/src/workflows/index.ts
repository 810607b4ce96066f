export { releaseWorkflow } from './release';
export { withdrawalWorkflow } from './withdrawal';
