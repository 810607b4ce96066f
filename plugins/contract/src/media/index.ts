export { probeAudio, type AudioProbe } from './probe-audio';
export { inspectImage, type ImageInspection, type InspectImageOptions } from './inspect-image';
export { analyzeAudio, analyzeAudioFiles, type AudioAnalysis, type SilenceOptions } from './analyze-audio';
export { createAudioAnalyzer, type AudioAnalyzerOptions } from './audio-analyzer';
export { transcodeAudio, type TranscodeOptions } from './transcode-audio';
export { resizeImage, type ResizeOptions } from './resize-image';
export { hashFile, md5File, sha256, sha256File, type HashAlgorithm } from './hash-file';
export * from './mastering/index';
