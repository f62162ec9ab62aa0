// Federation runtime plugin: a remote that cannot be loaded resolves to a marker
// module instead of throwing, so only that remote's routes show the fallback frame.

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableModule } from './unavailable-module';

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'offline-remote-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles rethrow into loadRemote, which reports once more as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] could not load ${id}`, error);
      return unavailableModule(id, error);
    },
  };
}
