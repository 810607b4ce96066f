export { validateXml, XmlValidationError, type DdexSchema } from './validate-xml';
export { ddexSchemasDir } from './schemas-dir';
