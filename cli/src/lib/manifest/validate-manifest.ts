import { dirname } from 'node:path';
import type { Plan, PlatformTier } from '@slipcase/domain';
import { checkManifest } from './check-manifest';
import { checkSchema, matchesSchema } from './check-schema';
import { checkText } from './check-text';
import { assetTable, inspectAssets, type AssetRef, type Assets, type InspectAssetsOptions } from './inspect-assets';
import { entriesOf, fieldsOf, textOf, type Fields } from './loose-values';
import type { ManifestFormat } from './manifest-source';
import { locateFindings, sortProblems, type Finding, type ManifestPath, type ManifestProblem } from './problems';
import type { ErnImportOptions } from './read-ern';
import { readManifest } from './read-manifest';
import { readyReleases, type ReadyRelease } from './ready-releases';
import { checkReleases } from './release-findings';

export type { ReadyFile, ReadyRelease, ReadyTrack } from './ready-releases';

export interface ValidateManifestOptions {
  /** The folder the manifest's file paths are relative to: the manifest's own folder by default. */
  assetsDir?: string;
  /** When the extension does not say it. */
  format?: ManifestFormat;
  /** What an ERN message does not say (the stores, the schedule, a new release date). */
  ern?: ErnImportOptions;
  /** The account's plan: `pro` by default (API access is PRO's and Advanced's, whose rules are the same). */
  plan?: Plan;
  /** "Today" for release dates; the clock by default. */
  now?: Date;
  timeZone?: string;
  /** The installation's stores, when known: platforms naming none of them are reported. */
  stores?: readonly PlatformTier[];
  /**
   * Stores known only for their lead times (the store plugins of this machine, which may not be the server's): a
   * release date too soon for one the release names is reported; a store not among them is the server's to judge.
   */
  leadTimeStores?: readonly PlatformTier[];
  concurrency?: InspectAssetsOptions['concurrency'];
  onAsset?: InspectAssetsOptions['onAsset'];
}

export interface ManifestValidation {
  /** Every problem, in the manifest's order; nothing may be uploaded unless it is empty. */
  problems: ManifestProblem[];
  /** Shown but not stopping: premium-only stores a free plan picked, ERN credits left out. */
  warnings: ManifestProblem[];
  /** The releases, ready to send: empty whenever there is a problem, so a caller that sends them sends all or nothing. */
  releases: ReadyRelease[];
}

/** Each file the manifest names, with its place. */
function assetsNamed(releases: readonly Fields[]): { ref: AssetRef; path: ManifestPath }[] {
  const named = (kind: AssetRef['kind'], value: unknown, path: ManifestPath) => {
    const name = textOf(value);
    return name === null ? [] : [{ ref: { kind, name }, path }];
  };
  return releases.flatMap((release, index) => [
    ...named('image', release.cover, ['releases', index, 'cover']),
    ...entriesOf(release.tracks).flatMap((track, position) => named('audio', track.audio, ['releases', index, 'tracks', position, 'audio'])),
  ]);
}

/** Files that are not there or not allowed, and files that are not the ones the manifest's hashes describe. */
function checkFiles(named: ReturnType<typeof assetsNamed>, assets: Assets, expectedSha256: ReadonlyMap<string, string> | undefined): Finding[] {
  return named.flatMap(({ ref, path }): Finding[] => {
    const result = assets.result(ref.kind, ref.name);
    const asset = assets.shown(ref.name);
    if (result && !result.ok) return [{ path, code: result.code, params: result.params, origin: 'check', asset }];
    const expected = expectedSha256?.get(ref.name);
    if (result?.ok && expected && expected !== result.facts.sha256) return [{ path, code: 'file_hash_mismatch', params: { expected }, origin: 'check', asset }];
    return [];
  });
}

/**
 * Reads and checks a manifest (CSV, JSON or ERN 4.3) and every file it names, and reports every problem at once:
 * its syntax and columns, the JSON Schema, the domain's rules for each release and track (the web wizard's), repeats
 * across the manifest, missing files, and what the media really are (format whatever the extension, length,
 * silence, cover size). Nothing is thrown for a bad manifest; only a machine without ffprobe or ffmpeg throws.
 * The releases come back ready to send only when there is no problem at all.
 */
export async function validateManifest(file: string, options: ValidateManifestOptions = {}): Promise<ManifestValidation> {
  const source = await readManifest(file, { ...(options.format && { format: options.format }), ...(options.ern && { ern: options.ern }) });
  const { document, locator } = source;
  if (document === null) return { problems: sortProblems(source.problems), warnings: source.warnings, releases: [] };

  const releases = entriesOf(fieldsOf(document).releases);
  const named = assetsNamed(releases);
  const assetsDir = options.assetsDir ?? dirname(file);
  const assets = assetTable(
    await inspectAssets(
      named.map(({ ref }) => ref),
      { assetsDir, ...(options.concurrency && { concurrency: options.concurrency }), ...(options.onAsset && { onAsset: options.onAsset }) },
    ),
    assetsDir,
  );
  const rules = checkReleases(releases, assets, {
    plan: options.plan ?? 'pro',
    now: options.now ?? new Date(),
    ...(options.timeZone && { timeZone: options.timeZone }),
    ...(options.stores && { stores: options.stores }),
    ...(options.leadTimeStores && { leadTimeStores: options.leadTimeStores }),
  });
  const findings = [
    ...checkSchema(document),
    ...checkText(document),
    ...checkManifest(document, locator, options.stores),
    ...checkFiles(named, assets, source.expectedSha256),
    ...rules.errors,
  ];

  const problems = sortProblems([...source.problems, ...locateFindings(findings, locator, source.suppressedFields)]);
  const warnings = sortProblems([...source.warnings, ...locateFindings(rules.warnings, locator)]);
  if (problems.length > 0 || !matchesSchema(document)) return { problems, warnings, releases: [] };
  return { problems, warnings, releases: readyReleases(document, rules.drafts, locator, assets) };
}
