export * from './dev-server';
export * from './find-cli';
export * from './free-port';
export * from './test-server';
