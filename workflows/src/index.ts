export * from './contracts';
export * from './client/index';
export { startTemporalDevServer, type DevServer, type DevServerOptions } from './temporal-server/dev-server';
