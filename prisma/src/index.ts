export * from './client';
export * from './runtime';
export * from './prisma';
