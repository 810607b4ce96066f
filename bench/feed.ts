import { DdexBuilder } from 'ddex-builder';
import {
  buildNewReleaseMessage,
  displayArtistName,
  isoDuration,
  validateXml,
  XmlValidationError,
  type DealProfile,
  type DeliveryRelease,
  type NewReleaseMessageInput,
} from '@slipcase/plugin-contract';
import { deliveredFilesFor, hostileAlbum } from '@slipcase/plugin-contract/testing/hostile-album';
import { intOption, interleaved, median, ms, sample } from './timing';

const DEALS: readonly DealProfile[] = [
  { commercialModels: ['SubscriptionModel', 'AdvertisementSupportedModel'], useTypes: ['OnDemandStream', 'NonInteractiveStream'] },
  { commercialModels: ['PayAsYouGoModel'], useTypes: ['PermanentDownload'] },
];

function ourInput(album: DeliveryRelease): NewReleaseMessageInput {
  return {
    release: album,
    context: {
      deliveryId: 'dlv_bench',
      createdAt: '2026-01-15T10:00:00.123Z',
      sender: { dpid: 'PADPIDA0000000001X', name: 'Slipcase' },
      kind: 'new',
      isTest: true,
    },
    recipient: { dpid: 'PADPIDA0000000002Y', name: 'Benchmark store' },
    territories: ['Worldwide'],
    deals: DEALS,
    files: deliveredFilesFor(album),
  };
}

/** The same album through ddex-builder's addResource/addRelease API, which has no place for credits or deals. */
async function ddexBuilderXml(album: DeliveryRelease): Promise<string> {
  const builder = new DdexBuilder();
  const artist = displayArtistName({ main: album.artist.name, featured: album.featuredArtists ?? [] });
  for (const track of album.tracks) {
    builder.addResource({
      resourceId: `A${track.number}`,
      resourceType: 'SoundRecording',
      title: track.title,
      artist: displayArtistName({ main: track.artistName ?? album.artist.name, featured: track.featuredArtists ?? [] }),
      isrc: track.isrc,
      duration: isoDuration(track.durationMs),
      trackNumber: track.number,
    });
  }
  builder.addRelease({
    releaseId: 'R0',
    releaseType: 'Album',
    title: album.title,
    artist,
    ...(album.label && { label: album.label }),
    upc: album.upc,
    releaseDate: album.releaseDate,
    genre: album.primaryGenre,
    parentalWarning: album.tracks.some((track) => track.explicit),
    trackIds: album.tracks.map((track) => `A${track.number}`),
  });
  return builder.build();
}

async function validity(xml: string): Promise<string> {
  try {
    await validateXml(xml, 'ern-4.3');
    return 'valid';
  } catch (error) {
    if (!(error instanceof XmlValidationError)) throw error;
    return `NOT valid (${error.messages.length} errors; first: ${error.messages[0]})`;
  }
}

/** Builds and validates the ERN 4.3 message of a 20-track album, and times ddex-builder's build() of the same album. */
export async function run(args: readonly string[]): Promise<void> {
  const iterations = intOption(args, 'iterations', 300);
  const warmup = intOption(args, 'warmup', 30);
  const album = hostileAlbum();
  const input = ourInput(album);

  let start = performance.now();
  await validateXml(buildNewReleaseMessage(input), 'ern-4.3');
  const firstRun = performance.now() - start;

  const ours = async () => validateXml(buildNewReleaseMessage(input), 'ern-4.3');
  const theirs = () => ddexBuilderXml(album);
  const [oursSamples = [], theirsSamples = []] = await interleaved([ours, theirs], { warmup, iterations });

  const xml = buildNewReleaseMessage(input);
  const buildOnly = median(await sample(() => buildNewReleaseMessage(input), { warmup, iterations }));
  const validateOnly = median(await sample(() => validateXml(xml, 'ern-4.3'), { warmup, iterations }));
  start = performance.now();
  const theirXml = await theirs();
  const theirOnce = performance.now() - start;

  const oursMedian = median(oursSamples);
  const theirsMedian = median(theirsSamples);
  console.log(`feed: ERN 4.3 NewReleaseMessage of a 20-track album; median of ${iterations} runs after ${warmup} warm-up runs, interleaved`);
  console.log(`ours          build + validate  ${ms(oursMedian)}  (build ${ms(buildOnly)}, validate ${ms(validateOnly)}; ${xml.length} bytes)`);
  console.log(`              first run in the process, compiling the XSD once: ${ms(firstRun)}`);
  console.log(`              against the official ERN 4.3 schema: ${await validity(xml)}`);
  console.log(`ddex-builder  build()           ${ms(theirsMedian)}  (one more run: ${ms(theirOnce)}; ${theirXml.length} bytes)`);
  console.log(`              against the official ERN 4.3 schema: ${await validity(theirXml)}`);
  console.log(`ratio=${(oursMedian / theirsMedian).toFixed(3)}`);
}
