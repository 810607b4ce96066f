export * from './contracts';
export * from './client';
