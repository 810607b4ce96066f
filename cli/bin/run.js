#!/usr/bin/env node
// The slipcase CLI. Its commands are TypeScript: when node was not started with `--import tsx`, register tsx
// here, resolved from this file, so `node cli/bin/run.js` and the `slipcase` wrapper work from any directory.
import { execute } from '@oclif/core';

const tsxLoaded = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => /\btsx\b/.test(arg));
if (!tsxLoaded) {
  const { register } = await import('tsx/esm/api');
  register();
}

// A bad variable stops the start here, named with what it expects (config/src/variables.ts); the check is light.
const { initConfigOrExit } = await import('@slipcase/config');
initConfigOrExit('slipcase');

await execute({ dir: import.meta.url });
