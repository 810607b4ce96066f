export * from './errors';
export * from './identifiers';
export * from './media-rules';
export * from './release-status';
export * from './settings';
export * from './release-rules';
