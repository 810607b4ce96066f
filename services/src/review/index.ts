export * from './approve-release';
export * from './reject-release';
export * from './require-operator';
export * from './record-review';
export * from './review-queue';
export * from './overdue-review';
