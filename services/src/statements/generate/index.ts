export * from './write-demo-dsr';
