import type { Plan, ReleaseDraft, Role, trackDetails } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

/** What the wizard's use cases need: the database, the moment, the settings and the stores. */
export type WizardDeps = Pick<ServiceDeps, 'prisma' | 'now' | 'settings' | 'stores'>;

/** The release's owner as the wizard's rules see them. */
export interface WizardOwner {
  id: string;
  plan: Plan;
  timeZone: string;
  /** Staff may pick the operators' sandbox stores too (storesOpenTo); absent: an artist. */
  role?: Role;
}

/** The owner with their name: the performer a track without one gets (001 §5's autofix). */
export interface TrackOwner extends WizardOwner {
  name: string;
}

/** The first step's fields, as its form (or `/v1`) sends them, made storable. */
export type BasicInfoInput = Pick<ReleaseDraft, 'title' | 'artistId' | 'type' | 'primaryGenre' | 'secondaryGenre' | 'language' | 'label'> & {
  featuredArtists: string[];
  upc: string | null;
};

/** The distribution step's fields: date, schedule and pre-save. */
export interface DistributionInput {
  releaseDate: string | null;
  schedule: string;
  presaveEnabled: boolean;
  presaveDate: string | null;
}

/** One track's details and credits (what trackDetails reads of a track), for the track `trackId`. */
export type TrackInput = { trackId: string } & ReturnType<typeof trackDetails>;

/** Fields of a release sent to change it (`/v1`): any of the draft's, each replacing the stored one. */
export type ReleaseChanges = Partial<Omit<ReleaseDraft, 'tracks' | 'hasArtwork' | 'liveDate'>>;
