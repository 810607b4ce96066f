export * from './delivery-release';
export * from './delivery-row';
export * from './preview-context';
