import { Flags } from '@oclif/core';
import { ARTIST_GENRES, ARTIST_TYPES, OTHER_ARTIST_ID_STORES, SOCIAL_NETWORKS } from '@slipcase/domain';
import type { ArtistJson } from '@slipcase/api-contract/artist-schemas';
import { artistDeskFor } from '../../lib/artists/artist-desk-for';
import { socialLinksOf, storeProfilesOf } from '../../lib/artists/artists';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';

export default class ArtistsCreate extends SlipcaseCommand {
  static override summary = 'Create an artist profile on your account.';
  static override description = [
    signedInHelp('write', 'it makes the artist on the platform\'s database for the account --as names (username or e-mail), else SLIPCASE_USER.'),
    'The web\'s rules apply either way: a name, a type and a main genre, and either your existing Spotify profile (--provider-profile) or a new one asked for (--request-new-profile). Your plan limits how many profiles you have. Prints the new artist\'s id; with --json, the artist.',
    `Types: ${ARTIST_TYPES.join(', ')}. Genres: ${ARTIST_GENRES.join(', ')}. Social networks: ${SOCIAL_NETWORKS.join(', ')}. Stores with artist profiles (--store-profile; left out, a new profile is made there): ${OTHER_ARTIST_ID_STORES.join(', ')}.`,
    'Every problem is printed, one `<flag>: <message>` line each, in the web\'s words; nothing is created unless all is well.',
    `Exit codes: 0 created, 1 unexpected error, 2 usage error (no --as, or --as while signed in), 3 no such user, 4 refused (a blocked account, a token without the scope, the plan's limit of profiles), 5 invalid input (a field missing or refused), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --name "The Test Tones" --type band --genre electronic --request-new-profile',
    '<%= config.bin %> <%= command.id %> --name "Nova Lane" --type solo --genre pop --country PT --provider-profile https://open.spotify.com/artist/0abc --social instagram=https://instagram.com/novalane --json',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    name: Flags.string({ description: 'The artist\'s name, as stores show it', required: true }),
    type: Flags.string({ description: `What the artist is: ${ARTIST_TYPES.join(', ')}`, helpValue: '<type>' }),
    genre: Flags.string({ description: 'Main genre', helpValue: '<genre>' }),
    style: Flags.string({ description: 'Style, in your own words' }),
    biography: Flags.string({ description: 'Biography' }),
    website: Flags.string({ description: 'Website', helpValue: '<url>' }),
    country: Flags.string({ description: 'Country, ISO 3166-1 alpha-2 (PT, US…)', helpValue: '<code>' }),
    'legal-first-name': Flags.string({ description: 'Legal first name (never shown publicly)' }),
    'legal-last-name': Flags.string({ description: 'Legal last name (never shown publicly)' }),
    social: Flags.string({ description: 'A social profile (repeat for several)', multiple: true, default: [], helpValue: '<network>=<url>' }),
    'provider-profile': Flags.string({ description: 'The artist\'s existing Spotify profile', helpValue: '<url>' }),
    'request-new-profile': Flags.boolean({ description: 'Ask the stores for a new artist profile' }),
    as: actingUserFlag(),
    'store-profile': Flags.string({ description: 'The artist\'s existing profile in another store (repeat for several)', multiple: true, default: [], helpValue: '<store>=<id or link>' }),
  };

  async run(): Promise<ArtistJson> {
    const parsed = await this.parse(ArtistsCreate);
    const { flags } = parsed;
    const desk = await artistDeskFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const artist = await desk.create({
      name: flags.name,
      type: flags.type,
      mainGenre: flags.genre,
      style: flags.style,
      biography: flags.biography,
      website: flags.website,
      country: flags.country,
      legalFirstName: flags['legal-first-name'],
      legalLastName: flags['legal-last-name'],
      socialLinks: socialLinksOf(flags.social),
      providerProfile: flags['provider-profile'],
      ...(flags['request-new-profile'] && { requestNewProfile: true }),
      storeProfiles: storeProfilesOf(flags['store-profile']),
    });
    this.log(`Created artist "${artist.name}" (${artist.id}).`);
    return artist;
  }
}
