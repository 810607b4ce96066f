export * from './cancel-takedown';
export * from './release-status';
export * from './reopen-release';
export * from './request-takedown';
export * from './move-release';
export * from './takedown-processing';
