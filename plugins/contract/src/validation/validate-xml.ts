import { join } from 'node:path';
import { AppError } from '@slipcase/domain';
import { runProcess } from '../run-process';
import { ddexSchemasDir } from './schemas-dir';

export type DdexSchema = 'ern-4.3' | 'ern-c-sftp-1.8';

const SCHEMA_FILES: Record<DdexSchema, string> = {
  'ern-4.3': join('ern-4.3', 'release-notification.xsd'),
  'ern-c-sftp-1.8': join('ern-c-sftp-1.8', 'ern-choreography-sftp.xsd'),
};

// xmllint's exit codes for a document that is malformed (1) or breaks the schema (3).
const INVALID_DOCUMENT = new Set([1, 3]);

/** A feed that the official schema rejects: a bug or bad data, never healed by retrying. */
export class XmlValidationError extends AppError {
  constructor(
    readonly schema: DdexSchema,
    readonly messages: readonly string[],
  ) {
    super('server_error', 'feed', { schema }, `XML is not valid against ${schema}:\n${messages.join('\n')}`);
    this.name = 'XmlValidationError';
  }
}

const xmllint = () => process.env.XMLLINT_PATH || 'xmllint';

/**
 * Validates a document against one of the bundled DDEX schemas with libxml2's `xmllint` (offline; the catalog
 * maps the schemas' absolute import URLs to local copies). Throws XmlValidationError listing libxml2's messages.
 */
export async function validateXml(xml: string, schema: DdexSchema): Promise<void> {
  const dir = ddexSchemasDir();
  const result = await runProcess(xmllint(), ['--nonet', '--noout', '--schema', join(dir, SCHEMA_FILES[schema]), '-'], {
    input: xml,
    env: { ...process.env, XML_CATALOG_FILES: join(dir, 'catalog.xml') },
    overrideVariable: 'XMLLINT_PATH',
  });
  if (result.code === 0) return;
  const messages = result.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && line !== '- fails to validate');
  if (result.code !== null && INVALID_DOCUMENT.has(result.code)) throw new XmlValidationError(schema, messages);
  throw new Error(`xmllint could not validate against ${schema} (exit ${result.code}): ${messages.join('\n')}`);
}
