import type { XmlNode } from 'libxml2-wasm';
import { allowedValueText } from './ern-values';

/** The string value of an XPath from a node, trimmed; undefined when empty. */
export function text(node: XmlNode, xpath: string): string | undefined {
  const value = String(node.eval(`string(${xpath})`)).trim();
  return value === '' ? undefined : value;
}

/** An allowed-value element's text (the UserDefinedValue of a UserDefined one). */
export const valueOf = (node: XmlNode): string => allowedValueText(text(node, '.') ?? '', text(node, '@UserDefinedValue') ?? '');

/** The allowed value at an XPath, undefined when the element is not there. */
export function valueAt(node: XmlNode, xpath: string): string | undefined {
  const element = node.get(xpath);
  return element ? valueOf(element) : undefined;
}

/** `/NewReleaseMessage/ResourceList/SoundRecording[2]`: a node's path, with its place among its like-named siblings. */
export function xpathOf(node: XmlNode, parent: string): string {
  const name = text(node, 'local-name()') ?? '';
  return `${parent}/${name}[${Number(node.eval(`count(preceding-sibling::${name})`)) + 1}]`;
}

/** The object without its undefined properties, as JSON would write it. */
export const compact = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
