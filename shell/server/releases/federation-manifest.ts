// The parts of a module-federation manifest (`mf-manifest.json`) a release looks at.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

export interface FederationManifest {
  name: string;
  metaData: {
    buildInfo: { buildVersion: string };
    remoteEntry: { name: string; path?: string };
    /** Every script and stylesheet of the build with its SRI hash (webpack/file-integrity-plugin.js). */
    integrity?: Record<string, string>;
  };
  shared: ManifestShared[];
  exposes: Array<{ name: string; path: string }>;
}

export const MANIFEST_FILE = 'mf-manifest.json';

export const readManifest = (dir: string): FederationManifest =>
  JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as FederationManifest;

/** The server-rendering bundle a remote may carry beside its browser build. */
export const SSR_RENDERER = path.join('ssr', 'render.js');

/**
 * A build's version: its package version plus a hash of its manifest, its remote entry
 * and its server renderer. Every chunk name is content-hashed and named in the first two,
 * so equal builds get equal versions and any change gets a new one.
 */
export const buildVersion = (dir: string): string => {
  const manifest = readManifest(dir);
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(path.join(dir, MANIFEST_FILE)));
  hash.update(fs.readFileSync(path.join(dir, remoteEntryPath(manifest))));
  const renderer = path.join(dir, SSR_RENDERER);
  if (fs.existsSync(renderer)) hash.update(fs.readFileSync(renderer));
  return `${manifest.metaData.buildInfo.buildVersion}-${hash.digest('hex').slice(0, 10)}`;
};

/** The remote entry's path inside a build folder, as its manifest names it. */
export const remoteEntryPath = (manifest: FederationManifest): string =>
  path.posix.join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name || 'remoteEntry.js');

/** Subresource Integrity of a file: what the browser compares before running or reading it. */
export const integrityOf = (file: string): string => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

/** What a browser loads from a release: its scripts and stylesheets (not the server renderer in `ssr/`,
 *  source maps or the compressed copies of a file). */
export const releasedFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(js|css)$/.test(file) && !file.startsWith('ssr/'))
    .sort();

/** The files of a build its manifest gives no hash for, or a hash their bytes do not match. */
export const unlistedFiles = (dir: string): string[] => {
  const listed = readManifest(dir).metaData.integrity ?? {};
  return releasedFiles(dir).filter((file) => listed[file] !== integrityOf(path.join(dir, file)));
};
