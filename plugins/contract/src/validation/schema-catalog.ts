import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { libxml } from './libxml';

const CATALOG_NAMESPACE = 'urn:oasis:names:tc:entity:xmlns:xml:catalog';

/**
 * The `system` and `uri` entries of an OASIS XML catalog (schemas/catalog.xml): absolute URLs the schemas import,
 * mapped to local files. libxml2-wasm is built without catalog support, so Slipcase reads the catalog itself.
 * A missing catalog maps nothing.
 */
export async function readSchemaCatalog(catalogPath: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  if (!existsSync(catalogPath)) return entries;
  const { XmlDocument, XmlElement } = await libxml();
  const doc = XmlDocument.fromBuffer(readFileSync(catalogPath));
  try {
    for (const node of doc.find('//c:system | //c:uri', { c: CATALOG_NAMESPACE })) {
      if (!(node instanceof XmlElement)) continue;
      const from = node.attr('systemId')?.value ?? node.attr('name')?.value;
      const to = node.attr('uri')?.value;
      if (from && to) entries.set(from, resolve(dirname(catalogPath), to));
    }
  } finally {
    doc.dispose();
  }
  return entries;
}
