export * from './cancel-takedown';
export * from './release-status';
export * from './reopen-release';
export * from './request-takedown';
