import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeCover, writeTone } from '@slipcase/plugin-contract/testing/test-media';

/**
 * A demo single's files, made on the spot: 65 seconds of a tone as 44.1 kHz stereo FLAC (ffmpeg) and a 1500 px
 * square cover (sharp). Real files, so they go through every check an upload goes through.
 */
export async function writeDemoMedia(dir: string, name: string, frequency: number): Promise<{ audio: string; cover: string }> {
  await mkdir(dir, { recursive: true });
  const audio = await writeTone(join(dir, `${name}.flac`), { format: 'flac', seconds: 65, sampleRate: 44_100, bitDepth: 16, frequency });
  const cover = await writeCover(join(dir, `${name}.jpg`), { sizePx: 1500, format: 'jpeg' });
  return { audio, cover };
}
