import { AppError } from '@slipcase/domain';
import type { ErrorDetail, XmlDocument } from 'libxml2-wasm';
import { compiledSchema } from './compiled-schemas';
import { libxml } from './libxml';
import type { DdexSchema } from './schema-files';

export type { DdexSchema } from './schema-files';

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

export interface ValidDocumentOptions {
  /** Names the document in libxml2's messages, e.g. the file it came from. */
  name?: string;
}

const messagesOf = (details: readonly ErrorDetail[], name: string | undefined): string[] =>
  details.map(({ line, message }) => `${name ? `${name}:` : ''}${line ? `line ${line}: ` : ''}${message.trim()}`);

/**
 * Parses `xml`, validates it against the schema, and hands the valid tree to `read` before freeing it. Throws
 * XmlValidationError with libxml2's messages for a malformed or invalid document.
 */
export async function withValidDocument<T>(
  xml: string,
  schema: DdexSchema,
  read: (doc: XmlDocument) => T,
  options: ValidDocumentOptions = {},
): Promise<T> {
  const validator = await compiledSchema(schema);
  const { ParseOption, XmlDocument, XmlLibError } = await libxml();
  let doc: XmlDocument;
  try {
    // Never load external DTDs or entities: acknowledgements come from outside.
    // Node's own UTF-8 encoder is faster than copying the string into WebAssembly memory character by character.
    // COMPACT keeps short texts inside their nodes (fewer allocations): the tree is only validated and read.
    // NOBLANKS drops the indentation between elements (half the nodes), which DDEX's element-only content ignores;
    // an element whose whole text is spaces keeps it.
    doc = XmlDocument.fromBuffer(Buffer.from(xml, 'utf8'), {
      option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_COMPACT | ParseOption.XML_PARSE_NOBLANKS,
    });
  } catch (error) {
    if (error instanceof XmlLibError) throw new XmlValidationError(schema, messagesOf(error.details, options.name));
    throw error;
  }
  try {
    // libxml2 is not asked to expand entities (nor load external ones), and a schema cannot judge a tree still
    // holding their references; DDEX messages never declare a DOCTYPE anyway.
    if (doc.dtd) {
      throw new XmlValidationError(schema, [`${options.name ? `${options.name}: ` : ''}a DOCTYPE has no place in a DDEX message`]);
    }
    try {
      validator.validate(doc);
    } catch (error) {
      if (error instanceof XmlLibError && error.details.length > 0) {
        throw new XmlValidationError(schema, messagesOf(error.details, options.name));
      }
      throw new Error(`Slipcase could not validate against ${schema}: ${(error as Error).message}`, { cause: error });
    }
    return read(doc);
  } finally {
    doc.dispose();
  }
}

/**
 * Validates a document against one of the bundled DDEX schemas with libxml2 (WebAssembly, in this process). Each
 * schema is compiled once per process, its imports resolved offline through schemas/catalog.xml. Throws
 * XmlValidationError listing libxml2's messages.
 */
export async function validateXml(xml: string, schema: DdexSchema): Promise<void> {
  await withValidDocument(xml, schema, () => undefined);
}
