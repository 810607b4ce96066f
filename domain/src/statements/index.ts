export * from './decimal-micros';
export * from './dsr-cells';
export * from './iso-codes';
export * from './period';
export * from './sales-report-mapping';
export * from './split-parts';
export * from './statement-problem';
export * from './statement-types';
