export { hostKeyFingerprint, normalizeFingerprint } from './host-key-fingerprint';
export { S3Transport, type S3TransportOptions } from './s3-transport';
export { SftpTransport, type SftpTransportOptions } from './sftp-transport';
export { SharedConnection } from './shared-connection';
export { transportFromUrl, type TransportEnv, type TransportFromUrlOptions } from './transport-from-url';
