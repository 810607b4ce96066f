export * from './store-plugin';
