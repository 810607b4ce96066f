import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export interface E2eMedia {
  wav: string;
  cover: string;
  fakeWav: string;
  smallCover: string;
}

/** Real files for the upload steps: a 65-second stereo WAV, covers made with sharp, and a text file named .wav. */
export async function makeMedia(dir: string): Promise<E2eMedia> {
  mkdirSync(dir, { recursive: true });
  const media = {
    wav: join(dir, 'first-light.wav'),
    cover: join(dir, 'cover.jpg'),
    fakeWav: join(dir, 'not-audio.wav'),
    smallCover: join(dir, 'small-cover.png'),
  };
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=65',
    '-ac', '2', '-ar', '44100', media.wav]);
  const gradient = (size: number) => sharp({ create: { width: size, height: size, channels: 3, background: '#3b2a6b' } });
  await gradient(1600).jpeg({ quality: 85 }).toFile(media.cover);
  await gradient(1000).png().toFile(media.smallCover);
  writeFileSync(media.fakeWav, 'this is a text file, not audio\n');
  return media;
}
