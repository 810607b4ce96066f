export * from './split-mail';
export * from './split-view';
export * from './set-split';
export * from './list-splits';
export * from './splits-shared-with-me';
export * from './accept-split-invitation';
export * from './split-targets';
