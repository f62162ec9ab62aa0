// The shell checks remote code against Subresource Integrity hashes (issue 17, and every file since):
// the manifest is fetched with the registry's hash, and the hashes of the release's other files are read
// from it; the entry, chunks and stylesheets the runtime loads get elements with `integrity` and
// `crossorigin`, and a remote's own chunk loaders find the same hashes in the page's table. A manifest the
// registry gives no hash for, or that lists no file hashes, is refused; a file of a release no hash names
// is loaded with a hash nothing matches.

import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ensureRegistry } from '../remote-registry';
import { TABLE_GLOBAL, UNLISTED } from '../integrity-table';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const FOLDER = '/remotes/mf_admin_people/1.0.0-abc/';
const MANIFEST = `${FOLDER}mf-manifest.json`;
const HASHES = { 'mf-manifest.json': 'sha384-manifest-hash', 'remoteEntry.js': 'sha384-entry-hash' };
/** What the build lists in the manifest (webpack/file-integrity-plugin.js). */
const FILE_HASHES = {
  'remoteEntry.js': 'sha384-entry-hash',
  'static/js/12.abc.js': 'sha384-chunk-hash',
  'static/css/styles.abc.css': 'sha384-style-hash',
};
const NO_FILE_HASHES = '/remotes/mf_admin_content/2.0.0-old/mf-manifest.json';

let plugin: ModuleFederationRuntimePlugin;
const fetched: Array<[string, RequestInit | undefined]> = [];

beforeAll(async () => {
  window.__APP_CONFIG__ = {
    registry: {
      mf_admin_people: { manifest: MANIFEST, integrity: HASHES },
      // A registry that lost a remote's hashes: that remote must not load unchecked.
      mf_public: { manifest: '/remotes/mf_public/1.0.0-def/mf-manifest.json', integrity: {} },
      // A release whose manifest lists no file hashes (built before they were listed).
      mf_admin_content: { manifest: NO_FILE_HASHES, integrity: { 'mf-manifest.json': 'sha384-old' } },
    },
  };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    fetched.push([String(url), init]);
    const integrity = String(url).endsWith(MANIFEST) ? FILE_HASHES : undefined;
    return new Response(JSON.stringify({ name: 'remote', metaData: { integrity } }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  await ensureRegistry();
  plugin = (registerPlugins as jest.Mock).mock.calls[0][0][0];
});

const absolute = (path: string) => new URL(path, window.location.href).href;
const table = () => (window as unknown as Record<string, Record<string, string>>)[TABLE_GLOBAL];

test('the manifest is fetched with its integrity hash, and handed on as it came', async () => {
  const response = await plugin.fetch!(absolute(MANIFEST), {});
  expect(fetched).toEqual([[absolute(MANIFEST), { integrity: 'sha384-manifest-hash' }]]);
  expect(await (response as Response).json()).toEqual({ name: 'remote', metaData: { integrity: FILE_HASHES } });
  expect((response as Response).headers.get('content-type')).toBe('application/json');
});

test('the remote entry is loaded by a script element carrying its hash, CORS-checked', () => {
  const url = absolute(`${FOLDER}remoteEntry.js`);
  const script = plugin.createScript!({ url }) as HTMLScriptElement;
  expect(script.src).toBe(url);
  expect(script.integrity).toBe('sha384-entry-hash');
  expect(script.crossOrigin).toBe('anonymous');
  // Other scripts are left to the runtime.
  expect(plugin.createScript!({ url: absolute('/static/js/other.js') })).toBeUndefined();
});

test("a verified manifest's file hashes reach the runtime's chunks and stylesheets, and the remotes' own loaders", async () => {
  await plugin.fetch!(absolute(MANIFEST), {});
  const chunk = absolute(`${FOLDER}static/js/12.abc.js`);
  const script = plugin.createScript!({ url: chunk }) as HTMLScriptElement;
  expect([script.integrity, script.crossOrigin]).toEqual(['sha384-chunk-hash', 'anonymous']);
  const stylesheet = absolute(`${FOLDER}static/css/styles.abc.css`);
  const link = plugin.createLink!({ url: stylesheet, attrs: { rel: 'stylesheet', type: 'text/css' } }) as HTMLLinkElement;
  expect([link.href, link.rel, link.type, link.integrity, link.crossOrigin]).toEqual([
    stylesheet,
    'stylesheet',
    'text/css',
    'sha384-style-hash',
    'anonymous',
  ]);
  // The table a remote's chunk loaders read (webpack/file-integrity-plugin.js), by absolute URL.
  expect(table()[chunk]).toBe('sha384-chunk-hash');
  expect(table()[stylesheet]).toBe('sha384-style-hash');
});

test('a file of a release that no hash names is loaded with a hash nothing matches', () => {
  const script = plugin.createScript!({ url: absolute(`${FOLDER}static/js/slipped-in.js`) }) as HTMLScriptElement;
  expect(script.integrity).toBe(UNLISTED);
  expect(UNLISTED).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
});

test('a manifest the registry gives no hash for is refused, and never fetched', async () => {
  fetched.length = 0;
  await expect(plugin.fetch!(absolute('/remotes/mf_public/1.0.0-def/mf-manifest.json'), {})).rejects.toThrow(/no integrity hash/);
  expect(fetched).toEqual([]);
});

test('a manifest that lists no file hashes is refused', async () => {
  await expect(plugin.fetch!(absolute(NO_FILE_HASHES), {})).rejects.toThrow(/lists no file hashes/);
});
