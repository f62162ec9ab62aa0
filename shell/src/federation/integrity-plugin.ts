// Federation runtime plugin (issue 17, finding 11): remote code runs in the site's origin,
// so the shell checks what it loads against the registry's Subresource Integrity hashes.
// The manifest is fetched with `integrity` and the remote entry loaded by a script element
// with `integrity`: the browser itself refuses a file that differs (a tampered CDN copy),
// and the remote shows the "temporarily unavailable" frame. A manifest the registry has no
// hash for is refused too.

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The SRI hash the registry publishes for `url`, if it names one; `manifest` says whether `url` is a remote's manifest. */
export type IntegrityLookup = (url: string) => { integrity?: string; manifest: boolean };

export default function integrityPlugin(lookup: IntegrityLookup): ModuleFederationRuntimePlugin {
  return {
    name: 'integrity-plugin',
    fetch(url, init) {
      const { integrity, manifest } = lookup(url);
      if (!integrity) {
        if (manifest) return Promise.reject(new Error(`[federation] no integrity hash for ${url}: refused`));
        return undefined;
      }
      return fetch(url, { ...init, integrity });
    },
    createScript({ url }) {
      const { integrity } = lookup(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      // SRI needs a CORS-readable response when the remotes live on a CDN (it sends Access-Control-Allow-Origin).
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
