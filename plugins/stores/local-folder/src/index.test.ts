import { runStorePluginContract } from '@slipcase/plugin-contract/testing';
import { createLocalFolderStore } from './index';

runStorePluginContract(({ dir, observe }) => createLocalFolderStore({ dir, wrapTransport: observe }));
