import { storeUnderContract } from '@slipcase/plugin-contract';
import { runStorePluginContract } from '@slipcase/plugin-contract/testing';
import { storePlugins } from './index';

runStorePluginContract(({ dir, observe }) =>
  storeUnderContract(storePlugins, { dir, observe }, {
    env: {
      SLIPCASE_DDEX_RECIPIENTS: JSON.stringify([
        {
          id: 'label-radio',
          name: 'Label Radio',
          dpid: 'PADPIDA2020010101A',
          url: dir,
          audio: { codec: 'wav', sampleRate: 48_000, bitDepth: 24 },
          artwork: { minPx: 1000, sizePx: 2000, format: 'png' },
          deals: ['streaming', 'download'],
          acknowledgements: false,
        },
      ]),
    },
  }),
);
