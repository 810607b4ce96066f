export * from './allocate';
export * from './money-units';
export * from './period';
export * from './share';
export * from './split-rules';
export * from './usd-conversion';
