export * from './analytics-range';
export * from './trend-file';
