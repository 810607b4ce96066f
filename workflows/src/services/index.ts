export * from './storage';
export * from './create-release';
export * from './release-view';
export * from './ledger';
export * from './withdrawals';
export * from './release-lifecycle';
export * from './activity-feed';
export * from './payouts';
