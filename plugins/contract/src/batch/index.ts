export { batchIdFor } from './batch-id';
export { createDdexStore } from './ddex-store';
export { deliverBatch, type DeliverBatchInput } from './deliver-batch';
export { LocalFolderTransport } from './local-folder-transport';
export { prepareResources, type PreparedResources, type StagedFile } from './prepare-resources';
export { readBatchAcknowledgements } from './read-acknowledgements';
export { trendFileReader, type TrendSource } from './read-trend-file';
export { audioResourcePath, coverResourcePath, isAudioFileFormat, mediaTypeOf, type AudioFileFormat } from './resource-paths';
export { checkRelativePath, type Transport } from './transport';
