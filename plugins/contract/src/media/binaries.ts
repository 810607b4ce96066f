import { config } from '@slipcase/config';

/** The media programs, found on PATH unless an environment variable names them. */
export const ffprobe = { command: () => config().media.ffprobe, overrideVariable: 'FFPROBE_PATH' };
export const ffmpeg = { command: () => config().media.ffmpeg, overrideVariable: 'FFMPEG_PATH' };

/** ffmpeg reads names like `pipe:` or `concat:a|b` as protocols; `file:` makes it a plain path. */
export const fileUrlArg = (path: string): string => `file:${path}`;
