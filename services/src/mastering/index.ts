export * from './mastering-deps';
export * from './request-mastering';
export * from './master-track';
export * from './mastering-payments';
export * from './mastering-jobs';
export * from './mastering-checkout';
export * from './new-preset';
