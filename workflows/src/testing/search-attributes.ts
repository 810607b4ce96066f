import type { Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { SEARCH_ATTRIBUTES } from '../contracts';

// A CommonJS module whose exports Node cannot name statically: only its default import works from ESM.
const { IndexedValueType } = proto.temporal.api.enums.v1;
type SearchAttributeTypeName = (typeof SEARCH_ATTRIBUTES)[keyof typeof SEARCH_ATTRIBUTES];
const INDEXED_VALUE_TYPES: Record<SearchAttributeTypeName, proto.temporal.api.enums.v1.IndexedValueType> = {
  Keyword: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
  KeywordList: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST,
};

/** Registers the Slipcase search attributes in `namespace`: a server refuses upserts of unknown ones. */
export async function addSlipcaseSearchAttributes(connection: Connection, namespace: string): Promise<void> {
  const searchAttributes = Object.fromEntries(
    Object.entries(SEARCH_ATTRIBUTES).map(([name, type]) => [name, INDEXED_VALUE_TYPES[type]]),
  );
  await connection.operatorService.addSearchAttributes({ namespace, searchAttributes });
}
