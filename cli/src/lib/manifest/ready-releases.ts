import { normalizeIsrc, type ReleaseDraft, type TrackDraft } from '@slipcase/domain';
import type { DraftOf } from './draft-mapping';
import { idempotencyKey } from './idempotency-key';
import type { AssetKind, Assets } from './inspect-assets';
import type { ManifestDocument } from './manifest-types';
import type { Locator } from './problems';
import { upcDigits } from './upc-digits';

/** A file to send, checked and hashed. */
export interface ReadyFile {
  /** The path as the manifest writes it. */
  name: string;
  /** Absolute. */
  path: string;
  sha256: string;
  bytes: number;
  /** What the content really is: 'wav', 'flac', 'mp3', 'aiff', 'jpeg', 'png'. */
  format: string;
}

export interface ReadyTrack {
  /** Its details and credits as the wizard's tracks step holds them, ISRC without hyphens (durationMs and silences as found). */
  draft: TrackDraft;
  audio: ReadyFile;
}

/** A release that passed every check, ready to be created through /v1. */
export interface ReadyRelease {
  ref: string;
  /** Sent as the Idempotency-Key of its creation (see idempotency-key.ts). */
  idempotencyKey: string;
  /** Where the manifest describes it. */
  source: { file: string; row: string };
  /** The name of the artist profile it is by: the uploader finds its id. */
  artistName: string;
  /**
   * Its fields as the wizard holds them, UPC in digits (artistId null: see artistName; no agreements: the uploader
   * records them).
   */
  release: Omit<ReleaseDraft, 'tracks'>;
  cover: ReadyFile;
  /** In track-number order. */
  tracks: ReadyTrack[];
}

/**
 * The releases of a manifest that passed every check, as they are to be sent. Every file named was found and
 * read then, so each has its facts.
 */
export function readyReleases(document: ManifestDocument, drafts: readonly DraftOf[], locator: Locator, assets: Assets): ReadyRelease[] {
  const file = (kind: AssetKind, name: string): ReadyFile => {
    const facts = assets.facts(kind, name.trim());
    if (!facts) throw new Error(`${name} was not inspected`);
    return { name: name.trim(), path: facts.path, sha256: facts.sha256, bytes: facts.bytes, format: facts.audio?.format ?? facts.image?.format ?? '' };
  };
  return document.releases.map((release, index) => {
    const { draft, trackIndexes } = drafts[index] ?? { draft: undefined, trackIndexes: [] };
    if (!draft) throw new Error(`release ${index} has no draft`);
    const { tracks, ...fields } = draft;
    const { file: manifest, row } = locator.locate(['releases', index]);
    return {
      ref: release.release_ref,
      idempotencyKey: idempotencyKey(release),
      source: { file: manifest, row },
      artistName: release.artist.trim(),
      release: { ...fields, artistId: null, upc: fields.upc && upcDigits(fields.upc) },
      cover: file('image', release.cover),
      tracks: tracks.map((track, position) => ({
        draft: { ...track, isrc: track.isrc && normalizeIsrc(track.isrc) },
        audio: file('audio', release.tracks[trackIndexes[position] ?? position]?.audio ?? ''),
      })),
    };
  });
}
