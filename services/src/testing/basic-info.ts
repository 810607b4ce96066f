import type { BasicInfoInput } from '../wizard/wizard-inputs';

/** A single's first step as the form sends it, for `artistId`, with whatever `changes` say. */
export function basicInfoInput(artistId: string, changes: Partial<BasicInfoInput> = {}): BasicInfoInput {
  return {
    title: 'Mine',
    artistId,
    type: 'single',
    primaryGenre: 'electronic',
    secondaryGenre: null,
    language: 'en',
    label: null,
    featuredArtists: [],
    upc: null,
    ...changes,
  };
}
