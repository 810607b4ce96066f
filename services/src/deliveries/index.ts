export * from './delivery-release';
export * from './delivery-row';
export * from './preview-context';
export * from './feed-preview';
export * from './store-feeds';
export * from './release-deliveries';
export * from './delivery-events';
