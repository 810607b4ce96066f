export * from './presave-deps';
export * from './connections';
export * from './campaigns';
export * from './release-day';
export * from '../ports/presave-workflows';
export * from '../streaming/provider';
export * from '../streaming/streaming-providers';
export * from '../streaming/token-cipher';
