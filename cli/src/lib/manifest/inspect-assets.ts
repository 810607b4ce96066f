import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { AUDIO_MAX_BYTES, SILENCE_DETECTION, type SilentStretch } from '@slipcase/domain';
import { inspectImage, probeAudio, sha256File, type AudioAnalysis, type AudioProbe, type ImageInspection } from '@slipcase/plugin-contract';
import { analyzeInBatches } from './audio-batches';
import { mapWithLimit } from './map-with-limit';
import type { ManifestCode } from './manifest-messages';
import type { Params } from './problems';

export type AssetKind = 'audio' | 'image';

/** A file the manifest names, as written, and what it is for. */
export interface AssetRef {
  kind: AssetKind;
  /** The path as the manifest writes it, relative to the assets folder. */
  name: string;
}

/** What was found in a file: its hash and size, and what ffmpeg or sharp read from its content. */
export interface AssetFacts {
  kind: AssetKind;
  /** Absolute. */
  path: string;
  sha256: string;
  bytes: number;
  /** Audio: the probe, null-format when it is no accepted audio whatever its extension. */
  audio?: AudioProbe;
  /** Audio: every silence over the limit, none when the file could not be decoded. */
  silences?: SilentStretch[];
  image?: ImageInspection;
}

export type AssetResult = { ok: true; facts: AssetFacts } | { ok: false; code: ManifestCode; params: Params };

/** Where the results are kept: one inspection per file and use, however many releases name it. */
export const assetKey = (ref: AssetRef) => `${ref.kind}\n${ref.name}`;

export interface InspectAssetsOptions {
  /** The folder the manifest's paths are relative to. */
  assetsDir: string;
  /** Files read and hashed at once: 4 by default. */
  concurrency?: number;
  /** Called after each file. */
  onAsset?: (progress: { done: number; total: number; name: string }) => void;
}

/** Up to 32 files decoded by one ffmpeg run, one run per processor at a time: starting ffmpeg costs more than a short track. */
const AUDIO_BATCH = { silence: SILENCE_DETECTION, batchSize: 32, runs: availableParallelism() };

/** A file the manifest names that is there, inside the assets folder. */
interface Located {
  ref: AssetRef;
  path: string;
  bytes: number;
}

async function locate(ref: AssetRef, assetsDir: string): Promise<Located | AssetResult> {
  const path = resolve(assetsDir, ref.name);
  const inside = relative(assetsDir, path);
  if (inside.startsWith('..') || isAbsolute(inside)) return { ok: false, code: 'file_outside_folder', params: { folder: assetsDir } };
  try {
    const file = await stat(path);
    if (!file.isFile()) return { ok: false, code: 'not_a_file', params: { path: ref.name } };
    return { ref, path, bytes: file.size };
  } catch {
    return { ok: false, code: 'file_not_found', params: { path: ref.name } };
  }
}

/** Audio over the size limit is refused whatever it holds: its header is enough, it is not decoded. */
const decodable = (file: Located) => file.ref.kind === 'audio' && file.bytes <= AUDIO_MAX_BYTES;

async function mediaFacts(file: Located, analysis: Promise<AudioAnalysis> | undefined): Promise<Pick<AssetFacts, 'audio' | 'silences' | 'image'>> {
  if (file.ref.kind === 'image') return { image: await inspectImage(file.path) };
  if (!analysis) return { audio: await probeAudio(file.path), silences: [] };
  const { silences, ...audio } = await analysis;
  return { audio, silences };
}

async function inspect(file: Located, analysis: Promise<AudioAnalysis> | undefined): Promise<AssetResult> {
  const [sha256, media] = await Promise.all([sha256File(file.path), mediaFacts(file, analysis)]);
  return { ok: true, facts: { kind: file.ref.kind, path: file.path, sha256, bytes: file.bytes, ...media } };
}

/**
 * Every file the manifest names, checked for what it really is (whatever its extension): audio read whole by
 * ffmpeg (its header and its silences; several files to a run, as many runs as processors), images read by sharp,
 * each hashed (SHA-256) as a stream so the uploader can skip a file the server already has, a few at a time.
 * Nothing is read whole into memory. A file that is not there, or outside the assets folder, is a result, not an
 * error; a missing ffprobe or ffmpeg throws.
 */
export async function inspectAssets(refs: readonly AssetRef[], options: InspectAssetsOptions): Promise<Map<string, AssetResult>> {
  const assetsDir = resolve(options.assetsDir);
  const distinct = [...new Map(refs.map((ref) => [assetKey(ref), ref])).values()];
  const concurrency = options.concurrency ?? 4;
  const located = await mapWithLimit(distinct, concurrency, (ref) => locate(ref, assetsDir));
  const found = located.filter((entry): entry is Located => !('ok' in entry));
  const analyses = analyzeInBatches(found.filter(decodable).map((file) => file.path), AUDIO_BATCH);
  let done = 0;
  const results = await mapWithLimit(located, concurrency, async (entry, index) => {
    const ref = distinct[index]!;
    const result = 'ok' in entry ? entry : await inspect(entry, decodable(entry) ? analyses.get(entry.path) : undefined);
    options.onAsset?.({ done: ++done, total: distinct.length, name: ref.name });
    return [assetKey(ref), result] as const;
  });
  return new Map(results);
}

/** The inspected files, by the name the manifest gives them. */
export interface Assets {
  result(kind: AssetKind, name: string | null): AssetResult | undefined;
  /** What a readable file is; undefined for a file that is not there (or not named). */
  facts(kind: AssetKind, name: string | null): AssetFacts | undefined;
  /** How a report names a file: the assets folder as given, then the manifest's path. */
  shown(name: string): string;
}

export function assetTable(results: ReadonlyMap<string, AssetResult>, assetsDir: string): Assets {
  const result = (kind: AssetKind, name: string | null) => (name === null ? undefined : results.get(assetKey({ kind, name })));
  return {
    result,
    facts(kind, name) {
      const found = result(kind, name);
      return found?.ok ? found.facts : undefined;
    },
    shown: (name) => join(assetsDir, name),
  };
}
