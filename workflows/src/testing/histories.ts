import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkflowHandle } from '@temporalio/client';
import proto from '@temporalio/proto';
import { patchProtobufRoot } from '@temporalio/proto/lib/patch-protobuf-root';

/** Saved histories of real workflow runs, replayed by replay-histories.test.ts (docs/decisions/006). */
export const HISTORIES_DIR = fileURLToPath(new URL('../workflows/__histories__', import.meta.url));

export type History = proto.temporal.api.history.v1.History;
type ProtoJson = {
  toJson(type: unknown, message: unknown): unknown;
  fromJson(type: unknown, json: unknown, options?: { ignoreUnknownFields?: boolean }): History;
};

// The SDK's historyToJSON / historyFromJSON (@temporalio/common) fail here with "type must be a Type": npm
// installs two copies of protobufjs 8, one under @temporalio/common and one under @temporalio/proto, and
// protojson accepts only types of its own copy. So the ProtoJSON codec of @temporalio/proto's copy is used.
const protojson = createRequire(createRequire(import.meta.url).resolve('@temporalio/proto'))(
  'protobufjs/ext/protojson',
) as ProtoJson;
const historyType = (patchProtobufRoot(proto) as unknown as { lookupType(name: string): unknown }).lookupType(
  'temporal.api.history.v1.History',
);

/**
 * With SLIPCASE_RECORD_HISTORIES=1, saves the history of the workflow behind `handle` as `<name>.json` (the
 * ProtoJSON format of `temporal workflow show --output json` and the Web UI's download), a replay fixture;
 * otherwise does nothing. Called by the tests that run each scenario for real.
 */
export async function recordHistory(handle: WorkflowHandle, name: string): Promise<void> {
  if (process.env.SLIPCASE_RECORD_HISTORIES !== '1') return;
  const history = await handle.fetchHistory();
  const json = protojson.toJson(historyType, proto.temporal.api.history.v1.History.fromObject(history));
  await writeFile(join(HISTORIES_DIR, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
}

/** Every saved history, named by its file. */
export async function loadHistories(dir: string = HISTORIES_DIR): Promise<Array<{ workflowId: string; history: History }>> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (file) => ({
      workflowId: basename(file, '.json'),
      history: protojson.fromJson(historyType, JSON.parse(await readFile(join(dir, file), 'utf8')), { ignoreUnknownFields: true }),
    })),
  );
}
