export * from './storage';
export * from './create-release';
export * from './release-view';
