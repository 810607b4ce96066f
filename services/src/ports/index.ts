export * from './workflows';
