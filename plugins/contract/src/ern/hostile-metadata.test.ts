import { beforeAll, describe, expect, it } from 'vitest';
import type { DealProfile, DeliveryRelease, DeliveryTrack } from '../store-plugin';
import { deliveredFilesFor, HOSTILE_TITLES, hostileAlbum } from '../testing/hostile-album';
import { xpath, xpathAll } from '../testing/xpath';
import { validateXml } from '../validation/validate-xml';
import { buildNewReleaseMessage } from './new-release-message';

const DEALS: readonly DealProfile[] = [
  { commercialModels: ['SubscriptionModel', 'AdvertisementSupportedModel'], useTypes: ['OnDemandStream'] },
  { commercialModels: ['PayAsYouGoModel'], useTypes: ['PermanentDownload'] },
];

// What the schema's value sets make of the fixture's free-text roles and instruments (undefined: user-defined).
const ROLES: Record<string, string | undefined> = {
  Composer: 'Composer',
  Lyricist: 'Lyricist',
  Arranger: 'Arranger',
  'mixing engineer': 'MixingEngineer',
  Producer: undefined,
  'Beat <Maker> & "Co"': undefined,
};
const INSTRUMENTS: Record<string, string | undefined> = {
  Oud: 'Oud',
  'acoustic guitar': 'AcousticGuitar',
  Piano: 'Piano',
  'Drums & <Bells>': undefined,
  '琵琶': undefined,
};
const SUBTITLES: Record<string, string | undefined> = { live: 'Live', remix: 'Remix', acoustic: 'Acoustic', instrumental: 'Instrumental' };

/** The album's message, as a store addressed with escapes in its own name would get it. */
function buildHostile(release: DeliveryRelease): string {
  return buildNewReleaseMessage({
    release,
    context: {
      deliveryId: 'dlv_hostile',
      createdAt: '2026-01-15T10:00:00.123Z',
      sender: { dpid: 'PADPIDA0000000001X', name: 'Slipcase & <Co>' },
      kind: 'new',
      isTest: true,
    },
    recipient: { dpid: 'PADPIDA0000000002Y', name: `Store "Ünïcödé"` },
    territories: ['Worldwide'],
    deals: DEALS,
    files: deliveredFilesFor(release),
  });
}

describe('a 20-track album of hostile metadata', () => {
  const album = hostileAlbum();
  let xml: string;
  /** The FullName of the Party an expression's reference points at. */
  const partyNamed = (reference: string) => xpath(xml, `string(/*/PartyList/Party[PartyReference = ${reference}]/PartyName/FullName)`);

  beforeAll(() => {
    xml = buildHostile(album);
  });

  it('is valid ERN 4.3', async () => {
    await expect(validateXml(xml, 'ern-4.3')).resolves.toBeUndefined();
  });

  it('carries the release: title, artists, label, every party once', async () => {
    const release = '/*/ReleaseList/Release';
    expect(await xpath(xml, `string(${release}/DisplayTitleText)`)).toBe(album.title);
    expect(await xpath(xml, `string(${release}/DisplayTitle/TitleText)`)).toBe(album.title);
    expect(await xpath(xml, `string(${release}/DisplayArtistName)`)).toBe(`${album.artist.name} feat. فيروز & <Friends> & Sigur Rós`);
    expect(await partyNamed(`${release}/DisplayArtist[1]/ArtistPartyReference`)).toBe(album.artist.name);
    expect(await partyNamed(`${release}/DisplayArtist[2]/ArtistPartyReference`)).toBe('فيروز & <Friends>');
    expect(await partyNamed(`${release}/DisplayArtist[3]/ArtistPartyReference`)).toBe('Sigur Rós');
    expect(await partyNamed(`${release}/ReleaseLabelReference`)).toBe(album.label);
    expect(await xpath(xml, `string(${release}/PLine/PLineText)`)).toBe(`(P) 2026 ${album.label}`);
    expect(await xpath(xml, 'string(/*/MessageHeader/MessageSender/PartyName/FullName)')).toBe('Slipcase & <Co>');
    expect(await xpath(xml, 'string(/*/MessageHeader/MessageRecipient/PartyName/FullName)')).toBe(`Store "Ünïcödé"`);
    const names = await xpathAll(xml, '/*/PartyList/Party/PartyName/FullName');
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(`"Shared" Writer`);
  });

  it('carries every track title, in any script, on its recording and its track release', async () => {
    expect(await xpathAll(xml, '/*/ResourceList/SoundRecording/DisplayTitle/TitleText')).toEqual(HOSTILE_TITLES);
    expect(await xpathAll(xml, '/*/ReleaseList/TrackRelease/DisplayTitle/TitleText')).toEqual(HOSTILE_TITLES);
  });

  describe.each(album.tracks.map((track, index) => [track.number, track, index + 1] as const))('track %i', (_, track, position) => {
    const recording = `/*/ResourceList/SoundRecording[${position}]`;
    const trackRelease = `/*/ReleaseList/TrackRelease[${position}]`;
    const featured = track.featuredArtists ?? [];
    const main = track.artistName ?? album.artist.name;

    it('has its title, version and ISRC', async () => {
      const subtitle = track.version && SUBTITLES[track.version];
      const shown = subtitle ? `${track.title} (${subtitle})` : track.title;
      expect(await xpath(xml, `string(${recording}/DisplayTitleText)`)).toBe(shown);
      expect(await xpath(xml, `string(${trackRelease}/DisplayTitleText)`)).toBe(shown);
      expect(await xpathAll(xml, `${recording}/DisplayTitle/SubTitle`)).toEqual(subtitle ? [subtitle] : []);
      expect(await xpathAll(xml, `${trackRelease}/DisplayTitle/SubTitle`)).toEqual(subtitle ? [subtitle] : []);
      expect(await xpath(xml, `string(${recording}/IsCover)`)).toBe(track.version === 'cover' ? 'true' : '');
      expect(await xpath(xml, `string(${recording}/SoundRecordingEdition/ResourceId/ISRC)`)).toBe(track.isrc);
    });

    it('has its main and featured artists', async () => {
      expect(await xpath(xml, `string(${recording}/DisplayArtistName)`)).toBe(`${main} feat. ${featured.join(' & ')}`);
      expect(await xpathAll(xml, `${recording}/DisplayArtist/DisplayArtistRole`)).toEqual(['MainArtist', 'FeaturedArtist', 'FeaturedArtist']);
      const credited = [main, ...featured];
      for (const [index, name] of credited.entries()) {
        expect(await partyNamed(`${recording}/DisplayArtist[${index + 1}]/ArtistPartyReference`)).toBe(name);
      }
    });

    it('has every contributor with its role and share, and every performer with the instrument played', async () => {
      const contributors = track.contributors ?? [];
      const performers = track.performers ?? [];
      expect(await xpath(xml, `count(${recording}/Contributor)`)).toBe(String(contributors.length + performers.length));
      for (const [index, { name, role, sharePercent }] of contributors.entries()) {
        const contributor = `${recording}/Contributor[${index + 1}]`;
        expect(await partyNamed(`${contributor}/ContributorPartyReference`)).toBe(name);
        const ddex = ROLES[role];
        expect(await xpath(xml, `string(${contributor}/Role)`)).toBe(ddex ?? 'UserDefined');
        expect(await xpath(xml, `string(${contributor}/Role/@UserDefinedValue)`)).toBe(ddex ? '' : role);
        const rights = `${recording}/WorkRightsController[${index + 1}]`;
        expect(await partyNamed(`${rights}/RightsControllerPartyReference`)).toBe(name);
        expect(Number(await xpath(xml, `string(${rights}/RightSharePercentage)`))).toBe(sharePercent);
      }
      for (const [index, { name, instrument }] of performers.entries()) {
        const performer = `${recording}/Contributor[${contributors.length + index + 1}]`;
        expect(await partyNamed(`${performer}/ContributorPartyReference`)).toBe(name);
        expect(await xpath(xml, `string(${performer}/Role)`)).toBe(instrument ? 'Musician' : 'Vocalist');
        const ddex = instrument && INSTRUMENTS[instrument];
        expect(await xpath(xml, `string(${performer}/InstrumentType)`)).toBe(instrument ? (ddex ?? 'UserDefined') : '');
        expect(await xpath(xml, `string(${performer}/InstrumentType/@UserDefinedValue)`)).toBe(instrument && !ddex ? instrument : '');
      }
    });
  });

  it('gives the same bytes for the same album', () => {
    const again = hostileAlbum();
    const rebuilt = buildHostile({ ...again, tracks: [...again.tracks].reverse() as DeliveryTrack[] });
    expect(rebuilt).toBe(xml);
  });
});
