import { describe, expect, it } from 'vitest';
import { AppError } from '@slipcase/domain';
import type { DealProfile, DeliveryContext, DeliveryRelease, DeliveryTrack } from '../store-plugin';
import { xpath, xpathAll } from '../testing/xpath';
import { validateXml, XmlValidationError } from '../validation/validate-xml';
import { FeedInputError } from './feed-input-error';
import { buildNewReleaseMessage, type DeliveredFiles, type NewReleaseMessageInput } from './new-release-message';

const track = (number: number, overrides: Partial<DeliveryTrack> = {}): DeliveryTrack => ({
  trackId: `trk_${number}`,
  number,
  title: `Track ${number}`,
  isrc: `QZABC26${String(number).padStart(5, '0')}`,
  durationMs: 180_000 + number * 1000,
  explicit: false,
  audio: { path: `/uploads/${number}.wav`, format: 'wav' },
  ...overrides,
});

const release = (overrides: Partial<DeliveryRelease> = {}): DeliveryRelease => ({
  releaseId: 'rel_1',
  upc: '0199990000012',
  title: 'First Light',
  type: 'single',
  status: 'approved',
  primaryGenre: 'pop',
  language: 'en',
  releaseDate: '2026-03-06',
  label: 'Example Records',
  artist: { id: 'art_1', name: 'Example Artist' },
  cover: { path: '/uploads/cover.png', format: 'png', width: 3000, height: 3000 },
  tracks: [track(1)],
  ...overrides,
});

const context = (overrides: Partial<DeliveryContext> = {}): DeliveryContext => ({
  deliveryId: 'dlv_1',
  createdAt: '2026-01-15T10:00:00.123Z',
  sender: { dpid: 'PADPIDA0000000001X', name: 'Slipcase' },
  kind: 'new',
  isTest: false,
  ...overrides,
});

const filesFor = (tracks: readonly DeliveryTrack[]): DeliveredFiles => ({
  audio: new Map(
    tracks.map((t) => [
      t.trackId,
      { uri: `resources/${t.number}.flac`, sha256: `${t.number}`.repeat(64).slice(0, 64), codec: 'flac', sampleRate: 44_100, bitsPerSample: 16, channels: 2 },
    ]),
  ),
  cover: { uri: 'resources/cover.jpg', sha256: 'c'.repeat(64), format: 'jpeg', width: 3000, height: 3000 },
});

const STREAM_AND_DOWNLOAD: readonly DealProfile[] = [
  { commercialModels: ['SubscriptionModel', 'AdvertisementSupportedModel'], useTypes: ['OnDemandStream', 'NonInteractiveStream'] },
  { commercialModels: ['PayAsYouGoModel'], useTypes: ['PermanentDownload'] },
];

const input = (overrides: Partial<NewReleaseMessageInput> = {}): NewReleaseMessageInput => {
  const r = overrides.release ?? release();
  return {
    release: r,
    context: context(),
    recipient: { dpid: 'PADPIDA0000000002Y', name: 'Local folder' },
    territories: ['Worldwide'],
    deals: STREAM_AND_DOWNLOAD,
    files: filesFor(r.tracks),
    ...overrides,
  };
};

describe('buildNewReleaseMessage', () => {
  it('writes a message the ERN 4.3 schema accepts, with header values from the delivery', async () => {
    const xml = buildNewReleaseMessage(input());
    await validateXml(xml, 'ern-4.3');
    expect(await xpath(xml, 'string(/*/MessageHeader/MessageId)')).toBe('dlv_1');
    expect(await xpath(xml, 'string(/*/MessageHeader/MessageCreatedDateTime)')).toBe('2026-01-15T10:00:00Z');
    expect(await xpath(xml, 'string(/*/MessageHeader/MessageControlType)')).toBe('LiveMessage');
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/ReleaseId/ICPN)')).toBe('0199990000012');
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/ReleaseType)')).toBe('Single');
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/Genre/GenreText)')).toBe('Pop');
    expect(await xpath(xml, 'string(/*/ResourceList/SoundRecording/Duration)')).toBe('PT3M1S');
    expect(await xpath(xml, 'string(//SoundRecording//File/HashSum/Algorithm)')).toBe('SHA-256');
  });

  it('describes original uploads too (an export): MP3 and AIFF by their codec, leaving out what is not known', async () => {
    const r = release({ type: 'ep', tracks: [track(1), track(2)] });
    const files: DeliveredFiles = {
      audio: new Map([
        ['trk_1', { uri: 'resources/0199990000012_01_01.mp3', sha256: '1'.repeat(64), codec: 'mp3', sampleRate: 44_100, channels: 2 }],
        ['trk_2', { uri: 'resources/0199990000012_01_02.aiff', sha256: '2'.repeat(64), codec: 'aiff' }],
      ]),
      cover: { uri: 'resources/0199990000012.png', sha256: 'c'.repeat(64), format: 'png', width: 1500, height: 1500 },
    };
    const xml = buildNewReleaseMessage(input({ release: r, files }));
    await validateXml(xml, 'ern-4.3');
    expect(await xpathAll(xml, '//SoundRecording//DeliveryFile/AudioCodecType')).toEqual(['MP3', 'PCM']);
    expect(await xpathAll(xml, '//SoundRecording//DeliveryFile/SamplingRate')).toEqual(['44100']);
    expect(await xpath(xml, 'count(//SoundRecording//DeliveryFile/BitsPerSample)')).toBe('0');
    expect(await xpathAll(xml, '//File/URI')).toEqual(['resources/0199990000012_01_01.mp3', 'resources/0199990000012_01_02.aiff', 'resources/0199990000012.png']);
  });

  it('carries titles and names in any script, with markup characters, through a real parser unchanged', async () => {
    const titles = ['東京の夜 — 夜明け', 'مرحبا بالعالم', '🎵🔥 Fire 🎸', `Rock & Roll <Live> "Encore" 'Take 2'`];
    const r = release({
      title: titles[3] as string,
      artist: { id: 'a', name: 'Sigur Rós & <Friends>' },
      label: `"Quote" Records & Co`,
      type: 'ep',
      tracks: titles.map((title, index) => track(index + 1, { title })),
    });
    const xml = buildNewReleaseMessage(input({ release: r }));
    await validateXml(xml, 'ern-4.3');
    expect(await xpathAll(xml, '/*/ResourceList/SoundRecording/DisplayTitleText')).toEqual(titles);
    expect(await xpathAll(xml, '/*/ReleaseList/TrackRelease/DisplayTitle/TitleText')).toEqual(titles);
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/DisplayTitleText)')).toBe(titles[3]);
    expect(await xpath(xml, 'string(/*/PartyList/Party[1]/PartyName/FullName)')).toBe('Sigur Rós & <Friends>');
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/PLine/PLineText)')).toBe(`(P) 2026 "Quote" Records & Co`);
  });

  it('orders resources, track releases and deals by track number, whatever the input order', async () => {
    const tracks = [track(3, { explicit: true }), track(1), track(2)];
    const xml = buildNewReleaseMessage(input({ release: release({ type: 'album', tracks }) }));
    await validateXml(xml, 'ern-4.3');
    expect(await xpathAll(xml, '//SoundRecording/SoundRecordingEdition/ResourceId/ISRC')).toEqual([
      'QZABC2600001',
      'QZABC2600002',
      'QZABC2600003',
    ]);
    expect(await xpathAll(xml, '//SoundRecording//File/URI')).toEqual(['resources/1.flac', 'resources/2.flac', 'resources/3.flac']);
    expect(await xpathAll(xml, '//ResourceGroupContentItem/ReleaseResourceReference')).toEqual(['A1', 'A2', 'A3']);
    expect(await xpath(xml, 'string(//ResourceGroup/LinkedReleaseResourceReference)')).toBe('A4');
    expect(await xpathAll(xml, '/*/ReleaseList/TrackRelease/ReleaseId/ProprietaryId')).toEqual([
      '0199990000012_QZABC2600001',
      '0199990000012_QZABC2600002',
      '0199990000012_QZABC2600003',
    ]);
    expect(await xpathAll(xml, '//ReleaseDeal/DealReleaseReference')).toEqual(['R0', 'R1', 'R2', 'R3']);
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/ParentalWarningType)')).toBe('Explicit');
    expect(await xpathAll(xml, '//SoundRecording/ParentalWarningType')).toEqual(['NotExplicit', 'NotExplicit', 'Explicit']);
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/Duration)')).toBe('PT9M6S');
  });

  it('is pure: the same input gives the same bytes', () => {
    const first = buildNewReleaseMessage(input({ release: release({ tracks: [track(2), track(1)] }) }));
    const second = buildNewReleaseMessage(input({ release: release({ tracks: [track(2), track(1)] }) }));
    expect(second).toBe(first);
  });

  it('opens the store\'s deals (here streaming and download) on the release date in every territory of the store', async () => {
    const xml = buildNewReleaseMessage(input({ territories: ['US', 'GB'] }));
    await validateXml(xml, 'ern-4.3');
    expect(await xpathAll(xml, '//ReleaseDeal[1]/Deal/DealTerms/ValidityPeriod/StartDate')).toEqual(['2026-03-06', '2026-03-06']);
    expect(await xpathAll(xml, '//ReleaseDeal[1]/Deal[1]/DealTerms/TerritoryCode')).toEqual(['US', 'GB']);
    expect(await xpathAll(xml, '//ReleaseDeal[1]/Deal/DealTerms/UseType')).toEqual([
      'OnDemandStream',
      'NonInteractiveStream',
      'PermanentDownload',
    ]);
    expect(await xpath(xml, 'count(//EndDate)')).toBe('0');
  });

  it('writes a takedown as a valid message whose every deal has ended', async () => {
    const xml = buildNewReleaseMessage(
      input({ context: context({ kind: 'takedown', createdAt: '2026-06-01T09:00:00Z', isTest: true }), files: undefined }),
    );
    await validateXml(xml, 'ern-4.3');
    const deals = Number(await xpath(xml, 'count(//Deal)'));
    const ends = await xpathAll(xml, '//Deal/DealTerms/ValidityPeriod/EndDate');
    expect(deals).toBe(4);
    expect(ends).toEqual(['2026-05-31', '2026-05-31', '2026-05-31', '2026-05-31']);
    expect(await xpath(xml, 'count(//TechnicalDetails)')).toBe('0');
    expect(await xpath(xml, 'string(/*/MessageHeader/MessageControlType)')).toBe('TestMessage');
  });

  it('names the artist as label of a self-released record, and flags compilations', async () => {
    const xml = buildNewReleaseMessage(input({ release: release({ label: null, type: 'compilation' }) }));
    await validateXml(xml, 'ern-4.3');
    expect(await xpathAll(xml, '/*/PartyList/Party/PartyName/FullName')).toEqual(['Example Artist']);
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/ReleaseLabelReference)')).toBe('P1');
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/DisplayArtist/ArtistPartyReference)')).toBe('P1');
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/ReleaseType)')).toBe('Album');
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/IsMultiArtistCompilation)')).toBe('true');
  });

  it('rejects data the schema cannot judge, listing every problem', () => {
    const broken = release({
      upc: '0199990000013',
      releaseDate: '2026-02-30',
      tracks: [track(1, { isrc: 'US-ABC-12-3456' }), track(1, { title: 'bell\u0007' })],
    });
    let error: unknown;
    try {
      buildNewReleaseMessage(input({ release: broken }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FeedInputError);
    expect(error).toBeInstanceOf(AppError);
    expect((error as FeedInputError).problems).toEqual([
      'UPC "0199990000013" is not a valid UPC/EAN',
      'release date "2026-02-30" is not a YYYY-MM-DD date',
      'track 1: ISRC "US-ABC-12-3456" is not a valid ISRC',
      'track 1: number used twice',
      'track 1 title contains U+0007, which XML cannot carry',
    ]);
  });

  it('accepts a hyphenated ISRC and writes its compact form', async () => {
    const xml = buildNewReleaseMessage(input({ release: release({ tracks: [track(1, { isrc: 'qz-abc-26-00001' })] }) }));
    expect(await xpath(xml, 'string(//ISRC)')).toBe('QZABC2600001');
  });

  it('leaves to the schema what the schema checks: a bad party id or language fails validation', async () => {
    const badSender = buildNewReleaseMessage(input({ context: context({ sender: { dpid: 'DPID-1', name: 'Slipcase' } }) }));
    const failure = validateXml(badSender, 'ern-4.3');
    await expect(failure).rejects.toBeInstanceOf(XmlValidationError);
    await expect(failure).rejects.toThrow(/PartyId.*'DPID-1' is not accepted by the pattern/);
    const badLanguage = buildNewReleaseMessage(input({ release: release({ language: 'English' }) }));
    await expect(validateXml(badLanguage, 'ern-4.3')).rejects.toThrow(/LanguageAndScriptCode/);
  });
});

describe('buildNewReleaseMessage: credits, versions and deals', () => {
  const credited = () =>
    release({
      type: 'ep',
      featuredArtists: ['Guest One'],
      tracks: [
        track(1, {
          version: 'live',
          featuredArtists: ['Guest Two', 'Guest One'],
          contributors: [
            { name: 'Ana Writer', role: 'Composer', sharePercent: 60 },
            { name: 'Bo Maker', role: 'Producer', sharePercent: 40 },
          ],
          performers: [
            { name: 'Ana Writer', instrument: 'acoustic guitar' },
            { name: 'Cy Singer' },
            { name: 'Di Drummer', instrument: 'Drums' },
          ],
        }),
        track(2, { artistName: 'Other Artist', version: 'cover' }),
        track(3, { version: 'acoustic' }),
        track(4, { version: 'instrumental' }),
      ],
    });

  it('lists one party per distinct name, in the order met, and refers to them everywhere', async () => {
    const xml = buildNewReleaseMessage(input({ release: credited() }));
    await validateXml(xml, 'ern-4.3');
    expect(await xpathAll(xml, '/*/PartyList/Party/PartyReference')).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9']);
    expect(await xpathAll(xml, '/*/PartyList/Party/PartyName/FullName')).toEqual([
      'Example Artist',
      'Guest One',
      'Example Records',
      'Guest Two',
      'Ana Writer',
      'Bo Maker',
      'Cy Singer',
      'Di Drummer',
      'Other Artist',
    ]);
    expect(await xpath(xml, 'string(/*/ReleaseList/Release/ReleaseLabelReference)')).toBe('P3');
    expect(await xpathAll(xml, '/*/ReleaseList/TrackRelease/ReleaseLabelReference')).toEqual(['P3', 'P3', 'P3', 'P3']);
  });

  it('credits main and featured artists on the release and on each recording', async () => {
    const xml = buildNewReleaseMessage(input({ release: credited() }));
    const release = '/*/ReleaseList/Release';
    expect(await xpath(xml, `string(${release}/DisplayArtistName)`)).toBe('Example Artist feat. Guest One');
    expect(await xpathAll(xml, `${release}/DisplayArtist/ArtistPartyReference`)).toEqual(['P1', 'P2']);
    expect(await xpathAll(xml, `${release}/DisplayArtist/DisplayArtistRole`)).toEqual(['MainArtist', 'FeaturedArtist']);
    expect(await xpathAll(xml, `${release}/DisplayArtist/@SequenceNumber`)).toEqual(['1', '2']);
    const first = '/*/ResourceList/SoundRecording[1]';
    expect(await xpath(xml, `string(${first}/DisplayArtistName)`)).toBe('Example Artist feat. Guest Two & Guest One');
    expect(await xpathAll(xml, `${first}/DisplayArtist/ArtistPartyReference`)).toEqual(['P1', 'P4', 'P2']);
    expect(await xpathAll(xml, `${first}/DisplayArtist/DisplayArtistRole`)).toEqual(['MainArtist', 'FeaturedArtist', 'FeaturedArtist']);
    const second = '/*/ResourceList/SoundRecording[2]';
    expect(await xpath(xml, `string(${second}/DisplayArtistName)`)).toBe('Other Artist');
    expect(await xpathAll(xml, `${second}/DisplayArtist/ArtistPartyReference`)).toEqual(['P9']);
  });

  it('writes contributors with DDEX roles or user-defined ones, performers with their instruments, and shares', async () => {
    const xml = buildNewReleaseMessage(input({ release: credited() }));
    const contributor = (n: number) => `/*/ResourceList/SoundRecording[1]/Contributor[${n}]`;
    expect(await xpath(xml, 'count(/*/ResourceList/SoundRecording[1]/Contributor)')).toBe('5');
    expect(await xpath(xml, `string(${contributor(1)}/ContributorPartyReference)`)).toBe('P5');
    expect(await xpath(xml, `string(${contributor(1)}/Role)`)).toBe('Composer');
    expect(await xpath(xml, `string(${contributor(2)}/Role)`)).toBe('UserDefined');
    expect(await xpath(xml, `string(${contributor(2)}/Role/@UserDefinedValue)`)).toBe('Producer');
    expect(await xpath(xml, `string(${contributor(2)}/Role/@Namespace)`)).toBe('DPID:PADPIDA0000000001X');
    expect(await xpath(xml, `string(${contributor(3)}/ContributorPartyReference)`)).toBe('P5');
    expect(await xpathAll(xml, `${contributor(3)}/Role | ${contributor(3)}/InstrumentType`)).toEqual(['Musician', 'AcousticGuitar']);
    expect(await xpath(xml, `string(${contributor(4)}/Role)`)).toBe('Vocalist');
    expect(await xpath(xml, `count(${contributor(4)}/InstrumentType)`)).toBe('0');
    expect(await xpath(xml, `string(${contributor(5)}/InstrumentType)`)).toBe('UserDefined');
    expect(await xpath(xml, `string(${contributor(5)}/InstrumentType/@UserDefinedValue)`)).toBe('Drums');
    expect(await xpathAll(xml, '/*/ResourceList/SoundRecording[1]/Contributor/@SequenceNumber')).toEqual(['1', '2', '3', '4', '5']);
    const rights = '/*/ResourceList/SoundRecording[1]/WorkRightsController';
    expect(await xpathAll(xml, `${rights}/RightsControllerPartyReference`)).toEqual(['P5', 'P6']);
    expect(await xpathAll(xml, `${rights}/RightSharePercentage`)).toEqual(['60', '40']);
    expect(await xpath(xml, 'count(/*/ResourceList/SoundRecording[2]/Contributor)')).toBe('0');
  });

  it('writes the version as a subtitle of type Version, a VersionType, and the cover and instrumental flags', async () => {
    const xml = buildNewReleaseMessage(input({ release: credited() }));
    const recording = (n: number) => `/*/ResourceList/SoundRecording[${n}]`;
    expect(await xpathAll(xml, '/*/ResourceList/SoundRecording/DisplayTitleText')).toEqual([
      'Track 1 (Live)',
      'Track 2',
      'Track 3 (Acoustic)',
      'Track 4 (Instrumental)',
    ]);
    expect(await xpathAll(xml, '/*/ResourceList/SoundRecording/DisplayTitle/TitleText')).toEqual(['Track 1', 'Track 2', 'Track 3', 'Track 4']);
    expect(await xpathAll(xml, `${recording(1)}/DisplayTitle/SubTitle | ${recording(1)}/DisplayTitle/SubTitle/@SubTitleType`)).toEqual([
      'Live',
      'Version',
    ]);
    expect(await xpath(xml, `string(${recording(1)}/VersionType)`)).toBe('LiveVersion');
    expect(await xpath(xml, `string(${recording(2)}/IsCover)`)).toBe('true');
    expect(await xpath(xml, `count(${recording(2)}/DisplayTitle/SubTitle)`)).toBe('0');
    expect(await xpath(xml, `string(${recording(3)}/VersionType/@UserDefinedValue)`)).toBe('Acoustic');
    expect(await xpath(xml, `string(${recording(4)}/VersionType)`)).toBe('InstrumentalVersion');
    expect(await xpath(xml, `string(${recording(4)}/IsInstrumental)`)).toBe('true');
    expect(await xpathAll(xml, '/*/ReleaseList/TrackRelease/DisplayTitleText')).toEqual([
      'Track 1 (Live)',
      'Track 2',
      'Track 3 (Acoustic)',
      'Track 4 (Instrumental)',
    ]);
    expect(await xpathAll(xml, '/*/ReleaseList/TrackRelease/DisplayTitle/SubTitle')).toEqual(['Live', 'Acoustic', 'Instrumental']);
  });

  it('writes one deal per deal of the store\'s profile, in every territory, on every release', async () => {
    const profile: DealProfile[] = [
      { commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] },
      { commercialModels: ['AdvertisementSupportedModel'], useTypes: ['OnDemandStream', 'NonInteractiveStream'] },
      { commercialModels: ['PayAsYouGoModel'], useTypes: ['PermanentDownload'] },
    ];
    const xml = buildNewReleaseMessage(input({ release: credited(), deals: profile, territories: ['DE', 'AT', 'CH'] }));
    await validateXml(xml, 'ern-4.3');
    expect(await xpathAll(xml, '//ReleaseDeal/DealReleaseReference')).toEqual(['R0', 'R1', 'R2', 'R3', 'R4']);
    for (let deal = 1; deal <= 5; deal++) {
      const terms = `//ReleaseDeal[${deal}]/Deal`;
      expect(await xpath(xml, `count(${terms})`)).toBe('3');
      for (const [index, { commercialModels, useTypes }] of profile.entries()) {
        const of = `${terms}[${index + 1}]/DealTerms`;
        expect(await xpathAll(xml, `${of}/TerritoryCode`)).toEqual(['DE', 'AT', 'CH']);
        expect(await xpathAll(xml, `${of}/CommercialModelType`)).toEqual(commercialModels);
        expect(await xpathAll(xml, `${of}/UseType`)).toEqual(useTypes);
      }
    }
  });

  it('refuses a store profile that cannot make a deal', () => {
    expect(() => buildNewReleaseMessage(input({ deals: [] }))).toThrow(/offers no deal/);
    expect(() => buildNewReleaseMessage(input({ territories: [] }))).toThrow(/at least one territory/);
    expect(() => buildNewReleaseMessage(input({ deals: [{ commercialModels: ['SubscriptionModel'], useTypes: [] }] }))).toThrow(
      /needs a commercial model and a use type/,
    );
  });

  it('refuses an unknown version, shares that are not percentages and credits XML cannot carry', () => {
    const broken = release({
      featuredArtists: ['ok', ' '],
      tracks: [
        track(1, {
          version: 'radio edit',
          contributors: [
            { name: 'A', role: 'Composer', sharePercent: 70 },
            { name: 'B', role: 'Lyricist', sharePercent: 50 },
            { name: 'C', role: 'Mixer', sharePercent: -1 },
          ],
          performers: [{ name: 'D\u0000', instrument: 'Guitar' }],
        }),
      ],
    });
    expect(() => buildNewReleaseMessage(input({ release: broken }))).toThrow(FeedInputError);
    let problems: readonly string[] = [];
    try {
      buildNewReleaseMessage(input({ release: broken }));
    } catch (error) {
      problems = (error as FeedInputError).problems;
    }
    expect(problems).toEqual([
      'featured artist is empty',
      'track 1: version "radio edit" is not one of original, acoustic, cover, instrumental, live, remix',
      'track 1: share -1 of C is not a percentage',
      "track 1: contributors' shares add up to 120%, over 100%",
      'track 1 performer contains U+0000, which XML cannot carry',
    ]);
  });
});
