export * from './read-statement';
export * from './types';
