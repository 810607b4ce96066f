import type { SilentStretch } from '@slipcase/domain';

/** What an ffmpeg run (`-v verbose`) printed about one of its inputs, whose first audio stream it decoded. */
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

export type DecodeLogReading = DecodeLog | 'unreadable' | 'ambiguous';

/** The name of input `k`'s ametadata filter, which prints the silences silencedetect marked on its frames. */
export const silencePrinter = (input: number) => `ametadata@in${input}`;

const INPUT = /^Input #(\d+), (.+?), from '/;
const MAPPING = /^Stream mapping:$/;
const DURATION = /^ {2}Duration: (?:(\d+):(\d+):(\d+(?:\.\d+)?)|N\/A)/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function found(lines: readonly string[], pattern: RegExp): RegExpExecArray[] {
  return lines.flatMap((line) => {
    const match = pattern.exec(line);
    return match ? [match] : [];
  });
}

function readInput(lines: readonly string[], input: number, header: readonly string[]): DecodeLogReading {
  const mapped = found(lines, new RegExp(`^ {2}Stream #${input}:(\\d+) \\(\\S+\\) -> `));
  if (mapped.length === 0) return 'unreadable';
  const stream = mapped[0]![1]!;
  const durations = found(header, DURATION);
  const streams = found(header, new RegExp(`^ {2}Stream #${input}:${stream}(?:\\[[^\\]]*\\])?(?:\\([^)]*\\))?: Audio: (\\S+?)(?:,| )(.*)$`));
  const decoded = found(lines, new RegExp(`^ {2}Input stream #${input}:${stream} \\(audio\\): .*\\((\\d+) samples\\)`));
  if (mapped.length > 1 || durations.length !== 1 || streams.length !== 1 || decoded.length > 1) return 'ambiguous';
  const [, hours, minutes, seconds] = durations[0]!;
  const [whole, codec] = streams[0]!;
  return {
    containers: INPUT.exec(header[0]!)![2]!.split(','),
    headerSeconds: seconds === undefined ? null : Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds),
    codec: codec!,
    description: whole.slice(whole.indexOf(': Audio: ') + ': Audio: '.length),
    decodedSamples: decoded[0] ? Number(decoded[0][1]) : null,
  };
}

/**
 * The facts of each of `inputs` inputs and its decoded stream, each from the one line ffmpeg prints it on:
 * 'unreadable' when ffmpeg opened no such input or decoded no audio from it. A file's tags are printed among those
 * lines, and a tag holding a line break prints lines of its own: a fact whose line is not there exactly once, or an
 * input not described where it should be, is 'ambiguous' and must be read some other way, never guessed.
 */
export function readDecodeLog(stderr: string, inputs: number): DecodeLogReading[] {
  const lines = stderr.split(/\r?\n/);
  const starts = lines.flatMap((line, index) => (INPUT.test(line) ? [{ input: Number(INPUT.exec(line)![1]), index }] : []));
  const mappings = lines.flatMap((line, index) => (MAPPING.test(line) ? [index] : []));
  const all = (reading: DecodeLogReading) => Array.from({ length: inputs }, () => reading);
  if (starts.length === 0 || mappings.length === 0) return all('unreadable');
  // Each input described once, in order, before the mapping: else any section may hold another's lines.
  const inOrder = starts.every((start, at) => start.input === at && (at === 0 || start.index > starts[at - 1]!.index));
  if (starts.length !== inputs || mappings.length !== 1 || !inOrder || mappings[0]! < starts.at(-1)!.index) return all('ambiguous');
  return starts.map((start, at) => readInput(lines, at, lines.slice(start.index, starts[at + 1]?.index ?? mappings[0])));
}

/**
 * The silent stretches of input `k`, in milliseconds, from the frame tags its ametadata printed. A silence still
 * running when the file ends carries no end tag: it ends at `durationMs`.
 */
export function readSilences(stderr: string, input: number, durationMs: number): SilentStretch[] {
  const tag = new RegExp(`^\\[${escape(silencePrinter(input))} @ 0x[0-9a-f]+\\] lavfi\\.silence_(start|end)=(-?[\\d.]+)`);
  const stretches: SilentStretch[] = [];
  let openStart: number | null = null;
  for (const [, edge, seconds] of found(stderr.split(/\r?\n/), tag)) {
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
