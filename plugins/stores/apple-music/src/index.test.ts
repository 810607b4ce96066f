import { storeUnderContract } from '@slipcase/plugin-contract';
import { runStorePluginContract } from '@slipcase/plugin-contract/testing';
import { storePlugins } from './index';

runStorePluginContract((harness) => storeUnderContract(storePlugins, harness));
