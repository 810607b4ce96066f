export { releaseWorkflow } from './release';
