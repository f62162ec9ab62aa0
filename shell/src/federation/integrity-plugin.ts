// Federation runtime plugin: remote code runs in the site's origin, so the shell checks every
// file of a remote against a Subresource Integrity hash and the browser itself refuses one that
// differs (a tampered CDN copy); the remote then shows the "temporarily unavailable" frame.
// The manifest is fetched with the registry's hash, and the hashes of every other file are read
// from it (integrity-table.ts); the entry, and the chunks and stylesheets the runtime loads for an
// exposed module, get elements with `integrity` and `crossorigin`. A manifest the registry has no
// hash for, or that lists no file hashes, is refused; a file of a release no hash names is loaded
// with one nothing matches. (A remote's own chunk loaders check theirs: webpack/file-integrity-plugin.js.)

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { UNLISTED } from './integrity-table';

export interface IntegrityChecks {
  /** The hash known for `url`; `manifest`: whether it is a registered manifest; `released`: whether it
   *  lies in a registered release's folder (so it must have a hash). */
  lookup: (url: string) => { integrity?: string; manifest: boolean; released: boolean };
  /** A manifest's text, once the browser checked it against its hash; throws to refuse the manifest. */
  onManifest: (url: string, text: string) => void;
}

const checkedManifest = async (url: string, init: RequestInit, integrity: string, onManifest: IntegrityChecks['onManifest']) => {
  const response = await fetch(url, { ...init, integrity });
  if (!response.ok) return response;
  const text = await response.text();
  onManifest(url, text);
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
};

export default function integrityPlugin({ lookup, onManifest }: IntegrityChecks): ModuleFederationRuntimePlugin {
  /** The element for `url` with its hash, CORS-checked (SRI needs a CORS-readable response when the remotes
   *  live on a CDN, which sends Access-Control-Allow-Origin); undefined for a file no release holds. */
  const checkedElement = <T extends HTMLScriptElement | HTMLLinkElement>(url: string, create: () => T): T | undefined => {
    const { integrity, released } = lookup(url);
    if (!integrity && !released) return undefined;
    const element = create();
    element.integrity = integrity ?? UNLISTED;
    element.crossOrigin = 'anonymous';
    return element;
  };
  return {
    name: 'integrity-plugin',
    fetch(url, init) {
      const { integrity, manifest } = lookup(url);
      if (!integrity) {
        if (manifest) return Promise.reject(new Error(`[federation] no integrity hash for ${url}: refused`));
        return undefined;
      }
      return manifest ? checkedManifest(url, init, integrity, onManifest) : fetch(url, { ...init, integrity });
    },
    createScript({ url }) {
      return checkedElement(url, () => {
        const script = document.createElement('script');
        script.src = url;
        return script;
      });
    },
    createLink({ url, attrs }) {
      return checkedElement(url, () => {
        const link = document.createElement('link');
        link.href = url;
        // The runtime leaves a link this hook returns as it is: its attributes (rel, type) are set here.
        for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
        return link;
      });
    },
  };
}
