// The shell checks remote code against the registry's integrity hashes (issue 17): the
// manifest is fetched with `integrity`, the remote entry gets a script element with
// `integrity` and `crossorigin`, so the browser refuses a file that differs; a manifest the
// registry gives no hash for is refused outright.

import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ensureRegistry } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const MANIFEST = '/remotes/mf_admin_people/1.0.0-abc/mf-manifest.json';
const HASHES = { 'mf-manifest.json': 'sha384-manifest-hash', 'remoteEntry.js': 'sha384-entry-hash' };

let plugin: ModuleFederationRuntimePlugin;
const fetched: Array<[string, RequestInit | undefined]> = [];

beforeAll(async () => {
  window.__APP_CONFIG__ = {
    registry: {
      mf_admin_people: { manifest: MANIFEST, integrity: HASHES },
      // A registry that lost a remote's hashes: that remote must not load unchecked.
      mf_public: { manifest: '/remotes/mf_public/1.0.0-def/mf-manifest.json', integrity: {} },
    },
  };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    fetched.push([String(url), init]);
    return new Response('{}');
  }) as typeof fetch;
  await ensureRegistry();
  plugin = (registerPlugins as jest.Mock).mock.calls[0][0][0];
});

const absolute = (path: string) => new URL(path, window.location.href).href;

test('the manifest is fetched with its integrity hash', async () => {
  await plugin.fetch!(absolute(MANIFEST), {});
  expect(fetched).toEqual([[absolute(MANIFEST), { integrity: 'sha384-manifest-hash' }]]);
});

test('the remote entry is loaded by a script element carrying its hash, CORS-checked', () => {
  const url = absolute('/remotes/mf_admin_people/1.0.0-abc/remoteEntry.js');
  const script = plugin.createScript!({ url }) as HTMLScriptElement;
  expect(script.src).toBe(url);
  expect(script.integrity).toBe('sha384-entry-hash');
  expect(script.crossOrigin).toBe('anonymous');
  // Other scripts are left to the runtime.
  expect(plugin.createScript!({ url: absolute('/static/js/other.js') })).toBeUndefined();
});

test('a manifest the registry gives no hash for is refused, and never fetched', async () => {
  fetched.length = 0;
  await expect(plugin.fetch!(absolute('/remotes/mf_public/1.0.0-def/mf-manifest.json'), {})).rejects.toThrow(/no integrity hash/);
  expect(fetched).toEqual([]);
});
