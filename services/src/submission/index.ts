export * from './check-release-submission';
export * from './stored-release';
export * from './submit-release';
