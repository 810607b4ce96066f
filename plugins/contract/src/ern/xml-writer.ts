/**
 * A small XML writer: elements are built as values and rendered with two-space indentation, attributes in the
 * order given, so the same tree always gives the same bytes. Every text and attribute value is escaped.
 */
export type XmlAttributes = Readonly<Record<string, string | number | boolean | undefined>>;
/** Children may be left out with null, undefined or false, and grouped in arrays. */
export type XmlChild = XmlElement | string | number | null | undefined | false | readonly XmlChild[];

export class XmlElement {
  constructor(
    readonly name: string,
    readonly attributes: XmlAttributes,
    readonly children: readonly (XmlElement | string)[],
  ) {}
}

function flatten(children: readonly XmlChild[], into: (XmlElement | string)[] = []): (XmlElement | string)[] {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) flatten(child as readonly XmlChild[], into);
    else if (child instanceof XmlElement) into.push(child);
    else into.push(String(child));
  }
  return into;
}

/** `el('Name', 'text')`, `el('Name', { Attr: 'x' }, el('Child', ...))`. */
export function el(name: string, ...rest: [XmlAttributes, ...XmlChild[]] | XmlChild[]): XmlElement {
  const [first, ...others] = rest;
  const isAttributes =
    typeof first === 'object' && first !== null && !Array.isArray(first) && !(first instanceof XmlElement);
  return isAttributes
    ? new XmlElement(name, first as XmlAttributes, flatten(others as XmlChild[]))
    : new XmlElement(name, {}, flatten(rest as XmlChild[]));
}

// Characters XML 1.0 cannot carry at all, not even as references.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** The first character of `value` that XML 1.0 cannot carry, as `U+0001`, or null. */
export function forbiddenXmlCharacter(value: string): string | null {
  const match = FORBIDDEN.exec(value);
  return match ? `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}

function checkCharacters(value: string): void {
  const character = forbiddenXmlCharacter(value);
  if (character) throw new RangeError(`XML cannot carry the character ${character} in ${JSON.stringify(value)}`);
}

const TEXT_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
// Whitespace in attributes is normalised to spaces by parsers unless written as references.
const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  ...TEXT_ESCAPES,
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
};
const escapeWith = (escapes: Readonly<Record<string, string>>) => (character: string) => escapes[character] ?? character;
const escapeTextCharacter = escapeWith(TEXT_ESCAPES);
const escapeAttributeCharacter = escapeWith(ATTRIBUTE_ESCAPES);

export function escapeText(value: string): string {
  checkCharacters(value);
  // A literal CR would be read back as LF.
  return value.replace(/[&<>\r]/g, escapeTextCharacter);
}

export function escapeAttribute(value: string): string {
  checkCharacters(value);
  return value.replace(/[&<>\r"'\t\n]/g, escapeAttributeCharacter);
}

function renderAttributes(attributes: XmlAttributes): string {
  let rendered = '';
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== undefined) rendered += ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return rendered;
}

/** Appends the element's lines to `lines`: one string each, joined once for the whole document. */
function render(element: XmlElement, indent: string, lines: string[]): void {
  const open = `${indent}<${element.name}${renderAttributes(element.attributes)}`;
  const { children } = element;
  if (children.length === 0) {
    lines.push(`${open}/>`);
    return;
  }
  if (children.every((child) => typeof child === 'string')) {
    let text = '';
    for (const child of children) text += escapeText(child as string);
    lines.push(`${open}>${text}</${element.name}>`);
    return;
  }
  lines.push(`${open}>`);
  const inner = `${indent}  `;
  for (const child of children) {
    if (typeof child === 'string') throw new Error(`<${element.name}> mixes text and elements; the writer does not`);
    render(child, inner, lines);
  }
  lines.push(`${indent}</${element.name}>`);
}

/** The whole document: XML declaration, the root element, and a final newline. */
export function renderXmlDocument(root: XmlElement): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(root, '', lines);
  // One join rather than a string grown line by line: a flat string, which libxml2's parse reads without first
  // flattening a rope of thousands of pieces.
  return `${lines.join('\n')}\n`;
}
