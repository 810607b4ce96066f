export * from './client';
export * from './runtime';
export * from './prisma';
export * from './passwords';
export * from './sequences';
export * from './seed';
export { applyMigrations } from './migrations/apply-migrations';
export { diffSchemas } from './migrations/diff-schemas';
export { copyConnection } from './copy-connection';
