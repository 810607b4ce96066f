import proto from '@temporalio/proto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { SEARCH_ATTRIBUTES } from '../contracts';
import { findTemporalTestServer } from '../temporal-server/test-server';

// A CommonJS module whose exports Node cannot name statically: only its default import works from ESM.
const { IndexedValueType } = proto.temporal.api.enums.v1;
type SearchAttributeTypeName = (typeof SEARCH_ATTRIBUTES)[keyof typeof SEARCH_ATTRIBUTES];
const INDEXED_VALUE_TYPES: Record<SearchAttributeTypeName, proto.temporal.api.enums.v1.IndexedValueType> = {
  Keyword: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
  KeywordList: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST,
};

/**
 * Temporal's time-skipping test server (Java, from Maven Central), for workflows that wait for days: awaiting a
 * workflow's result jumps the server clock to its next timer. The Slipcase search attributes are registered, as
 * the server refuses upserts of unknown ones. It is not the real server: it has no visibility queries
 * (list/count), no schedules; workflows that need those are tested against `startTestTemporal()`.
 * One environment serves one test at a time: skipping time is global to it.
 */
export async function createTimeSkippingEnv(): Promise<TestWorkflowEnvironment> {
  const env = await TestWorkflowEnvironment.createTimeSkipping({
    server: { executable: { type: 'existing-path', path: findTemporalTestServer() } },
  });
  try {
    const searchAttributes = Object.fromEntries(
      Object.entries(SEARCH_ATTRIBUTES).map(([name, type]) => [name, INDEXED_VALUE_TYPES[type]]),
    );
    const namespace = env.namespace ?? 'default';
    await env.connection.operatorService.addSearchAttributes({ namespace, searchAttributes });
  } catch (error) {
    await env.teardown();
    throw error;
  }
  return env;
}
