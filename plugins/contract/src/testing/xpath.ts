import { runProcess } from '../run-process';

/**
 * Evaluates an XPath 1.0 expression over a document with libxml2 (`xmllint --xpath`) and returns the result as
 * text: the way to read back what a feed says. Wrap node sets in string() or count().
 */
export async function xpath(xml: string, expression: string): Promise<string> {
  const result = await runProcess(process.env.XMLLINT_PATH || 'xmllint', ['--nonet', '--xpath', expression, '-'], {
    input: xml,
  });
  if (result.code !== 0) throw new Error(`xmllint --xpath ${expression} failed: ${result.stderr}`);
  return result.stdout.toString('utf8').replace(/\n$/, '');
}

/** The string values of every node an expression selects, in document order. */
export async function xpathAll(xml: string, nodes: string): Promise<string[]> {
  const count = Number(await xpath(xml, `count(${nodes})`));
  const values: string[] = [];
  for (let index = 1; index <= count; index++) values.push(await xpath(xml, `string((${nodes})[${index}])`));
  return values;
}
