export { validateXml, withValidDocument, XmlValidationError, type DdexSchema, type ValidDocumentOptions } from './validate-xml';
export { releaseCompiledSchemas } from './compiled-schemas';
export { ddexSchemasDir } from './schemas-dir';
