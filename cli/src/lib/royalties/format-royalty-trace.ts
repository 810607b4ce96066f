import type { RoyaltyTraceJson, TracedAmountJson } from '@slipcase/api-contract/royalty-trace-schemas';
import { table } from '../format';
import { terminalText } from '../terminal-text';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function recording(amount: TracedAmountJson): string {
  const what = amount.isrc ?? amount.upc ?? 'unmatched';
  return terminalText(amount.title ? `${what} ${amount.title}` : what);
}

function entryText(entry: TracedAmountJson['entries'][number]): string {
  const who = entry.holderName ? `${entry.holder} ${terminalText(entry.holderName)}` : entry.holder;
  const how = [
    entry.kind === 'statement' ? null : entry.kind.replace('_', ' '),
    entry.plan && entry.sharePercent !== null ? `${entry.plan} plan ${entry.sharePercent} %` : null,
    entry.splitPercent === null ? null : `split ${entry.splitPercent} %`,
  ].filter(Boolean);
  return `${who} ${entry.amount} USD${how.length > 0 ? ` (${how.join(', ')})` : ''}`;
}

function amountLines(amount: TracedAmountJson): string[] {
  const rate = amount.currency === 'USD' ? '' : ` at ${amount.usdRate ?? '?'} USD/${amount.currency}`;
  const out = [
    '',
    `${terminalText(amount.store)} ${amount.country} ${recording(amount)}${amount.refund ? ' (refund)' : ''}: ${amount.original} ${amount.currency}${rate} = ${amount.usd} USD, yours ${amount.yours} USD`,
    `  Entries: ${amount.entries.length > 0 ? amount.entries.map(entryText).join('; ') : 'none'}`,
  ];
  const cellsText = (cells: readonly { name: string | null; value: string }[]) =>
    cells.map((cell) => terminalText(cell.name === null ? cell.value : `${cell.name}=${cell.value}`)).join('  ');
  const rows = amount.lines.flatMap((line) => {
    const file = terminalText(line.fileName);
    const row = [file, String(line.part), String(line.lineNo), line.cells === null ? '(the file is no longer kept)' : cellsText(line.cells)];
    // A DSR sales line's money is its summary's, shared by usages: the summary follows it.
    return line.summary ? [row, [file, String(line.part), String(line.summary.lineNo), `(its summary) ${cellsText(line.summary.cells)}`]] : [row];
  });
  out.push(...table([['File', 'Part', 'Line', 'Cells as the store wrote them'], ...rows]).map((row) => `  ${row}`));
  if (amount.lines.length < amount.lineCount) out.push(`  ${amount.lineCount - amount.lines.length} more lines of this amount not listed`);
  return out;
}

/** The trace as text: what it adds up to, then each amount with its entries and the store's lines. */
export function formatRoyaltyTrace(trace: RoyaltyTraceJson): string {
  if (trace.amounts.length === 0) return `No royalties of ${trace.period} match this selection.`;
  const out = [
    `Sales period ${trace.period}: ${plural(trace.amountCount, 'amount', 'amounts')} from ${plural(trace.lineCount, 'store line', 'store lines')}, ${trace.total} USD in all.`,
    ...trace.amounts.flatMap(amountLines),
  ];
  if (trace.moreLines > 0) {
    out.push('', `${trace.lineCount - trace.moreLines} of ${trace.lineCount} lines listed: narrow the selection (--store, --country, --isrc) to see the rest.`);
  }
  return out.join('\n');
}
