import { describe, expect, it } from 'vitest';
import { el, escapeAttribute, escapeText, forbiddenXmlCharacter, renderXmlDocument } from './xml-writer';

describe('xml writer', () => {
  it('renders nested elements with attributes in the order given, leaving out empty children', () => {
    const xml = renderXmlDocument(
      el('Root', { b: 'two', a: 1, skipped: undefined }, el('Child', 'text'), null, false, [el('Empty'), el('Number', 3)]),
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<Root b="two" a="1">',
        '  <Child>text</Child>',
        '  <Empty/>',
        '  <Number>3</Number>',
        '</Root>',
        '',
      ].join('\n'),
    );
  });

  it('escapes markup in text and quotes and whitespace in attributes', () => {
    expect(escapeText(`Tom & Jerry <live> "x" 'y'`)).toBe(`Tom &amp; Jerry &lt;live&gt; "x" 'y'`);
    expect(escapeText('a\r\nb')).toBe('a&#13;\nb');
    expect(escapeAttribute(`a&b<c>"d"'e'\tf\ng`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;&#9;f&#10;g');
    expect(renderXmlDocument(el('T', { q: '"' }, ']]>'))).toContain('<T q="&quot;">]]&gt;</T>');
  });

  it('keeps every script and emoji as they are', () => {
    expect(escapeText('東京 مرحبا 🎵 Ünïcödé')).toBe('東京 مرحبا 🎵 Ünïcödé');
  });

  it('refuses characters XML 1.0 cannot carry instead of writing a broken document', () => {
    expect(forbiddenXmlCharacter('ok\ttab')).toBeNull();
    expect(forbiddenXmlCharacter('bell\u0007')).toBe('U+0007');
    expect(forbiddenXmlCharacter('lone \uD800 surrogate')).toBe('U+D800');
    expect(() => renderXmlDocument(el('T', 'nul\u0000'))).toThrow(/U\+0000/);
    expect(() => renderXmlDocument(el('T', { a: '\uFFFF' }))).toThrow(/U\+FFFF/);
  });

  it('refuses mixed content, which its indentation would alter', () => {
    expect(() => renderXmlDocument(el('T', 'text', el('Child')))).toThrow(/mixes text and elements/);
  });
});
