/** What ffmpeg's description of an audio stream says, in the terms ffprobe reports. */
export interface AudioStreamFacts {
  sampleRate: number | null;
  channels: number | null;
  bitsPerSample: number | null;
}

/** Layouts ffmpeg names by a word; "5.1(side)" and the like count their digits, unnamed ones say "3 channels". */
const NAMED_LAYOUTS: Record<string, number> = {
  mono: 1,
  stereo: 2,
  downmix: 2,
  quad: 4,
  hexagonal: 6,
  octagonal: 8,
  cube: 8,
  hexadecagonal: 16,
};

function channelCount(layout: string): number | null {
  const counted = /^(\d+) channels/.exec(layout);
  if (counted) return Number(counted[1]);
  const surround = /^(\d+)\.(\d+)/.exec(layout);
  if (surround) return Number(surround[1]) + Number(surround[2]);
  return NAMED_LAYOUTS[layout.replace(/\(.*\)$/, '')] ?? null;
}

/** ffprobe's bits_per_sample of a PCM codec (pcm_s24le → 24; A-law and μ-law store 8). */
function pcmBits(codec: string): number | null {
  if (/^pcm_(alaw|mulaw|vidc)$/.test(codec)) return 8;
  const bits = /^pcm_[suf](\d+)/.exec(codec);
  return bits ? Number(bits[1]) : null;
}

/** Integer sample formats have a depth of their own; float ones (MP3, AAC) report none. */
function sampleFormatBits(sampleFormat: string): number | null {
  const integer = /^[su](8|16|32|64)p?$/.exec(sampleFormat);
  return integer ? Number(integer[1]) : null;
}

/**
 * Reads the part of ffmpeg's stream line after "Audio: " ("flac, 44100 Hz, stereo, s32 (24 bit)", "pcm_s16le
 * ([1][0][0][0] / 0x0001), 48000 Hz, mono, s16, 768 kb/s") as ffprobe would give it: the depth ffmpeg prints in
 * brackets when it differs from the sample format's, else a PCM codec's own, else the integer sample format's.
 */
export function readAudioStreamLine(codec: string, description: string): AudioStreamFacts {
  const parts = description.split(', ');
  const rateAt = parts.findIndex((part) => /^\d+ Hz$/.test(part));
  if (rateAt < 0) return { sampleRate: null, channels: null, bitsPerSample: null };
  const layout = parts[rateAt + 1] ?? '';
  const [sampleFormat = '', depth] = (parts[rateAt + 2] ?? '').split(' (');
  const declared = depth ? /^(\d+) bit\)$/.exec(depth) : null;
  return {
    sampleRate: Number.parseInt(parts[rateAt]!, 10) || null,
    channels: channelCount(layout),
    bitsPerSample: declared ? Number(declared[1]) : (codec.startsWith('pcm_') ? pcmBits(codec) : null) ?? sampleFormatBits(sampleFormat),
  };
}
