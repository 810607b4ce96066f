export * from './store-plugin';
export * from './media';
export * from './ern';
export * from './validation';
export * from './batch';
export * from './transports';
export * from './registry';
export * from './store-links';
