import { stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { AUDIO_MAX_BYTES, SILENCE_LIMIT_MS, type SilentStretch } from '@slipcase/domain';
import { analyzeAudio, inspectImage, probeAudio, sha256File, type AudioProbe, type ImageInspection } from '@slipcase/plugin-contract';
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
  /** Files inspected at once (each runs ffmpeg or sharp and reads the whole file): 4 by default. */
  concurrency?: number;
  /** Called after each file. */
  onAsset?: (progress: { done: number; total: number; name: string }) => void;
}

async function audioFacts(path: string, bytes: number): Promise<Pick<AssetFacts, 'audio' | 'silences'>> {
  // A file over the size limit is refused whatever it holds: its header is enough, no need to decode it.
  if (bytes > AUDIO_MAX_BYTES) return { audio: await probeAudio(path), silences: [] };
  const { silences, ...audio } = await analyzeAudio(path, { minSeconds: SILENCE_LIMIT_MS / 1000 });
  return { audio, silences };
}

async function inspect(ref: AssetRef, assetsDir: string): Promise<AssetResult> {
  const path = resolve(assetsDir, ref.name);
  const inside = relative(assetsDir, path);
  if (inside.startsWith('..') || isAbsolute(inside)) return { ok: false, code: 'file_outside_folder', params: { folder: assetsDir } };
  let bytes: number;
  try {
    const file = await stat(path);
    if (!file.isFile()) return { ok: false, code: 'not_a_file', params: { path: ref.name } };
    bytes = file.size;
  } catch {
    return { ok: false, code: 'file_not_found', params: { path: ref.name } };
  }
  const media = ref.kind === 'audio' ? await audioFacts(path, bytes) : { image: await inspectImage(path) };
  return { ok: true, facts: { kind: ref.kind, path, sha256: await sha256File(path), bytes, ...media } };
}

/**
 * Every file the manifest names, checked for what it really is (whatever its extension), a few at a time: audio
 * read whole by one ffmpeg run (its header and its silences), images read by sharp, each hashed (SHA-256) as a stream
 * so the uploader can skip a file the server already has. Nothing is read whole into memory. A file that is not
 * there, or outside the assets folder, is a result, not an error; a missing ffprobe or ffmpeg throws.
 */
export async function inspectAssets(refs: readonly AssetRef[], options: InspectAssetsOptions): Promise<Map<string, AssetResult>> {
  const assetsDir = resolve(options.assetsDir);
  const distinct = [...new Map(refs.map((ref) => [assetKey(ref), ref])).values()];
  let done = 0;
  const results = await mapWithLimit(distinct, options.concurrency ?? 4, async (ref) => {
    const result = await inspect(ref, assetsDir);
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
