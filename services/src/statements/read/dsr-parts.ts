import { partFromFileName, partsMismatchDetail, StatementProblem } from '@slipcase/domain';
import type { DsrHead } from './dsr-records';

/**
 * The checks that tie the files of a split report together: given in order, each file's name (`…_2of3…`) and HEAD
 * (FileNumber, NumberOfFiles) must agree with its place, the count of files given, and part 1's MessageId.
 */
export function checkFileName(name: string, part: number, parts: number): void {
  const named = partFromFileName(name);
  if (named === null) return;
  if (named.of !== parts) throw new StatementProblem('missing_part', { part }, partsMismatchDetail('the file name', named.of, parts));
  if (named.part !== part) throw new StatementProblem('part_out_of_order', { part }, `file ${part} is named part ${named.part}`);
}

export function checkHeadOfPart(head: DsrHead, first: DsrHead | null, part: number, parts: number, lineNo: number): void {
  const place = { part, lineNo };
  if (head.numberOfFiles !== parts) throw new StatementProblem('missing_part', place, partsMismatchDetail('the HEAD', head.numberOfFiles, parts));
  if (head.fileNumber !== part) throw new StatementProblem('part_out_of_order', place, `file ${part} is part ${head.fileNumber} of the report`);
  if (first !== null && head.messageId !== first.messageId) {
    throw new StatementProblem('part_mismatch', place, `MessageId "${head.messageId}" differs from part 1's "${first.messageId}"`);
  }
}
