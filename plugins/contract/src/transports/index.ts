export { transportFromUrl, type TransportEnv, type TransportFromUrlOptions } from './transport-from-url';
