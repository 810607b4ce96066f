export { masterAudio, SilentAudioError, type MasterAudioOptions, type MasteredAudio, type MasteringStep } from './master-audio';
export { measureLoudness, readEbur128Summary, type LoudnessMeasurement } from './measure-loudness';
export { applyPassGraph, measurePassGraph, toneChain } from './mastering-chain';
