/** The media programs, found on PATH unless an environment variable names them. */
export const ffprobe = { command: () => process.env.FFPROBE_PATH || 'ffprobe', overrideVariable: 'FFPROBE_PATH' };
export const ffmpeg = { command: () => process.env.FFMPEG_PATH || 'ffmpeg', overrideVariable: 'FFMPEG_PATH' };

/** ffmpeg reads names like `pipe:` or `concat:a|b` as protocols; `file:` makes it a plain path. */
export const fileUrlArg = (path: string): string => `file:${path}`;
