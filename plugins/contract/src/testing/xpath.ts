import type { XmlDocument, XmlNode } from 'libxml2-wasm';
import { libxml } from '../validation/libxml';

async function withDocument<T>(xml: string, read: (doc: XmlDocument) => T): Promise<T> {
  const { XmlDocument } = await libxml();
  const doc = XmlDocument.fromString(xml);
  try {
    return read(doc);
  } finally {
    doc.dispose();
  }
}

const isNodeSet = (result: unknown): result is XmlNode[] => Array.isArray(result);

/**
 * Evaluates an XPath 1.0 expression over a document with libxml2 (in process) and returns the result as text, as
 * `xmllint --xpath` prints it: the way to read back what a feed says. Wrap node sets in string() or count(); a
 * bare node set gives the string value of each node, one a line.
 */
export function xpath(xml: string, expression: string): Promise<string> {
  return withDocument(xml, (doc) => {
    const result = doc.eval(expression);
    return isNodeSet(result) ? result.map((node) => node.content).join('\n') : String(result);
  });
}

/** The string values of every node an expression selects, in document order. */
export function xpathAll(xml: string, nodes: string): Promise<string[]> {
  return withDocument(xml, (doc) => {
    const result = doc.eval(nodes);
    if (!isNodeSet(result)) throw new Error(`${nodes} does not select nodes`);
    return result.map((node) => node.content);
  });
}
