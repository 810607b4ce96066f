import { describe, expect, it } from 'vitest';
import { AppError } from '@slipcase/domain';
import type { DeliveryContext, DeliveryRelease, DeliveryTrack } from '../store-plugin';
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

const input = (overrides: Partial<NewReleaseMessageInput> = {}): NewReleaseMessageInput => {
  const r = overrides.release ?? release();
  return {
    release: r,
    context: context(),
    recipient: { dpid: 'PADPIDA0000000002Y', name: 'Local folder' },
    territories: ['Worldwide'],
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
    expect(await xpath(xml, 'string(/*/PartyList/Party[PartyReference="PArtist"]/PartyName/FullName)')).toBe('Sigur Rós & <Friends>');
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

  it('opens streaming and download deals on the release date in every territory of the store', async () => {
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
    expect(await xpath(xml, 'string(/*/PartyList/Party[PartyReference="PLabel"]/PartyName/FullName)')).toBe('Example Artist');
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
