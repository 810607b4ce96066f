import { join } from 'node:path';

export type DdexSchema = 'ern-4.3' | 'ern-c-sftp-1.8';

/** The entry point of each schema, relative to the schemas folder. */
export const SCHEMA_FILES: Readonly<Record<DdexSchema, string>> = {
  'ern-4.3': join('ern-4.3', 'release-notification.xsd'),
  'ern-c-sftp-1.8': join('ern-c-sftp-1.8', 'ern-choreography-sftp.xsd'),
};
