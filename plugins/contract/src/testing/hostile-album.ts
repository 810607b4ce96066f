import type { DeliveredFiles } from '../ern/new-release-message';
import type { DeliveryContributor, DeliveryPerformer, DeliveryRelease, DeliveryTrack } from '../store-plugin';

/** Titles no feed may damage: XML's markup characters, right-to-left scripts, CJK, emoji, combining marks. */
export const HOSTILE_TITLES: readonly string[] = [
  `Rock & Roll <Live> "Encore" 'Take 2'`,
  'مرحبا بالعالم',
  'שלום עולם',
  '東京の夜 — 夜明け',
  '서울의 밤',
  '北京欢迎你',
  '🎵🔥 Fire 🎸',
  'Ünïcödé Çafé Noël',
  `Tom & Jerry's "Chase" <3`,
  'Ça va? ]]> <![CDATA[ not ]]>',
  'نغمة & <لحن>',
  'אהבה "ראשונה"',
  '夜に駆ける 🏃‍♀️',
  'Zoë & Jöns <ÅÄÖ>',
  '¿Qué pasa? ¡Olé!',
  '😀 👨‍👩‍👧‍👦 🇯🇵',
  'Ελληνικά & Кириллица',
  'हिन्दी गीत',
  '</SoundRecording><Injected/>',
  '& &amp; &#38; &lt;',
];

const VERSIONS = [undefined, 'live', 'remix', 'acoustic', 'instrumental', 'cover', 'original'] as const;

const FEATURED: readonly string[] = ['فيروز & <Friends>', `李 "Lee" 'Jun'`, 'Ōkami 🐺', 'דנה <Dana>'];
const ROLES: readonly string[] = ['Composer', 'Lyricist', 'Producer', 'mixing engineer', 'Beat <Maker> & "Co"'];
const INSTRUMENTS: readonly (string | undefined)[] = ['Oud', 'acoustic guitar', 'Drums & <Bells>', undefined, '琵琶'];

function contributorsOf(number: number): DeliveryContributor[] {
  return [
    { name: `Composer ${number} & <Sons>`, role: ROLES[number % ROLES.length] ?? 'Composer', sharePercent: 50 },
    { name: `كاتب ${number}`, role: ROLES[(number + 1) % ROLES.length] ?? 'Lyricist', sharePercent: 33.33 },
    { name: `"Shared" Writer`, role: 'Arranger', sharePercent: 16.67 },
  ];
}

function performersOf(number: number): DeliveryPerformer[] {
  const instrument = INSTRUMENTS[number % INSTRUMENTS.length];
  return [
    { name: `演奏者 ${number}`, ...(instrument && { instrument }) },
    { name: `"Shared" Writer`, instrument: 'Piano' },
  ];
}

/**
 * A 20-track album whose every text is hostile to a careless XML writer, with featured artists, a track by
 * another artist, every version, contributors with DDEX and free-text roles and shares, and performers on
 * every track. Audio paths point at `audioPath` (one file for every track), the cover at `coverPath`.
 */
export function hostileAlbum(media: { audioPath: string; coverPath: string; durationMs: number } = {
  audioPath: '/nonexistent/audio.wav',
  coverPath: '/nonexistent/cover.png',
  durationMs: 201_000,
}): DeliveryRelease {
  const tracks: DeliveryTrack[] = HOSTILE_TITLES.map((title, index) => {
    const number = index + 1;
    const version = VERSIONS[index % VERSIONS.length];
    return {
      trackId: `trk_hostile_${number}`,
      number,
      title,
      ...(version && { version }),
      isrc: `QZABC26${String(number).padStart(5, '0')}`,
      durationMs: media.durationMs + number,
      explicit: number % 4 === 0,
      ...(number % 5 === 0 && { artistName: `Guest Star ${number} <Solo>` }),
      featuredArtists: [FEATURED[index % FEATURED.length] ?? '', FEATURED[(index + 1) % FEATURED.length] ?? ''],
      contributors: contributorsOf(number),
      performers: performersOf(number),
      audio: { path: media.audioPath, format: 'wav' },
    };
  });
  return {
    releaseId: 'rel_hostile',
    upc: '0199990000012',
    title: `Ａｌｂｕｍ & <"Title"> 'مرحبا' 東京 🎶`,
    type: 'album',
    status: 'approved',
    primaryGenre: 'world',
    language: 'ar',
    releaseDate: '2026-03-06',
    label: `Label "Records" & <Sons> 레코드`,
    artist: { id: 'art_hostile', name: `Nova <Lane> & "Friends" نوفا` },
    featuredArtists: ['فيروز & <Friends>', 'Sigur Rós'],
    cover: { path: media.coverPath, format: 'png', width: 3000, height: 3000 },
    tracks,
  };
}

/** Delivered-file details for a release's tracks and cover, for building a message without media. */
export function deliveredFilesFor(release: DeliveryRelease): DeliveredFiles {
  return {
    audio: new Map(
      release.tracks.map((track) => [
        track.trackId,
        {
          uri: `resources/${release.upc}_01_${String(track.number).padStart(2, '0')}.flac`,
          sha256: track.number.toString(16).padStart(2, '0').repeat(32),
          codec: 'flac' as const,
          sampleRate: 44_100,
          bitsPerSample: 16,
          channels: 2,
        },
      ]),
    ),
    cover: { uri: `resources/${release.upc}.jpg`, sha256: 'c'.repeat(64), format: 'jpeg', width: 3000, height: 3000 },
  };
}
