export * from './revision-changes';
export * from './check-update';
export * from './live-stores';
export * from './propose-update';
export * from './preview-update';
export * from './decide-update';
export * from './apply-revision';
export * from './update-queue';
