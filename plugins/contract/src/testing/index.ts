export { runStorePluginContract, type ContractHarness, type ContractOptions, type MakePlugin } from './store-plugin-contract';
export { RecordingTransport, type RecordedWrite } from './recording-transport';
export { acknowledgementFileName, buildAcknowledgement, type AcknowledgementInput } from './build-acknowledgement';
export { sampleContext, sampleRelease, SAMPLE_TITLE, type SampleMedia } from './sample-release';
export { deliveredFilesFor, HOSTILE_TITLES, hostileAlbum } from './hostile-album';
export { writeCover, writeTone, type ToneOptions } from './test-media';
export { xpath, xpathAll } from './xpath';
export { runTransportContract, type MakeTransport, type TransportContractOptions, type TransportHarness } from './transport-contract';
