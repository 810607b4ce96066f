import type { SilentStretch } from '@slipcase/domain';

/** What an ffmpeg run (`-v verbose`) that decoded input #0's first audio stream to a null output printed about it. */
export interface DecodeLog {
  /** The demuxer's names ("wav", "mov,mp4,m4a,3gp,3g2,mj2"). */
  containers: string[];
  /** The header's duration, which ffmpeg prints to the hundredth of a second; null for N/A. */
  headerSeconds: number | null;
  /** The decoded stream's codec, as ffprobe names it. */
  codec: string;
  /** Its description after "Audio: " ("flac, 44100 Hz, stereo, s32 (24 bit)"). */
  description: string;
  /** Samples decoded (per channel), from the closing summary. */
  decodedSamples: number | null;
}

const INPUT = /^Input #0, (.+?), from '/;
const MAPPING = /^Stream mapping:$/;
const MAPPED = /^ {2}Stream #0:(\d+) -> #0:0 \((\S+) /;
const DURATION = /^ {2}Duration: (?:(\d+):(\d+):(\d+(?:\.\d+)?)|N\/A)/;
const STREAM = /^ {2}Stream #0:(\d+)(?:\[[^\]]*\])?(?:\([^)]*\))?: Audio: (.+)$/;
const DECODED = /^ {2}Input stream #0:(\d+) \(audio\): .*\((\d+) samples\)/;
const SILENCE = /^\[silencedetect @ 0x[0-9a-f]+\] silence_(start|end): (-?[\d.]+)/;

const found = (lines: readonly string[], pattern: RegExp): RegExpExecArray[] =>
  lines.flatMap((line) => {
    const match = pattern.exec(line);
    return match ? [match] : [];
  });

const indexesOf = (lines: readonly string[], pattern: RegExp): number[] =>
  lines.flatMap((line, index) => (pattern.test(line) ? [index] : []));

/**
 * The facts of input #0 and its decoded stream, each from the one line ffmpeg prints it on: 'unreadable' when
 * ffmpeg opened no input or decoded no audio from it. The file's tags are printed among those lines, and a tag
 * holding a line break can print lines of its own; a fact whose line appears twice is 'ambiguous' and must be
 * read some other way (ffprobe's JSON), never guessed.
 */
export function readDecodeLog(stderr: string): DecodeLog | 'unreadable' | 'ambiguous' {
  const lines = stderr.split(/\r?\n/);
  const inputs = indexesOf(lines, INPUT);
  const mappings = indexesOf(lines, MAPPING);
  if (inputs.length === 0 || mappings.length === 0) return 'unreadable';
  const [input, mapping] = [inputs[0]!, mappings[0]!];
  const mapped = found(lines.slice(mapping + 1), MAPPED);
  if (inputs.length > 1 || mappings.length > 1 || mapping < input || mapped.length !== 1) return 'ambiguous';

  const [, streamIndex, codec] = mapped[0]!;
  const header = lines.slice(input + 1, mapping);
  const durations = found(header, DURATION);
  const streams = found(header, STREAM).filter((stream) => stream[1] === streamIndex);
  const decoded = found(lines, DECODED).filter((summary) => summary[1] === streamIndex);
  if (durations.length !== 1 || streams.length !== 1 || decoded.length > 1) return 'ambiguous';

  const [, hours, minutes, seconds] = durations[0]!;
  return {
    containers: INPUT.exec(lines[input]!)![1]!.split(','),
    headerSeconds: seconds === undefined ? null : Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds),
    codec: codec!,
    description: streams[0]![2]!,
    decodedSamples: decoded[0] ? Number(decoded[0][2]) : null,
  };
}

/**
 * The silent stretches silencedetect reported, in milliseconds. A silence still running when the file ends (older
 * ffmpeg builds leave it open) ends at `durationMs`.
 */
export function readSilences(stderr: string, durationMs: number): SilentStretch[] {
  const stretches: SilentStretch[] = [];
  let openStart: number | null = null;
  for (const [, edge, seconds] of found(stderr.split(/\r?\n/), SILENCE)) {
    const ms = Math.round(Number(seconds) * 1000);
    if (edge === 'start') openStart = Math.max(0, ms);
    else if (openStart !== null) {
      stretches.push({ startMs: openStart, endMs: ms });
      openStart = null;
    }
  }
  if (openStart !== null && durationMs > openStart) stretches.push({ startMs: openStart, endMs: durationMs });
  return stretches;
}
