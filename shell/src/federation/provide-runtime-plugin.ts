// Federation runtime plugin: the shell hands its federation runtime to the remotes, which
// are built with `experiments.externalRuntime` (webpack/create-config.js) and so carry no
// copy of their own. It does what the plugin behind `provideExternalRuntime` does, but
// imports the runtime as an ES module: that plugin's CommonJS build put a second copy of
// the runtime (about 23 KB gzip) into the shell's entry.

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/** The global a remote's entry reads the runtime from (the enhanced plugin's name for it). */
const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-plugin',
    beforeInit(args) {
      const global = runtimeCore.Global as Record<string, unknown>;
      global[RUNTIME_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
