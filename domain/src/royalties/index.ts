export * from './allocate';
export * from './line-status';
export * from './money-units';
export * from './period';
export * from './share';
export * from './split-rules';
export * from './usd-conversion';
export * from './owed';
