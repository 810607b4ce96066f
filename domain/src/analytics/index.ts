export * from './analytics-range';
export * from './trend-file';
export * from './trend-rollups';
export * from './rollup-spans';
export * from './top-tracks';
