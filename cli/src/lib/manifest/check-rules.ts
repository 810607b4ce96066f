import {
  checkArtwork,
  checkAudioFile,
  checkWizardStep,
  DEFAULT_SETTINGS,
  WIZARD_STEPS,
  type AudioFacts,
  type CheckResult,
  type ImageFacts,
  type Plan,
  type PlatformTier,
  type ReleaseDraft,
  type WizardStep,
} from '@slipcase/domain';

export interface RulesContext {
  /** The account's plan: API access is PRO's and Advanced's, whose rules are the same. */
  plan: Plan;
  now: Date;
  /** The account's time zone, for what "today" is (UTC by default). */
  timeZone?: string;
  /** The stores of the installation, when known: premium-only ones a free plan picked are reported. */
  stores?: readonly PlatformTier[];
  /** Stores known only for their lead times (this machine's store plugins): the release dates must leave them their time. */
  leadTimeStores?: readonly PlatformTier[];
}

/**
 * The wizard's steps whose data a manifest carries. The follow step is the account's, not the release's, and the
 * review step adds the agreements, which the uploader records when the label accepts them.
 */
const MANIFEST_STEPS = WIZARD_STEPS.filter(
  (step): step is Exclude<WizardStep, 'follow-artists' | 'review'> => step !== 'follow-artists' && step !== 'review',
);

/** What the files of a draft are, by track index; absent for a file that could not be read. */
export interface DraftFiles {
  cover?: ImageFacts;
  audio: readonly (AudioFacts | undefined)[];
}

/**
 * Every rule of the web's wizard on a manifest's release, as the draft would be checked step by step, and the
 * upload rules of its files: the cover's format, size and dimensions, each audio file's size and format
 * (checkAudioFile, as the web's upload checks them; a track's length and silences are the wizard's track rules).
 */
export function checkReleaseRules(draft: ReleaseDraft, files: DraftFiles, context: RulesContext): CheckResult {
  const checkContext = {
    ...context,
    artistName: draft.artistId,
    // Without the platform's identifier ranges: they are the receiving server's, which refuses codes in its own
    // (a catalogue exported from another installation carries that one's codes, which are real).
    settings: { ...DEFAULT_SETTINGS, isrcPrefix: undefined, upcCompanyPrefix: undefined },
    followedProArtists: 0,
  };
  const steps = MANIFEST_STEPS.map((step) => checkWizardStep(step, draft, checkContext));
  const media = [
    ...(files.cover ? checkArtwork(files.cover, 'artwork') : []),
    ...files.audio.flatMap((audio, index) =>
      audio ? checkAudioFile(audio, `tracks.${index}.audio`) : [],
    ),
  ];
  return {
    errors: [...steps.flatMap((result) => result.errors), ...media],
    warnings: steps.flatMap((result) => result.warnings),
  };
}
